package dev.cairn.cli;

import dev.cairn.constraints.CaseResult;
import dev.cairn.constraints.ConstraintException;
import dev.cairn.constraints.SuiteFiles;
import dev.cairn.constraints.SuiteRunner;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cairn verify}: runs gator's test suites ({@code kind: Suite}) unchanged, one line per case
 * and a last line {@code N passed, N failed}.
 */
@Command(
    name = "verify",
    description = "Run gator test suites (kind: Suite) of ConstraintTemplates and Constraints.",
    mixinStandardHelpOptions = true,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every case passed",
      "1:a case failed",
      "2:usage or input error (unreadable suite, bad template or constraint)"
    })
final class VerifyCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "PATH", arity = "0..*", description = "Suite files or directories searched for them (default: .).")
  List<Path> paths = new ArrayList<>();

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    SuiteRunner runner = new SuiteRunner();
    int[] counts = new int[2];
    boolean[] inputError = {false};
    for (Path root : paths.isEmpty() ? List.of(Path.of(".")) : paths) {
      if (!Files.exists(root)) {
        err.println(root + ": no such file or directory");
        inputError[0] = true;
        continue;
      }
      List<Path> suites;
      try {
        suites = SuiteFiles.find(root);
      } catch (UncheckedIOException e) {
        err.println(root + ": " + e.getCause().getMessage());
        inputError[0] = true;
        continue;
      }
      for (Path suite : suites) {
        try {
          runner.run(suite, suite.toString(), r -> {
            out.println(r);
            switch (r.status()) {
              case PASS -> counts[0]++;
              case FAIL -> counts[1]++;
              case ERROR -> {
                counts[1]++;
                inputError[0] = true;
              }
              case SKIP -> {}
            }
          });
        } catch (ConstraintException e) {
          err.println(e.getMessage());
          inputError[0] = true;
        }
      }
    }
    out.println(counts[0] + " passed, " + counts[1] + " failed");
    out.flush();
    err.flush();
    if (inputError[0]) {
      return ExitCodes.ERROR;
    }
    return counts[1] > 0 ? ExitCodes.FAIL : ExitCodes.OK;
  }
}
