package dev.cairn.guard.output;

import dev.cairn.guard.GuardCheck;
import dev.cairn.guard.RuleOutcome;
import dev.cairn.guard.Validation;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.report.FindingLocation;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * SARIF 2.1.0 in the shape of cfn-guard 3.1.1's {@code -o sarif}: one run, the data files as artifacts
 * (their paths without a leading {@code /}), one result per failing check with the rule's name in upper
 * case as {@code ruleId}, level {@code error}, cfn-guard's message followed by the custom message, and
 * the check's region. The region is Cairn's located one (1-based), where cfn-guard copies its 0-based
 * {@code [L:..,C:..]} or writes 1:1 when a check has none.
 */
final class CfnGuardSarif {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  static final String SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

  private CfnGuardSarif() {}

  static ObjectNode of(List<Validation> validations) {
    ObjectNode root = NODES.objectNode();
    root.put("$schema", SCHEMA);
    root.put("version", "2.1.0");
    ObjectNode run = root.putArray("runs").addObject();
    ObjectNode driver = run.putObject("tool").putObject("driver");
    driver.put("name", "cairn");
    driver.put("semanticVersion", "0.1.0");
    driver.put("fullName", "cairn guard 0.1.0 (cfn-guard 3.1.1 rules)");
    driver.put("organization", "Cairn");
    driver.put("downloadUri", "https://github.com/cairn-dev/cairn");
    driver.put("informationUri", "https://github.com/cairn-dev/cairn");
    driver.putObject("shortDescription").put("text",
        "Cairn evaluates AWS CloudFormation Guard rules on the JVM and locates every failing check.");
    Set<String> artifacts = new LinkedHashSet<>();
    validations.forEach(v -> artifacts.add(uri(v.dataFile())));
    ArrayNode list = run.putArray("artifacts");
    artifacts.forEach(a -> list.addObject().putObject("location").put("uri", a));
    ArrayNode results = run.putArray("results");
    for (Validation v : validations) {
      for (RuleOutcome o : v.outcomes()) {
        for (RuleOutcome.Check c : o.failures()) {
          ObjectNode r = results.addObject();
          r.put("ruleId", o.rule().toUpperCase(Locale.ROOT));
          r.put("level", "error");
          r.putObject("message").put("text", c.reason() + " " + (c.customMessage() == null ? "" : c.customMessage()));
          ObjectNode physical = r.putArray("locations").addObject().putObject("physicalLocation");
          physical.putObject("artifactLocation").put("uri", uri(v.dataFile()));
          ObjectNode region = physical.putObject("region");
          FindingLocation at = v.document() == null ? null : GuardCheck.location(v.document(), c);
          region.put("startLine", at == null ? 1 : at.line());
          region.put("startColumn", at == null ? 1 : at.column());
        }
      }
    }
    return root;
  }

  private static String uri(String file) {
    String slashed = file.replace('\\', '/');
    return slashed.startsWith("/") ? slashed.substring(1) : slashed;
  }
}
