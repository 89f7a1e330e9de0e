package dev.cairn.guard;

import dev.cairn.report.Outcome;
import dev.cairn.locator.Document;
import dev.cairn.locator.PathLocation;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.CheckedInput;
import dev.cairn.report.Finding;
import dev.cairn.scan.Check;
import dev.cairn.scan.InputFile;
import dev.cairn.report.FindingLocation;
import dev.cairn.report.InputError;
import dev.cairn.report.Resource;
import dev.cairn.report.ScanReport;
import dev.cairn.locator.InternalErrors;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Guard rules files as a {@link Check} of a scan: each failing check is a located finding, the
 * rules file and rule's name its rule id, its custom message the message, and the check's path
 * (for a missing property, the nearest existing parent with the missing keys) located with the
 * locator. Each document is an input checked with every rule of every rules file.
 */
public final class GuardCheck implements Check {
  /** The kind of check reports name ({@link CheckedInput#check}). */
  public static final String KIND = "guard";

  private static final java.util.regex.Pattern LINE_BREAKS = java.util.regex.Pattern.compile("\\s*\\n\\s*");

  private final List<GuardRules> rules;
  private final Duration timeout;

  public GuardCheck(List<GuardRules> rules) {
    this(rules, null);
  }

  /** With each rules file's evaluation of each document stopped after {@code timeout} (null: never). */
  public GuardCheck(List<GuardRules> rules, Duration timeout) {
    this.rules = List.copyOf(rules);
    this.timeout = timeout;
  }

  /** Every {@code .guard} file under the paths (files or directories), parsed. */
  public static GuardCheck load(List<Path> paths) {
    return load(paths, null);
  }

  /**
   * As {@link #load(List)}, each evaluation bounded by {@code timeout} (null: none).
   *
   * @throws GuardSyntaxException for a rules file that does not parse or cannot be read
   */
  public static GuardCheck load(List<Path> paths, Duration timeout) {
    List<GuardRules> rules = new ArrayList<>();
    for (Path p : paths) {
      if (!java.nio.file.Files.isDirectory(p) && !p.toString().endsWith(".guard")) {
        continue; // a Rego file or template given by name is not ours
      }
      for (Path f : GuardFiles.rules(List.of(p))) {
        rules.add(GuardRules.load(f));
      }
    }
    return new GuardCheck(rules, timeout);
  }

  public boolean isEmpty() {
    return rules.isEmpty();
  }

  @Override
  public ScanReport check(List<InputFile> files) {
    List<Finding> findings = new ArrayList<>();
    List<InputError> errors = new ArrayList<>();
    List<CheckedInput> checked = new ArrayList<>();
    int documents = 0;
    for (InputFile in : files) {
      SourceFile located;
      List<GuardValue> values;
      try {
        located = in.source();
        values = DataReader.read(in.name(), in.text());
      } catch (LocatorException e) {
        errors.add(new InputError(in.name(), e.line(), e.column(), e.reason()));
        continue;
      } catch (DataException e) {
        errors.add(new InputError(in.name(), e.line(), e.column(), e.reason()));
        continue;
      }
      documents += values.size();
      for (int d = 0; d < values.size(); d++) {
        Document doc = d < located.documents().size() ? located.documents().get(d) : null;
        List<String> evaluated = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        for (GuardRules r : rules) {
          try {
            for (RuleOutcome o : r.evaluate(values.get(d), timeout)) {
              evaluated.add(ruleId(r, o.rule()));
              for (RuleOutcome.Check c : o.failures()) {
                findings.add(finding(in.name(), d, r, o, c, doc));
              }
            }
          } catch (GuardEvalException e) {
            errors.add(new InputError(in.name(), 0, 0, e.located(r.name()), r.name()));
            failed.add(r.name());
          } catch (RuntimeException e) {
            // a bug: this input's error, the other inputs and rules files are still checked
            errors.add(new InputError(in.name(), 0, 0, r.name() + ": " + InternalErrors.describe(e), r.name()));
            failed.add(r.name());
          }
        }
        evaluated.addAll(failed);
        checked.add(new CheckedInput(in.name(), d, evaluated, List.of(), failed, KIND));
      }
    }
    findings.sort(Finding.REPORT_ORDER);
    return new ScanReport(findings, errors, files.size(), documents, 0, 0, checked);
  }

  /** A rule's id in reports: its rules file's name and its own. */
  private static String ruleId(GuardRules r, String rule) {
    return r.name() + "/" + rule;
  }

  /** The check's path located in the document: its nearest existing part, and the keys missing below it. */
  public static FindingLocation location(Document doc, RuleOutcome.Check c) {
    PathLocation loc = doc.sourceIndex().locate(c.path());
    List<Object> missing = new ArrayList<>(loc.missing());
    missing.addAll(c.missing());
    return new FindingLocation(loc.found(), loc.region().startLine(), loc.region().startColumn(), loc.region().endLine(),
        loc.region().endColumn(), missing);
  }

  private static Finding finding(String file, int document, GuardRules r, RuleOutcome o, RuleOutcome.Check c, Document doc) {
    FindingLocation location = null;
    Resource resource = null;
    if (doc != null) {
      location = location(doc, c);
      if (c.path().size() >= 2 && "Resources".equals(c.path().get(0))) {
        PathLocation at = doc.sourceIndex().locate(c.path().subList(0, 2));
        Object type = doc.value() == null ? null : doc.value().path("Resources").path(String.valueOf(c.path().get(1)))
            .path("Type").asText(null);
        resource = new Resource(String.valueOf(c.path().get(1)), (String) type, null, at.region().startLine(),
            at.region().startColumn());
      }
    }
    String message = c.customMessage() != null && !c.customMessage().isBlank()
        ? LINE_BREAKS.matcher(c.customMessage().strip()).replaceAll(" ") : c.reason();
    return new Finding(file, document, ruleId(r, o.rule()), o.rule(), message, "error", Outcome.FAIL, resource, location,
        List.of(), com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode());
  }
}
