package dev.cairn.guard.output;

import dev.cairn.guard.RuleOutcome;
import dev.cairn.guard.Validation;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.locator.Document;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The report of one data file in the shape of cfn-guard 3.1.1's {@code -o json} and {@code -o yaml}:
 * {@code name}, {@code metadata}, {@code status}, {@code not_compliant} (each failing rule with its
 * checks, in evaluation order), {@code not_applicable} and {@code compliant} (names, sorted). Checks are
 * cfn-guard's {@code Clause} entries ({@code Unary} or {@code Binary}, {@code UnResolved} for a missing
 * property, {@code Resolved} otherwise); cfn-guard also nests {@code Rule}, {@code Block} and
 * {@code Disjunctions} entries after its evaluation tree, which Cairn flattens to the failing clauses.
 */
final class CfnGuardDocuments {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private CfnGuardDocuments() {}

  /** One document for validations of the same data file (one rules file, or all of them with --structured). */
  static ObjectNode of(String name, List<Validation> sameData) {
    List<RuleOutcome> all = new ArrayList<>();
    sameData.forEach(v -> all.addAll(v.outcomes()));
    ObjectNode doc = NODES.objectNode();
    doc.put("name", name);
    doc.putObject("metadata");
    doc.put("status", Validation.status(all).name());
    ArrayNode failing = doc.putArray("not_compliant");
    TreeSet<String> skipped = new TreeSet<>();
    TreeSet<String> passed = new TreeSet<>();
    for (Validation v : sameData) {
      for (RuleOutcome o : v.outcomes()) {
        switch (o.status()) {
          case FAIL -> failing.add(rule(o, v.document()));
          case SKIP -> skipped.add(o.rule());
          case PASS -> passed.add(o.rule());
        }
      }
    }
    skipped.forEach(doc.putArray("not_applicable")::add);
    passed.forEach(doc.putArray("compliant")::add);
    return doc;
  }

  private static ObjectNode rule(RuleOutcome o, Document document) {
    ObjectNode entry = NODES.objectNode();
    ObjectNode rule = entry.putObject("Rule");
    rule.put("name", o.rule());
    rule.putObject("metadata");
    ObjectNode messages = rule.putObject("messages");
    messages.putNull("custom_message");
    messages.putNull("error_message");
    ArrayNode checks = rule.putArray("checks");
    o.failures().forEach(c -> checks.add(check(c, document)));
    return entry;
  }

  private static ObjectNode check(RuleOutcome.Check c, Document document) {
    ObjectNode entry = NODES.objectNode();
    ObjectNode clause = entry.putObject("Clause").putObject(c.unary() || c.operator() == null ? "Unary" : "Binary");
    clause.put("context", c.clause() == null ? "" : c.clause());
    ObjectNode messages = clause.putObject("messages");
    messages.put("custom_message", c.customMessage() == null ? "" : c.customMessage());
    messages.put("error_message", c.reason());
    ObjectNode check = clause.putObject("check");
    String path = pointer(c.path());
    // the document root (a failing rule reference) is not repeated whole in every check
    JsonNode value = document == null || c.path().isEmpty() ? NullNode.instance : document.value().at(pointerOf(c.path()));
    ObjectNode at = NODES.objectNode();
    at.put("path", path);
    at.set("value", value.isMissingNode() ? NullNode.instance : value);
    ObjectNode body;
    if (!c.missing().isEmpty()) {
      body = check.putObject("UnResolved");
      ObjectNode unresolved = body.putObject("value");
      unresolved.set("traversed_to", at);
      unresolved.put("remaining_query", String.join(".", c.missing()));
      unresolved.put("reason", c.reason());
    } else {
      body = check.putObject("Resolved");
      body.set(c.unary() || c.operator() == null ? "value" : "from", at);
    }
    if (c.operator() != null) {
      body.putArray("comparison").add(c.operator()).add(c.negated());
    }
    return entry;
  }

  /** cfn-guard's path: {@code /Resources/B/Properties}, list indices as numbers. */
  static String pointer(List<Object> path) {
    StringBuilder sb = new StringBuilder();
    path.forEach(step -> sb.append('/').append(step));
    return sb.toString();
  }

  /** The same path as a JSON pointer, with {@code ~} and {@code /} in keys escaped. */
  private static com.fasterxml.jackson.core.JsonPointer pointerOf(List<Object> path) {
    com.fasterxml.jackson.core.JsonPointer p = com.fasterxml.jackson.core.JsonPointer.empty();
    for (Object step : path) {
      p = step instanceof Integer i ? p.appendIndex(i) : p.appendProperty(String.valueOf(step));
    }
    return p;
  }
}
