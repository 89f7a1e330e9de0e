package dev.cairn.cfnlint;

import dev.cairn.report.Outcome;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.PathLocation;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.Finding;
import dev.cairn.report.FindingLocation;
import dev.cairn.report.Resource;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks CloudFormation templates against the resource provider schemas as cfn-lint does, with
 * cfn-lint's rule ids, and locates every finding in the template's file. Thread-safe.
 *
 * <pre>{@code
 * TemplateLinter linter = new TemplateLinter(SchemaStore.bundled(), LintOptions.DEFAULT);
 * List<Finding> findings = linter.lint(Path.of("template.yaml"));
 * }</pre>
 */
public final class TemplateLinter {
  private final SchemaStore store;
  private final LintOptions options;
  private final DocumentLoader loader = DocumentLoader.builder().build();

  /** @throws SchemaException when the store has no schemas for one of the options' regions */
  public TemplateLinter(SchemaStore store, LintOptions options) {
    this.store = store;
    this.options = options;
    for (String region : options.regions()) {
      if (!store.regions().contains(region)) {
        throw new SchemaException(region, "no schemas for this region (the schema set has " + store.regions()
            + "; give --schemas DIR with that region's schemas)");
      }
    }
  }

  /** Lints a file; a file that cannot be read or parsed is one E0000 finding at the error. */
  public List<Finding> lint(Path file) {
    SourceFile source;
    try {
      source = loader.load(file);
    } catch (LocatorException e) {
      return List.of(parseError(file.toString(), e));
    }
    return lint(source);
  }

  /** Lints every document of a loaded file. */
  public List<Finding> lint(SourceFile file) {
    List<Finding> findings = new ArrayList<>();
    for (Document d : file.documents()) {
      findings.addAll(lint(file.name(), d));
    }
    findings.sort(Finding.REPORT_ORDER);
    return findings;
  }

  /**
   * Lints one document, reported under {@code fileName}. A document Cairn cannot check (a schema it
   * needs is broken, a walk too deep) is one E0002 finding, at the document's start, saying why.
   */
  public List<Finding> lint(String fileName, Document document) {
    try {
      return check(fileName, document);
    } catch (SchemaException e) {
      return List.of(cannotCheck(fileName, document, e.getMessage()));
    } catch (StackOverflowError e) {
      return List.of(cannotCheck(fileName, document, "its schemas or values nest too deep to check"));
    } catch (RuntimeException e) {
      return List.of(cannotCheck(fileName, document, "internal error: " + e));
    }
  }

  private static Finding cannotCheck(String file, Document document, String reason) {
    PathLocation where = document.sourceIndex().locate(List.of());
    var r = where.region();
    FindingLocation at = new FindingLocation(List.of(), r.startLine(), r.startColumn(), r.startLine(), r.startColumn(), List.of());
    return new Finding(file, document.index(), "E0002", "E0002", "cannot check this template: " + reason, "error", Outcome.FAIL, null, at,
        List.of(), metadata("check"));
  }

  private List<Finding> check(String fileName, Document document) {
    JsonNode template = document.value();
    LanguageExtensions.Expanded expanded =
        template.isObject() && LanguageExtensions.declared(template) ? LanguageExtensions.expand(template) : null;
    JsonNode checked = expanded == null ? template : expanded.template();
    Suppressions suppressions = new Suppressions(options, checked);
    // by where the template says it (an expanded loop's elements share their lines): the expanded path, for its resource
    Map<Violation, List<Object>> violations = new LinkedHashMap<>();
    for (String region : options.regions()) {
      for (Violation v : new TemplateChecks(store, checked, region, options.strict()).run()) {
        if (!suppressions.suppressed(v)) {
          violations.putIfAbsent(expanded == null ? v : v.at(expanded.source(v.path())), v.path());
        }
      }
    }
    List<Finding> findings = new ArrayList<>();
    violations.forEach((v, path) -> findings.add(finding(fileName, document, v, resource(document, checked, path, v.path()))));
    return findings;
  }

  /** Every rule id a lint can report, cfn-lint's ids (E0000 ... W4005), sorted. */
  public static java.util.SortedSet<String> ruleIds() {
    return java.util.Collections.unmodifiableSortedSet(RuleIds.all());
  }

  /** True for a document that looks like a CloudFormation template (it has Resources or a format version). */
  public static boolean isTemplate(JsonNode value) {
    return value.isObject() && (value.path("Resources").isObject() || value.has("AWSTemplateFormatVersion"));
  }

  /** A file that cannot be parsed, as cfn-lint reports it: rule E0000 at the error. */
  public static Finding parseError(String file, LocatorException e) {
    FindingLocation at = new FindingLocation(List.of(), e.line(), e.column(), e.line(), e.column(), List.of());
    return new Finding(file, 0, "E0000", "E0000", e.reason(), "error", Outcome.FAIL, null, at, List.of(), metadata("parse"));
  }

  private static Finding finding(String file, Document document, Violation v, Resource resource) {
    List<Object> path = new ArrayList<>(v.path());
    if (v.missing() != null) {
      path.add(v.missing());
    }
    PathLocation where = document.sourceIndex().locate(path);
    var r = where.region();
    FindingLocation location =
        new FindingLocation(path, r.startLine(), r.startColumn(), r.endLine(), r.endColumn(), where.missing());
    return new Finding(file, document.index(), v.ruleId(), v.ruleId(), v.message(), RuleIds.severity(v.ruleId()), v.ruleId().startsWith("E") ? Outcome.FAIL : Outcome.WARN,
        resource, location, List.of(), metadata(v.keyword()));
  }

  /**
   * The resource a finding is in: named and typed as in the checked template ({@code checkedPath}),
   * located where the written one has it ({@code sourcePath}: an expanded loop's body).
   */
  private static Resource resource(Document document, JsonNode checked, List<Object> checkedPath, List<Object> sourcePath) {
    if (checkedPath.size() < 2 || !"Resources".equals(checkedPath.get(0)) || !(checkedPath.get(1) instanceof String id)) {
      return null;
    }
    JsonNode r = checked.path("Resources").path(id);
    JsonNode cdk = r.path("Metadata").path("aws:cdk:path");
    List<Object> at = new ArrayList<>(sourcePath.subList(0, sourcePath.size() - (checkedPath.size() - 2)));
    var region = document.sourceIndex().locate(at).region();
    return new Resource(id, r.path("Type").asText(null), cdk.isTextual() ? cdk.textValue() : null,
        region.startLine(), region.startColumn());
  }

  private static ObjectNode metadata(String keyword) {
    ObjectNode m = JsonNodeFactory.instance.objectNode();
    m.put("source", "cloudformation-schemas");
    m.put("keyword", keyword);
    return m;
  }
}
