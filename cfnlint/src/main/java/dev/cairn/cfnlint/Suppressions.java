package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Which rule ids are not reported: {@code --ignore-checks}, the informational rules unless
 * {@code --include-checks} names them, and the template's and each resource's
 * {@code Metadata: cfn-lint: config: ignore_checks}. An id matches a prefix ({@code E3} ignores
 * E3012), as in cfn-lint.
 */
final class Suppressions {
  private final List<String> ignored;
  private final List<String> included;
  private final JsonNode resources;

  Suppressions(LintOptions options, JsonNode template) {
    this.ignored = new ArrayList<>(options.ignoreChecks());
    this.included = options.includeChecks();
    ignored.addAll(ignoreChecks(template.path("Metadata")));
    this.resources = template.path("Resources");
  }

  boolean suppressed(Violation v) {
    String id = v.ruleId();
    if (matches(ignored, id) || (id.startsWith("I") && !matches(included, id))) {
      return true;
    }
    List<Object> path = v.path();
    if (path.size() >= 2 && "Resources".equals(path.get(0)) && path.get(1) instanceof String name) {
      return matches(ignoreChecks(resources.path(name).path("Metadata")), id);
    }
    return false;
  }

  private static List<String> ignoreChecks(JsonNode metadata) {
    JsonNode list = metadata.path("cfn-lint").path("config").path("ignore_checks");
    List<String> out = new ArrayList<>();
    if (list.isTextual()) {
      out.add(list.textValue());
    }
    list.forEach(x -> out.add(x.asText()));
    return out;
  }

  private static boolean matches(List<String> prefixes, String id) {
    for (String p : prefixes) {
      if (!p.isEmpty() && id.startsWith(p)) {
        return true;
      }
    }
    return false;
  }
}
