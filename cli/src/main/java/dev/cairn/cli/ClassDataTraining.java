package dev.cairn.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * The training run of the class-data archive the {@code cairn} launcher uses
 * ({@code cli/target/cairn.jsa}): runs the given command lines in one JVM, output discarded, so
 * that {@code -XX:ArchiveClassesAtExit} records the classes they load and the next start maps them
 * instead of loading, verifying and linking them again. Built at package time (cli/pom.xml); a
 * command's exit code does not matter here (a scan with findings exits 1), only what it loaded.
 *
 * <p>Usage: {@code java -XX:ArchiveClassesAtExit=cairn.jsa -cp cairn.jar
 * dev.cairn.cli.ClassDataTraining scan -p POLICY FILE -- lint FILE -- ...}.
 */
public final class ClassDataTraining {
  private ClassDataTraining() {}

  public static void main(String[] args) {
    PrintStream quiet = new PrintStream(PrintStream.nullOutputStream());
    System.setOut(quiet);
    System.setErr(quiet);
    for (List<String> command : commands(args)) {
      Main.commandLine()
          .setOut(new PrintWriter(Writer.nullWriter()))
          .setErr(new PrintWriter(Writer.nullWriter()))
          .execute(command.toArray(String[]::new));
    }
  }

  /** The command lines, separated by {@code --}. */
  static List<List<String>> commands(String[] args) {
    List<List<String>> commands = new ArrayList<>();
    List<String> current = new ArrayList<>();
    for (String arg : args) {
      if (arg.equals("--")) {
        if (!current.isEmpty()) {
          commands.add(current);
        }
        current = new ArrayList<>();
      } else {
        current.add(arg);
      }
    }
    if (!current.isEmpty()) {
      commands.add(current);
    }
    return commands;
  }
}
