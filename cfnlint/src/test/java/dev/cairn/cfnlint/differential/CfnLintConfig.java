package dev.cairn.cfnlint.differential;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.cfnlint.LintOptions;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A {@code .cfnlintrc} as both tools are run with it: its ignored templates, ignored and included
 * checks, and regions. The regions are narrowed to those Cairn has schemas for, for both tools (cfn-lint
 * gets {@code --regions}), since a comparison over a region one side cannot check compares nothing.
 */
record CfnLintConfig(List<String> ignoreTemplates, List<String> ignoreChecks, List<String> includeChecks,
    List<String> configuredRegions, List<String> regions) {

  /** No file: cfn-lint's defaults, in us-east-1. */
  static final CfnLintConfig DEFAULT = new CfnLintConfig(List.of(), List.of(), List.of(), List.of(), List.of("us-east-1"));

  static CfnLintConfig read(Path rc, Set<String> cairnRegions) {
    if (!Files.isRegularFile(rc)) {
      return DEFAULT;
    }
    JsonNode c = DocumentLoader.builder().build().load(rc, dev.cairn.locator.InputFormat.YAML).documents().get(0).value();
    List<String> configured = strings(c.path("regions"));
    List<String> regions = configured.stream().filter(cairnRegions::contains).toList();
    return new CfnLintConfig(strings(c.path("ignore_templates")), strings(c.path("ignore_checks")),
        strings(c.path("include_checks")), configured, regions.isEmpty() ? List.of("us-east-1") : regions);
  }

  /** What Cairn is given. */
  LintOptions lintOptions() {
    return new LintOptions(regions, ignoreChecks, includeChecks, false);
  }

  /** What cfn-lint is given beyond the file, which it reads itself from its working directory. */
  List<String> cfnLintOptions() {
    List<String> args = new ArrayList<>();
    args.add("--regions");
    args.addAll(regions);
    return args;
  }

  /** Whether a template (relative to the config's directory) is one the config leaves out. */
  boolean ignored(String relative) {
    for (String glob : ignoreTemplates) {
      PathMatcher m = FileSystems.getDefault().getPathMatcher("glob:" + glob);
      if (m.matches(Path.of(relative))) {
        return true;
      }
    }
    return false;
  }

  private static List<String> strings(JsonNode list) {
    List<String> out = new ArrayList<>();
    if (list.isTextual()) {
      out.add(list.textValue());
    }
    list.forEach(x -> out.add(x.asText()));
    return out;
  }
}
