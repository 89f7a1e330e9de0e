package dev.cairn.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The AWS CDK's {@code PolicyValidationPluginReportBeta1}, which a CDK validation plugin returns:
 * {@code {success, violations: [{ruleName, description, severity, fix, ruleMetadata,
 * violatingResources: [{resourceLogicalId, templatePath, locations}]}], metadata}}. One violation per
 * rule id; a resource's locations are its paths that the derivation used ({@code
 * Properties/BucketEncryption}), primary first, in the form the CDK prints and uses to find the
 * code that set a property. A finding without a resource keeps an empty logical id and its path
 * from the template's root.
 */
final class CdkReport {
  private CdkReport() {}

  static void write(ScanReport report, Writer out) throws IOException {
    JsonReport.MAPPER.writeValue(out, toJson(report));
    out.write('\n');
  }

  static ObjectNode toJson(ScanReport report) {
    Map<String, List<Finding>> byRule = new LinkedHashMap<>();
    for (Finding f : report.findings()) {
      byRule.computeIfAbsent(f.ruleId(), id -> new ArrayList<>()).add(f);
    }
    ObjectNode root = JsonReport.MAPPER.createObjectNode();
    // The CDK fails synthesis on errors only; warnings and infos are printed.
    root.put("success", report.errors().isEmpty() && report.findings().stream().allMatch(CdkReport::passes));
    ArrayNode violations = root.putArray("violations");
    for (List<Finding> findings : byRule.values()) {
      violations.add(violation(findings));
    }
    ObjectNode metadata = root.putObject("metadata");
    metadata.put("exempted", String.valueOf(report.exempted()));
    metadata.put("suppressed", String.valueOf(report.suppressed().size()));
    metadata.put("exceptions", String.valueOf(report.exceptions()));
    if (!report.errors().isEmpty()) {
      // The key the CDK itself uses for a plugin that could not validate.
      metadata.put("error", String.join("\n", report.errors().stream().map(InputError::toString).toList()));
    }
    return root;
  }

  private static boolean passes(Finding f) {
    return f.isWarning();
  }

  private static ObjectNode violation(List<Finding> findings) {
    Finding first = findings.get(0);
    JsonNode meta = first.metadata() == null ? JsonReport.MAPPER.createObjectNode() : first.metadata();
    ObjectNode v = JsonReport.MAPPER.createObjectNode();
    v.put("ruleName", first.ruleId());
    v.put("description", meta.path("title").isTextual() ? meta.path("title").asText() : first.message());
    v.put("severity", cdkSeverity(findings));
    String fix = fix(meta);
    if (fix != null) {
      v.put("fix", fix);
    }
    ObjectNode ruleMetadata = v.putObject("ruleMetadata");
    ruleMetadata.put("rule", first.rule());
    meta.fields().forEachRemaining(e -> {
      if (!e.getKey().equals("details")) {
        flatten(e.getKey(), e.getValue(), ruleMetadata);
      }
    });
    ArrayNode resources = v.putArray("violatingResources");
    Map<List<Object>, Set<String>> locations = new LinkedHashMap<>();
    for (Finding f : findings) {
      String id = logicalId(f);
      Set<String> paths = locations.computeIfAbsent(List.of(f.file(), f.document(), id), k -> new LinkedHashSet<>());
      List<FindingLocation> all = new ArrayList<>();
      if (f.location() != null) {
        all.add(f.location());
      }
      all.addAll(f.relatedLocations());
      for (FindingLocation l : all) {
        String p = relative(l.path(), id);
        if (p != null) {
          paths.add(p);
        }
      }
    }
    locations.forEach((key, paths) -> {
      ObjectNode r = resources.addObject();
      r.put("resourceLogicalId", (String) key.get(2));
      r.put("templatePath", (String) key.get(0));
      ArrayNode l = r.putArray("locations");
      paths.forEach(l::add);
    });
    return v;
  }

  /** The most severe level among the rule's findings, in the CDK's words. */
  private static String cdkSeverity(List<Finding> findings) {
    Severity worst = Severity.NOTE;
    for (Finding f : findings) {
      Severity s = Severity.level(f.severity());
      if (s.ordinal() < worst.ordinal()) {
        worst = s;
      }
    }
    return switch (worst) {
      case ERROR -> "error";
      case WARNING -> "warning";
      case NOTE -> "info";
    };
  }

  /** METADATA {@code custom.fix}, else the first {@code related_resources} link. */
  private static String fix(JsonNode meta) {
    JsonNode fix = meta.path("custom").path("fix");
    if (fix.isTextual()) {
      return fix.asText();
    }
    for (JsonNode r : meta.path("related_resources")) {
      if (r.path("ref").isTextual()) {
        return r.path("ref").asText();
      }
    }
    return null;
  }

  /** {@code ruleMetadata} holds strings only: nested objects become dotted keys, the rest JSON. */
  private static void flatten(String key, JsonNode value, ObjectNode out) {
    if (value.isObject()) {
      value.fields().forEachRemaining(e -> flatten(key + "." + e.getKey(), e.getValue(), out));
    } else {
      out.put(key, value.isTextual() ? value.asText() : value.toString());
    }
  }

  /** The CloudFormation logical id the finding is about, or "" (a Kubernetes object, no resource). */
  private static String logicalId(Finding f) {
    if (f.resource() == null || f.location() == null) {
      return "";
    }
    List<Object> p = f.location().path();
    boolean cfn = p.size() >= 2 && "Resources".equals(p.get(0)) && f.resource().id().equals(p.get(1));
    return cfn ? f.resource().id() : "";
  }

  /** The path inside resource {@code id}, or the whole path when there is no resource. */
  private static String relative(List<Object> path, String id) {
    int from = 0;
    if (!id.isEmpty()) {
      if (path.size() <= 2 || !"Resources".equals(path.get(0)) || !id.equals(path.get(1))) {
        return null;
      }
      from = 2;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = from; i < path.size(); i++) {
      sb.append(i > from ? "/" : "").append(path.get(i));
    }
    return sb.isEmpty() ? null : sb.toString();
  }
}
