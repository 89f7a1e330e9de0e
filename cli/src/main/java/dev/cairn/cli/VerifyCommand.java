package dev.cairn.cli;

import dev.cairn.constraints.CaseResult;
import dev.cairn.constraints.ConstraintException;
import dev.cairn.constraints.SuiteFiles;
import dev.cairn.constraints.SuiteRunner;
import dev.cairn.locator.FileTree;
import dev.cairn.locator.InternalErrors;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
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

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      converter = DurationConverter.class,
      defaultValue = EvaluationTimeout.DEFAULT,
      description = "Stop evaluating a template for one object after this long, e.g. 5s; the case is an error and"
          + " the others still run; 0: no limit (default: ${DEFAULT-VALUE}).")
  Duration timeout;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    SuiteRunner runner = new SuiteRunner(EvaluationTimeout.of(timeout));
    int[] counts = new int[2];
    boolean[] inputError = {false};
    for (Path root : paths.isEmpty() ? List.of(Path.of(".")) : paths) {
      if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
        err.println(root + ": no such file or directory");
        inputError[0] = true;
        continue;
      }
      boolean named = !Files.isDirectory(root);
      for (FileTree.Entry suite : SuiteFiles.find(root)) {
        if (!suite.isFile()) {
          err.println(suite.path() + ": " + suite.problem());
          inputError[0] = true;
          continue;
        }
        try {
          int found = runner.run(suite.path(), suite.path().toString(), r -> {
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
          if (found == 0 && named) {
            err.println(suite.path() + ": no suite here (a document with kind: Suite and apiVersion: "
                + "test.gatekeeper.sh/v1alpha1)");
            inputError[0] = true;
          }
        } catch (ConstraintException e) {
          err.println(e.getMessage());
          inputError[0] = true;
        } catch (RuntimeException | StackOverflowError e) {
          // a bug: this suite's error; the other suites still run
          err.println(suite.path() + ": " + InternalErrors.describe(e));
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
