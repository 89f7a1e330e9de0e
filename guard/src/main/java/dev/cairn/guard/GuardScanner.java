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
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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

  public GuardScanner(List<GuardRules> rules) {
    this.rules = List.copyOf(rules);
  }

  /** Every {@code .guard} file under the paths (files or directories), parsed. */
  public static GuardScanner load(List<Path> paths) {
    List<GuardRules> rules = new ArrayList<>();
    for (Path f : GuardFiles.rules(paths)) {
      if (f.toString().endsWith(".guard")) { // a Rego file or template given by name is not ours
        rules.add(GuardRules.load(f));
      }
    }
    return new GuardScanner(rules);
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
        text = in.text() != null ? in.text() : Files.readString(in.path(), StandardCharsets.UTF_8);
        located = loader.load(in.name(), text);
        values = DataReader.read(in.name(), text);
      } catch (IOException e) {
        errors.add(new InputError(in.name(), 0, 0, "cannot read: " + e.getMessage()));
        continue;
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
            for (RuleOutcome o : r.evaluate(values.get(d))) {
              for (RuleOutcome.Check c : o.failures()) {
                findings.add(finding(in.name(), d, r, o, c, doc));
              }
            }
          } catch (GuardEvalException e) {
            errors.add(new InputError(in.name(), 0, 0, e.located(r.name())));
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
