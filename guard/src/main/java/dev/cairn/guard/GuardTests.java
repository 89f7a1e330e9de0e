package dev.cairn.guard;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Guard's unit tests ({@code cfn-guard test}'s format): a YAML list of cases, each with a {@code name},
 * an {@code input} document and {@code expectations: rules: {rule: PASS|FAIL|SKIP}}.
 */
public final class GuardTests {

  /** One expectation's result: what was expected and what the rule evaluated to. */
  public record Expectation(String rule, Status expected, Status evaluated) {
    public boolean met() {
      return expected == evaluated;
    }
  }

  public record Case(String name, List<Expectation> expectations, List<String> unexpected) {
    public boolean passed() {
      return expectations.stream().allMatch(Expectation::met);
    }
  }

  private GuardTests() {}

  /** @throws DataException when the test file is not a list of cases as described */
  public static List<Case> run(GuardRules rules, String testFile, String text) {
    return run(rules, testFile, text, null);
  }

  /**
   * As {@link #run(GuardRules, String, String)}, each case's evaluation stopped with a {@link
   * GuardEvalException} after {@code timeout} (null: never).
   */
  public static List<Case> run(GuardRules rules, String testFile, String text, java.time.Duration timeout) {
    Node root;
    try {
      root = new Compose(LoadSettings.builder()
          .setCodePointLimit(DataReader.MAX_CODE_POINTS).build()).composeString(text).orElse(null);
    } catch (MarkedYamlEngineException e) {
      var mark = e.getProblemMark().orElse(null);
      throw new DataException(testFile, mark == null ? 1 : mark.getLine() + 1, mark == null ? 1 : mark.getColumn() + 1,
          e.getProblem());
    } catch (org.snakeyaml.engine.v2.exceptions.YamlEngineException e) {
      throw new DataException(testFile, 1, 1, e.getMessage());
    } catch (StackOverflowError e) {
      // SnakeYAML's composer recurses once per nesting level and has no depth limit of its own
      throw new DataException(testFile, 1, 1, "nesting is too deep to read");
    }
    if (!(root instanceof SequenceNode cases)) {
      throw bad(testFile, root, "a test file is a list of cases");
    }
    List<Case> out = new ArrayList<>();
    for (Node c : cases.getValue()) {
      Map<String, Node> fields = fields(testFile, c);
      Node input = fields.get("input");
      Map<String, Node> expectations = fields.containsKey("expectations")
          ? fields(testFile, fields.get("expectations")) : Map.of();
      Map<String, Node> expected = expectations.containsKey("rules") ? fields(testFile, expectations.get("rules")) : Map.of();
      GuardValue document = input == null ? new GuardValue.Struct(GuardValuePath.ROOT, Map.of()) : DataReader.fromYaml(testFile, input);
      Map<String, Status> evaluated = new LinkedHashMap<>();
      for (RuleOutcome o : rules.evaluate(document, timeout)) {
        evaluated.put(o.rule(), o.status());
      }
      List<Expectation> results = new ArrayList<>();
      for (Map.Entry<String, Node> e : expected.entrySet()) {
        Status want;
        try {
          want = Status.valueOf(scalar(testFile, e.getValue()).trim().toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException ex) {
          throw bad(testFile, e.getValue(), "expected PASS, FAIL or SKIP");
        }
        results.add(new Expectation(e.getKey(), want, evaluated.get(e.getKey())));
      }
      List<String> unexpected = evaluated.keySet().stream().filter(k -> !expected.containsKey(k)).toList();
      String name = fields.containsKey("name") ? scalar(testFile, fields.get("name")) : "case " + (out.size() + 1);
      out.add(new Case(name, results, unexpected));
    }
    return out;
  }

  private static Map<String, Node> fields(String file, Node node) {
    if (!(node instanceof MappingNode m)) {
      throw bad(file, node, "expected a mapping");
    }
    Map<String, Node> out = new LinkedHashMap<>();
    for (NodeTuple t : m.getValue()) {
      out.put(scalar(file, t.getKeyNode()), t.getValueNode());
    }
    return out;
  }

  private static String scalar(String file, Node node) {
    if (!(node instanceof ScalarNode s)) {
      throw bad(file, node, "expected a scalar");
    }
    return s.getValue();
  }

  private static DataException bad(String file, Node node, String reason) {
    var mark = node == null ? null : node.getStartMark().orElse(null);
    return new DataException(file, mark == null ? 1 : mark.getLine() + 1, mark == null ? 1 : mark.getColumn() + 1, reason);
  }
}
