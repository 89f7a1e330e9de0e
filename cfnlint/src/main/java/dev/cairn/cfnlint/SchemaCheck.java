package dev.cairn.cfnlint;

import dev.cairn.locator.Document;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.CheckedInput;
import dev.cairn.report.Finding;
import dev.cairn.report.InputError;
import dev.cairn.report.ScanReport;
import dev.cairn.scan.Check;
import dev.cairn.scan.InputFile;
import java.util.ArrayList;
import java.util.List;

/**
 * CloudFormation's resource provider schemas as a {@link Check} of a scan ({@code cairn scan
 * --schemas}, {@code cairn lint}): every document that is a template is linted with cfn-lint's
 * rules, each a finding with cfn-lint's rule id.
 *
 * <p>Alongside other checks, documents that are not templates (Kubernetes manifests, data) are left
 * to them, and a file that does not parse is the scan's error. As {@code cairn lint} ({@link
 * Builder#everyDocument}), every document is a template to lint and a file that does not parse is
 * an {@code E0000} finding at the error, as cfn-lint reports it.
 */
public final class SchemaCheck implements Check {
  /** The kind of check reports name ({@link CheckedInput#check}). */
  public static final String KIND = "schemas";

  private static final List<String> RULES = List.copyOf(TemplateLinter.ruleIds());

  private final TemplateLinter linter;
  private final boolean everyDocument;

  private SchemaCheck(Builder b) {
    this.linter = b.linter != null ? b.linter : new TemplateLinter(SchemaStore.bundled(), LintOptions.DEFAULT);
    this.everyDocument = b.everyDocument;
  }

  public static Builder builder() {
    return new Builder();
  }

  @Override
  public ScanReport check(List<InputFile> files) {
    List<Finding> findings = new ArrayList<>();
    List<InputError> errors = new ArrayList<>();
    List<CheckedInput> checked = new ArrayList<>();
    int documents = 0;
    for (InputFile in : files) {
      SourceFile file;
      try {
        file = in.source();
      } catch (LocatorException e) {
        if (everyDocument) {
          findings.add(TemplateLinter.parseError(in.name(), e));
          checked.add(new CheckedInput(in.name(), 0, RULES, List.of(), List.of(), KIND));
        } else {
          errors.add(new InputError(in.name(), e.line(), e.column(), e.reason()));
        }
        continue;
      }
      documents += file.documents().size();
      for (Document d : file.documents()) {
        if (everyDocument || (d.value() != null && TemplateLinter.isTemplate(d.value()))) {
          findings.addAll(linter.lint(in.name(), d));
          checked.add(new CheckedInput(in.name(), d.index(), RULES, List.of(), List.of(), KIND));
        }
      }
    }
    findings.sort(Finding.REPORT_ORDER);
    return new ScanReport(findings, errors, files.size(), documents, 0, 0, checked);
  }

  /** Configures a {@link SchemaCheck}. */
  public static final class Builder {
    private TemplateLinter linter;
    private boolean everyDocument;

    /** The linter (schemas, regions, rule selection); default: the bundled schemas, us-east-1, every rule. */
    public Builder linter(TemplateLinter linter) {
      this.linter = linter;
      return this;
    }

    /**
     * Lint every document as a template, and report a file that does not parse as {@code E0000}
     * (cfn-lint's way), instead of leaving both to the scan's other checks.
     */
    public Builder everyDocument(boolean every) {
      this.everyDocument = every;
      return this;
    }

    public SchemaCheck build() {
      return new SchemaCheck(this);
    }
  }
}
