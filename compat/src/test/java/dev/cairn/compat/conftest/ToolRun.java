package dev.cairn.compat.conftest;

import dev.cairn.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;

/**
 * One run of a command line, by the peer (a process in the module's folder) or by {@code cairn}
 * (in-process, through the cli's picocli command, in the same folder), so that both see the same
 * relative paths and print the same file names.
 */
public record ToolRun(int exitCode, String out, String err) {
  private static final long LIMIT_SECONDS = 120;

  /** {@code binary args...}, standard output and error captured whole. */
  public static ToolRun peer(Path binary, List<String> args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(binary.toString());
    command.addAll(args);
    Path out = Files.createTempFile("peer", ".out");
    Path err = Files.createTempFile("peer", ".err");
    try {
      Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      p.getOutputStream().close();
      if (!p.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IllegalStateException("no answer in " + LIMIT_SECONDS + " s: " + command);
      }
      return new ToolRun(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  /** {@code cairn args...} in this process. */
  public static ToolRun cairn(List<String> args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cmd = Main.commandLine();
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    int code = cmd.execute(args.toArray(String[]::new));
    return new ToolRun(code, out.toString(), err.toString());
  }
}
