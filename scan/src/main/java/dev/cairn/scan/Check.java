package dev.cairn.scan;

import dev.cairn.report.ScanReport;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * One kind of check a scan runs over its files: Rego rules with conftest's conventions,
 * Gatekeeper constraints, Guard rules, CloudFormation resource schemas. {@link Scan} reads and
 * indexes each file once and hands the same files to every check; a check reports its findings,
 * the errors of the files it could not check (the others are still checked) and the inputs it
 * checked with its rules. Implementations are immutable and safe to use from several threads.
 */
public interface Check {
  /** Checks the files; each file's problem is an error of the report, and the other files are checked. */
  ScanReport check(List<InputFile> files);

  /**
   * As {@link #check(List)}, calling {@code filesDone} with the count of files checked so far (a
   * check that does its files in one step calls it once, at the end).
   */
  default ScanReport check(List<InputFile> files, IntConsumer filesDone) {
    ScanReport report = check(files);
    filesDone.accept(files.size());
    return report;
  }
}
