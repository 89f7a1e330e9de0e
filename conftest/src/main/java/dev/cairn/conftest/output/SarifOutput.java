package dev.cairn.conftest.output;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.report.JsonOutput;
import java.io.IOException;
import java.io.Writer;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * conftest's {@code sarif} output: one run of the tool {@code conftest}; a rule per namespace and
 * kind ({@code main/deny} for every deny and violation rule, {@code main/warn}, {@code main/allow}
 * for exceptions, {@code main/success}, {@code main/skip}), described by the query of its first
 * result; results at
 * level {@code error} (failures), {@code warning}, {@code note} (exceptions) and {@code none} (an
 * input that passed or had nothing to check); each located at its file (conftest's {@code Combined}
 * for a combined input), with the line Cairn found there as the region; and the invocation's exit
 * code.
 */
final class SarifOutput {
  static final String SCHEMA = "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/main/sarif-2.1/schema/sarif-schema-2.1.0.json";
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final String SUCCESS = "Policy was satisfied successfully";
  private static final String SKIPPED = "Policy check was skipped";

  private final ObjectNode run = MAPPER.createObjectNode();
  private final ArrayNode rules;
  private final ArrayNode results;
  private final Map<String, Integer> ruleIndex = new HashMap<>();

  private SarifOutput() {
    ObjectNode driver = run.putObject("tool").putObject("driver");
    driver.put("informationUri", "https://github.com/open-policy-agent/conftest");
    driver.put("name", "conftest");
    rules = driver.putArray("rules");
    results = run.putArray("results");
  }

  static void write(List<CheckResult> results, Writer out) throws IOException {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("version", "2.1.0");
    root.put("$schema", SCHEMA);
    root.putArray("runs").add(of(results).run);
    try (JsonGenerator g = JsonOutput.pretty(out, "  ")) {
      MAPPER.writeTree(g, root);
    }
    out.write("\n");
  }

  private static SarifOutput of(List<CheckResult> checked) {
    SarifOutput s = new SarifOutput();
    boolean failures = false;
    boolean warnings = false;
    for (CheckResult r : checked) {
      r.failures().forEach(m -> s.result(r, m, "deny", "error"));
      r.warnings().forEach(m -> s.result(r, m, "warn", "warning"));
      r.exceptions().forEach(m -> s.result(r, new ResultMessage(m.msg(), null, m.file(), m.line()), "allow", "note"));
      failures |= !r.failures().isEmpty();
      warnings |= !r.warnings().isEmpty();
      if (r.failures().isEmpty() && r.warnings().isEmpty()) {
        boolean passed = r.successes() > 0 || !r.exceptions().isEmpty();
        String text = passed ? SUCCESS : SKIPPED;
        s.result(r, new ResultMessage(text, null, null, 0), passed ? "success" : "skip", "none");
      }
    }
    ObjectNode invocation = s.run.putArray("invocations").addObject();
    invocation.put("executionSuccessful", true);
    invocation.put("exitCode", failures ? 1 : 0);
    invocation.put("exitCodeDescription",
        failures ? "Policy violations found" : warnings ? "Policy warnings found" : "No policy violations found");
    return s;
  }

  private void result(CheckResult r, ResultMessage m, String kind, String level) {
    String id = r.namespace() + "/" + kind;
    Integer index = ruleIndex.get(id);
    if (index == null) {
      index = rules.size();
      ruleIndex.put(id, index);
      addRule(id, kind, m);
    }
    ObjectNode result = results.addObject();
    result.put("ruleId", id);
    result.put("ruleIndex", index);
    result.put("level", level);
    result.putObject("message").put("text", m.msg());
    ObjectNode physical = result.putArray("locations").addObject().putObject("physicalLocation");
    boolean located = m.file() != null && m.file().equals(r.file()) && m.line() > 0;
    physical.putObject("artifactLocation").put("uri", uri(r.file()));
    if (located) {
      physical.putObject("region").put("startLine", m.line()).put("endLine", m.line());
    }
  }

  private void addRule(String id, String kind, ResultMessage m) {
    ObjectNode rule = rules.addObject();
    rule.put("id", id);
    String description = switch (kind) {
      case "success" -> SUCCESS;
      case "skip" -> SKIPPED;
      case "allow" -> "Policy exception";
      case "warn" -> "Policy warning";
      default -> "Policy violation";
    };
    rule.putObject("shortDescription").put("text", description);
    if (m.query() != null) {
      rule.putObject("properties").put("query", m.query());
    } else if (kind.equals("success") || kind.equals("skip")) {
      rule.putObject("properties").put("description", description);
    }
  }

  /** A file name as a relative URI reference: spaces, {@code #}, {@code %} and non-ASCII percent-encoded. */
  static String uri(String file) {
    try {
      return new URI(null, null, file.replace('\\', '/'), null).toASCIIString();
    } catch (URISyntaxException e) {
      return file;
    }
  }
}
