package dev.cairn.engine.compiler;

import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules of all modules, indexed by their ground path in {@code data}, so a reference finds
 * the rules it may read in time proportional to its length, never by scanning all rules.
 */
public final class RuleTree {
  /** One key of the tree: the rules whose ground path ends here, and deeper keys. */
  public static final class Node {
    private final Map<Value, Node> children = new LinkedHashMap<>();
    private final List<CompiledRule> rules = new ArrayList<>();
    private CompiledRule defaultRule;

    /** The child at {@code key}, or null. */
    public Node child(Value key) {
      return children.get(key);
    }

    /** Children in insertion order. */
    public Map<Value, Node> children() {
      return Collections.unmodifiableMap(children);
    }

    /** Non-default rules whose ground path is this node, in source order. */
    public List<CompiledRule> rules() {
      return Collections.unmodifiableList(rules);
    }

    /** The {@code default} rule here, or null. */
    public CompiledRule defaultRule() {
      return defaultRule;
    }

    /** True when this node or any node below it has rules. */
    public boolean hasRules() {
      if (!rules.isEmpty() || defaultRule != null) {
        return true;
      }
      for (Node c : children.values()) {
        if (c.hasRules()) {
          return true;
        }
      }
      return false;
    }
  }

  private final Node root = new Node();

  /** The node for {@code data}. */
  public Node root() {
    return root;
  }

  /** The node at {@code path} below {@code data}, or null. */
  public Node find(List<Value> path) {
    Node n = root;
    for (Value k : path) {
      n = n.child(k);
      if (n == null) {
        return null;
      }
    }
    return n;
  }

  /** Adds a rule at its path; the compiler calls this before handing the tree out. */
  void add(CompiledRule rule) {
    Node n = root;
    for (Value k : rule.path()) {
      n = n.children.computeIfAbsent(k, x -> new Node());
    }
    if (rule.rule().isDefault()) {
      n.defaultRule = rule;
    } else {
      n.rules.add(rule);
    }
  }
}
