package dev.cairn.cli;

import dev.cairn.report.InputError;
import dev.cairn.report.ScanReport;
import dev.cairn.scan.ScanInput;
import java.util.ArrayList;
import java.util.List;

/**
 * The inputs a scan could not read at all (a broken or looping link, a FIFO, a directory that cannot
 * be listed, a missing path): each an error of the report, counted among its files, so that every
 * output format says so and the exit status is an error's.
 */
final class UnreadableInputs {
  private UnreadableInputs() {}

  static ScanReport addTo(ScanReport report, List<ScanInput> inputs) {
    List<InputError> errors = new ArrayList<>(report.errors());
    int unreadable = 0;
    for (ScanInput in : inputs) {
      if (!in.usable()) {
        errors.add(new InputError(in.name(), 0, 0, in.problem()));
        unreadable++;
      }
    }
    if (unreadable == 0) {
      return report;
    }
    return new ScanReport(report.findings(), errors, report.files() + unreadable, report.documents(),
        report.exceptions(), report.exempted(), report.checked());
  }
}
