package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

/**
 * Indexes compiled rules by path and reports the conflicts OPA rejects at compile time: rules of
 * different kinds or arities at one path, complete and partial definitions mixed, more than one
 * default, and a rule whose value is fully given (ground head ref) with other rules below it.
 */
final class RuleTreeBuilder {
  private RuleTreeBuilder() {}

  /** The tree of {@code rules}, with their conflicts reported to {@code errors}. */
  static RuleTree build(List<CompiledRule> rules, CompileErrors errors) {
    RuleTree tree = index(rules);
    check(tree.root(), rules, errors);
    return tree;
  }

  /** The tree of {@code rules}, unchecked. */
  static RuleTree index(List<CompiledRule> rules) {
    RuleTree tree = new RuleTree();
    for (CompiledRule r : rules) {
      tree.add(r);
    }
    return tree;
  }

  /** Checks every node; rules are grouped by path from the full list since the tree keeps one default. */
  private static void check(RuleTree.Node root, List<CompiledRule> rules, CompileErrors errors) {
    Map<List<Value>, List<CompiledRule>> byPath = new LinkedHashMap<>();
    for (CompiledRule r : rules) {
      byPath.computeIfAbsent(r.path(), k -> new ArrayList<>()).add(r);
    }
    for (Map.Entry<List<Value>, List<CompiledRule>> e : byPath.entrySet()) {
      checkNode(e.getValue(), nodeAt(root, e.getKey()), errors);
    }
  }

  private static RuleTree.Node nodeAt(RuleTree.Node root, List<Value> path) {
    RuleTree.Node n = root;
    for (Value k : path) {
      n = n.child(k);
    }
    return n;
  }

  private static void checkNode(List<CompiledRule> rules, RuleTree.Node node, CompileErrors errors) {
    rules.sort(Comparator.comparingInt(CompiledRule::order));
    Set<RuleKind> kinds = new HashSet<>();
    Set<Integer> arities = new HashSet<>();
    List<CompiledRule> defaults = new ArrayList<>();
    int complete = 0;
    int partial = 0;
    boolean anyGround = false;
    for (CompiledRule r : rules) {
      kinds.add(r.kind());
      arities.add(r.rule().head().isFunction() ? r.rule().head().args().size() : 0);
      if (r.rule().isDefault()) {
        defaults.add(r);
      }
      boolean ground = r.keyTerms().isEmpty();
      anyGround |= ground;
      if (r.kind() == RuleKind.SINGLE_VALUE && ground) {
        complete++;
      } else {
        partial++;
      }
    }
    CompiledRule first = rules.get(0);
    List<String> below = anyGround ? rulesBelow(node) : List.of();
    if (!below.isEmpty()) {
      errors.add(
          ErrorCodes.TYPE,
          first.rule().location(),
          "rule " + first.name() + " conflicts with " + below);
    } else if (kinds.size() > 1 || arities.size() > 1 || (complete > 0 && partial > 0)) {
      errors.add(ErrorCodes.TYPE, first.rule().location(), "conflicting rules " + first.name() + " found");
    } else if (defaults.size() > 1) {
      StringJoiner at = new StringJoiner(", ");
      for (CompiledRule d : defaults) {
        at.add(d.rule().location().file() + ":" + d.rule().location().line());
      }
      errors.add(
          ErrorCodes.TYPE,
          defaults.get(0).module().pkg().location(),
          "multiple default rules " + first.name() + " found at " + at);
    }
  }

  /** Names of the rules strictly below {@code node}. */
  private static List<String> rulesBelow(RuleTree.Node node) {
    List<String> out = new ArrayList<>();
    for (RuleTree.Node child : node.children().values()) {
      collect(child, out);
    }
    return out;
  }

  private static void collect(RuleTree.Node node, List<String> out) {
    if (!node.rules().isEmpty()) {
      out.add(node.rules().get(0).name());
    } else if (node.defaultRule() != null) {
      out.add(node.defaultRule().name());
    }
    for (RuleTree.Node child : node.children().values()) {
      collect(child, out);
    }
  }
}
