package dev.cairn.cli.docs;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * Runs the pages' examples in a JVM of its own whose working directory is the repository root, as
 * a user's shell is: {@code ./cairn ARGS} through {@link Main#commandLine()} (what the launcher's jar
 * runs), a {@code java} example through its {@code main}. Standard output and standard error go to
 * one buffer, as a terminal shows them. Arguments: the jobs file and the results file (JSON).
 */
public final class ExampleRunner {
  /** A command line ({@code args}) or a compiled example ({@code className}). */
  record Job(List<String> args, String className) {}

  record Result(int exitCode, String output) {}

  private ExampleRunner() {}

  public static void main(String[] argv) throws Exception {
    ObjectMapper json = new ObjectMapper();
    List<Job> jobs = json.readValue(Path.of(argv[0]).toFile(), new TypeReference<List<Job>>() {});
    List<Result> results = new ArrayList<>();
    PrintStream out = System.out;
    PrintStream err = System.err;
    InputStream in = System.in;
    for (int i = 0; i < jobs.size(); i++) {
      Job job = jobs.get(i);
      out.println("job " + i); // what the test names if this JVM has to be stopped
      out.flush();
      ByteArrayOutputStream buffer = new ByteArrayOutputStream();
      PrintStream printed = new PrintStream(buffer, true, StandardCharsets.UTF_8);
      System.setOut(printed);
      System.setErr(printed);
      System.setIn(new ByteArrayInputStream(new byte[0]));
      int exit;
      try {
        exit = job.className() == null ? cairn(job.args(), printed) : example(job.className(), printed);
      } finally {
        System.setOut(out);
        System.setErr(err);
        System.setIn(in);
      }
      printed.flush();
      results.add(new Result(exit, buffer.toString(StandardCharsets.UTF_8)));
    }
    json.writeValue(Path.of(argv[1]).toFile(), results);
  }

  private static int cairn(List<String> args, PrintStream printed) {
    PrintWriter writer = new PrintWriter(new OutputStreamWriter(printed, StandardCharsets.UTF_8), true);
    CommandLine cmd = Main.commandLine();
    cmd.setOut(writer);
    cmd.setErr(writer);
    int exit = cmd.execute(args.toArray(String[]::new));
    writer.flush();
    return exit;
  }

  /** Runs an example's main; an exception it throws is printed as the JVM would and exits 1. */
  private static int example(String className, PrintStream printed) throws ReflectiveOperationException {
    try {
      Class.forName(className).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
      return 0;
    } catch (InvocationTargetException e) {
      printed.print("Exception in thread \"main\" ");
      e.getCause().printStackTrace(printed);
      return 1;
    }
  }
}
