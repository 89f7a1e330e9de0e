package dev.cairn.cfnlint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.report.Finding;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * extension-rules.yaml has one broken resource for each rule of the extension table, the line of
 * each expected finding marked with a comment naming its rule; the JSON twin gives the same
 * findings at the same nodes.
 */
class ExtensionRulesFixtureTest {
  private static final Pattern MARK = Pattern.compile("#\\s*((?:[EWI]\\d{4}\\s*)+)$");
  private static final LintOptions WITH_I = new LintOptions(List.of("us-east-1"), List.of(), List.of("I"), false);
  private static final TemplateLinter LINTER = new TemplateLinter(SchemaStore.bundled(), WITH_I);

  /** The {@code rule@line} marks of the fixture. */
  private static List<String> marks() throws IOException {
    List<String> lines = Files.readAllLines(Lint.template("extension-rules.yaml"));
    List<String> out = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher m = MARK.matcher(lines.get(i));
      if (m.find()) {
        for (String rule : m.group(1).trim().split("\\s+")) {
          out.add(rule + "@" + (i + 1));
        }
      }
    }
    return out;
  }

  @Test
  void eachRuleFindsItsFaultAtTheMarkedLine() throws IOException {
    List<Finding> findings = LINTER.lint(Lint.template("extension-rules.yaml"));
    List<String> found = Lint.at(findings);
    assertThat(found).as(Lint.describe(findings)).containsAll(marks());
    // nothing else but the provider schemas' own view of the same faults (E30xx, E36xx enums)
    Set<String> marked = new TreeSet<>(marks().stream().map(m -> m.substring(0, 5)).toList());
    assertThat(found.stream().map(f -> f.substring(0, 5)).filter(r -> !marked.contains(r)))
        .as(Lint.describe(findings)).allMatch(r -> r.equals("E3030"));
  }

  @Test
  void everyRuleOfTheTableIsMarked() throws IOException {
    Set<String> marked = new TreeSet<>(marks().stream().map(m -> m.substring(0, 5)).toList());
    Set<String> rules = new TreeSet<>(ExtensionRules.ALL.resourceRuleIds());
    rules.addAll(List.of("W4005", "E4001", "W4001"));
    // E3652's schema has no subschema for us-east-1 (cfn-lint's data lists no instance types there)
    rules.remove("E3652");
    rules.removeAll(marked);
    assertThat(rules).as("rules without a marked fault in extension-rules.yaml (or extensions.yaml for E4001, W4001)")
        .isSubsetOf(Set.of("E4001", "W4001"));
  }

  @Test
  void jsonGivesTheSameFindingsAtTheSameNodes() {
    List<String> yaml = LINTER.lint(Lint.template("extension-rules.yaml")).stream()
        .map(f -> f.ruleId() + " " + f.location().path()).sorted().toList();
    List<String> json = LINTER.lint(Lint.template("extension-rules.json")).stream()
        .map(f -> f.ruleId() + " " + f.location().path()).sorted().toList();
    assertThat(json).isEqualTo(yaml).hasSizeGreaterThan(60);
  }
}
