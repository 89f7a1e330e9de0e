package dev.cairn.cli;

import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.Finding;
import dev.cairn.report.ScanReport;
import dev.cairn.schemas.LintOptions;
import dev.cairn.schemas.SchemaStore;
import dev.cairn.schemas.TemplateLinter;
import dev.cairn.scan.ScanInput;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/** Schema findings for scan inputs: every document that is a CloudFormation template is linted. */
final class SchemaFindings {
  private final TemplateLinter linter;
  private final DocumentLoader loader = DocumentLoader.builder().build();

  SchemaFindings(TemplateLinter linter) {
    this.linter = linter;
  }

  /**
   * The findings of every template among the inputs (of every document when {@code reportUnreadable});
   * an input that cannot be read or parsed gives
   * an E0000 finding when {@code reportUnreadable} (as cfn-lint), else nothing (the scan reports it).
   */
  List<Finding> of(List<ScanInput> inputs, boolean reportUnreadable) {
    List<Finding> findings = new ArrayList<>();
    for (ScanInput in : inputs) {
      SourceFile file;
      try {
        file = load(in);
      } catch (LocatorException e) {
        if (reportUnreadable) {
          findings.add(TemplateLinter.parseError(in.name(), e));
        }
        continue;
      }
      for (Document d : file.documents()) {
        if (TemplateLinter.isTemplate(d.value()) || reportUnreadable) {
          findings.addAll(linter.lint(in.name(), d));
        }
      }
    }
    findings.sort(Finding.REPORT_ORDER);
    return findings;
  }

  /** A scan's report with the schema findings of its templates (bundled schemas, us-east-1) added. */
  static ScanReport addTo(ScanReport report, List<ScanInput> inputs) {
    List<Finding> findings = new ArrayList<>(report.findings());
    findings.addAll(new SchemaFindings(new TemplateLinter(SchemaStore.bundled(), LintOptions.DEFAULT)).of(inputs, false));
    findings.sort(Finding.REPORT_ORDER);
    return new ScanReport(findings, report.errors(), report.files(), report.documents(), report.exceptions(), report.exempted());
  }

  private SourceFile load(ScanInput in) {
    if (in.text() != null) {
      return loader.load(in.name(), in.text());
    }
    try (Reader r = Files.newBufferedReader(in.path())) {
      return loader.load(in.name(), r);
    } catch (IOException | java.io.UncheckedIOException e) {
      throw new LocatorException(in.name(), 1, 1, "cannot read: " + e.getMessage());
    }
  }
}
