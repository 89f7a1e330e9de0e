package dev.cairn.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * Runs several cairn command lines, one after another, in this JVM with the process's real stdout
 * and stderr, so that whatever a library prints there (java.util.logging, SLF4J, Jetty) is seen as
 * a user would see it. Arguments: command lines separated by {@code ;;}.
 */
final class CommandsInOneJvm {
  private CommandsInOneJvm() {}

  public static void main(String[] args) {
    List<String> command = new ArrayList<>();
    for (String a : args) {
      if (a.equals(";;")) {
        run(command);
        command.clear();
      } else {
        command.add(a);
      }
    }
    run(command);
    System.out.flush();
    System.err.flush();
    // Exit at once: the commands' own exit codes are asserted elsewhere, and library threads must not hold the JVM.
    Runtime.getRuntime().halt(0);
  }

  private static void run(List<String> command) {
    if (!command.isEmpty()) {
      Main.commandLine().execute(command.toArray(String[]::new));
    }
  }
}
