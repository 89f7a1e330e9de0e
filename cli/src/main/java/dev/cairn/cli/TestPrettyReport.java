package dev.cairn.cli;

import dev.cairn.regotest.TestOutcome;
import dev.cairn.regotest.TestResult;
import dev.cairn.regotest.TestRun;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Function;

/**
 * {@code opa test}'s text report: the tests that did not pass (every test with {@code -v}) under
 * their file, print output and errors indented, and the {@code PASS: n/m} summary lines. With
 * {@code -v}, failures come first with the expression that failed, as OPA's trace ends, after
 * the failure's trace when one is given (conftest verify --report).
 */
public final class TestPrettyReport {
  private static final String RULE = "-".repeat(80);

  private final PrintWriter out;
  private final boolean verbose;
  private final Function<String, String> sources;
  private Function<TestResult, List<String>> traces = r -> List.of();

  /** {@code sources}: module text by file name (null when unknown), to quote the expression a failure stopped at. */
  public TestPrettyReport(PrintWriter out, boolean verbose, Function<String, String> sources) {
    this.out = out;
    this.verbose = verbose;
    this.sources = sources;
  }

  /** Prints each failure's trace lines (indented) before the expression it failed at, as {@code opa test -v --explain}. */
  public TestPrettyReport withTraces(Function<TestResult, List<String>> traces) {
    this.traces = traces;
    return this;
  }

  public void write(TestRun run) {
    List<TestResult> failures = run.results().stream().filter(r -> r.outcome() == TestOutcome.FAIL).toList();
    if (verbose && !failures.isEmpty()) {
      out.println("FAILURES");
      out.println(RULE);
      for (TestResult r : failures) {
        out.println(line(r));
        out.println();
        List<String> trace = traces.apply(r);
        if (!trace.isEmpty()) {
          trace.forEach(l -> out.println("  " + l));
          out.println();
        }
        if (r.failedAt() != null) {
          out.println("  " + r.failedAt() + ": failed: " + sourceLine(r.failedAt().file(), r.failedAt().line()));
        }
        out.println();
      }
      out.println("SUMMARY");
      out.println(RULE);
    }
    boolean dirty = false;
    String lastFile = null;
    for (TestResult r : run.results()) {
      if (verbose || !r.passed()) {
        String file = r.test().location().file();
        if (!file.equals(lastFile)) {
          if (lastFile != null) {
            out.println();
          }
          out.println(file + ":");
          lastFile = file;
        }
        dirty = true;
        out.println(line(r));
        if (!r.output().isEmpty()) {
          out.println();
          r.output().forEach(l -> out.println("  " + l));
          out.println();
        }
      }
      if (r.error() != null) {
        out.println("  " + r.error());
      }
    }
    if (dirty) {
      out.println(RULE);
    }
    long total = run.results().size();
    summary("PASS", run.count(TestOutcome.PASS), total);
    summary("FAIL", run.count(TestOutcome.FAIL), total);
    summary("SKIPPED", run.count(TestOutcome.SKIP), total);
    summary("ERROR", run.count(TestOutcome.ERROR), total);
  }

  private void summary(String word, long n, long total) {
    if (n != 0) {
      out.println(word + ": " + n + "/" + total);
    }
  }

  /** {@code data.pkg.test_x: PASS (1.2ms)}; skipped tests have no duration. */
  static String line(TestResult r) {
    String head = r.test().query() + ": " + r.outcome().word();
    return r.outcome() == TestOutcome.SKIP ? head : head + " (" + GoDurationText.of(r.duration()) + ")";
  }

  private String sourceLine(String file, int line) {
    String text = sources.apply(file);
    if (text == null) {
      return "";
    }
    String[] lines = text.split("\n", -1);
    return line >= 1 && line <= lines.length ? lines[line - 1].strip() : "";
  }
}
