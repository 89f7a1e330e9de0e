package dev.cairn.guard;

import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.Location;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.Finding;
import dev.cairn.report.FindingLocation;
import dev.cairn.report.InputError;
import dev.cairn.report.Resource;
import dev.cairn.report.ScanReport;
import dev.cairn.locator.InternalErrors;
import dev.cairn.locator.TextFile;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs Guard rules files over data files and reports each failing check as a located finding: the
 * rule's name is the rule id, its custom message the message, and the check's path (for a missing
 * property, the nearest existing parent with the missing keys) is located with the locator.
 */
public final class GuardScanner {

  /** A data file: a path, or text under a display name. */
  public record Input(String name, Path path, String text) {}

  private static final java.util.regex.Pattern LINE_BREAKS = java.util.regex.Pattern.compile("\\s*\\n\\s*");

  private final List<GuardRules> rules;
  private final DocumentLoader loader = DocumentLoader.builder().build();
  private final Duration timeout;

  public GuardScanner(List<GuardRules> rules) {
    this(rules, null);
  }

  /** With each rules file's evaluation of each document stopped after {@code timeout} (null: never). */
  public GuardScanner(List<GuardRules> rules, Duration timeout) {
    this.rules = List.copyOf(rules);
    this.timeout = timeout;
  }

  /** Every {@code .guard} file under the paths (files or directories), parsed. */
  public static GuardScanner load(List<Path> paths) {
    return load(paths, null);
  }

  /**
   * As {@link #load(List)}, each evaluation bounded by {@code timeout} (null: none).
   *
   * @throws GuardSyntaxException for a rules file that does not parse or cannot be read
   */
  public static GuardScanner load(List<Path> paths, Duration timeout) {
    List<GuardRules> rules = new ArrayList<>();
    for (Path p : paths) {
      if (!java.nio.file.Files.isDirectory(p) && !p.toString().endsWith(".guard")) {
        continue; // a Rego file or template given by name is not ours
      }
      for (Path f : GuardFiles.rules(List.of(p))) {
        rules.add(GuardRules.load(f));
      }
    }
    return new GuardScanner(rules, timeout);
  }

  public boolean isEmpty() {
    return rules.isEmpty();
  }

  public ScanReport scan(List<Input> inputs) {
    List<Finding> findings = new ArrayList<>();
    List<InputError> errors = new ArrayList<>();
    int documents = 0;
    for (Input in : inputs) {
      String text;
      SourceFile located;
      List<Value> values;
      try {
        located = in.text() != null ? loader.load(in.name(), in.text()) : loader.load(in.path());
        text = in.text() != null ? in.text() : TextFile.read(in.path());
        values = DataReader.read(in.name(), text);
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
        for (GuardRules r : rules) {
          try {
            for (RuleOutcome o : r.evaluate(values.get(d), timeout)) {
              for (RuleOutcome.Check c : o.failures()) {
                findings.add(finding(in.name(), d, r, o, c, doc));
              }
            }
          } catch (GuardEvalException e) {
            errors.add(new InputError(in.name(), 0, 0, e.located(r.name())));
          } catch (RuntimeException e) {
            // a bug: this input's error, the other inputs and rules files are still checked
            errors.add(new InputError(in.name(), 0, 0, r.name() + ": " + InternalErrors.describe(e)));
          }
        }
      }
    }
    findings.sort(Finding.REPORT_ORDER);
    return new ScanReport(findings, errors, inputs.size(), documents, 0);
  }

  /** The check's path located in the document: its nearest existing part, and the keys missing below it. */
  static FindingLocation location(Document doc, RuleOutcome.Check c) {
    Location loc = doc.sourceIndex().locate(c.path());
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
        Location at = doc.sourceIndex().locate(c.path().subList(0, 2));
        Object type = doc.value() == null ? null : doc.value().path("Resources").path(String.valueOf(c.path().get(1)))
            .path("Type").asText(null);
        resource = new Resource(String.valueOf(c.path().get(1)), (String) type, null, at.region().startLine(),
            at.region().startColumn());
      }
    }
    String message = c.customMessage() != null && !c.customMessage().isBlank()
        ? LINE_BREAKS.matcher(c.customMessage().strip()).replaceAll(" ") : c.reason();
    return new Finding(file, document, r.name() + "/" + o.rule(), o.rule(), message, "error", resource, location,
        List.of(), com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode());
  }
}
