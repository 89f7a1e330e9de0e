package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.ast.With;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which rules and functions each rule or function uses, by name. A reference depends on every
 * rule along its ground prefix and every rule below it. Also which of them are tied to input
 * nodes themselves: they mention {@code input}, replace a document with {@code with}, or build a
 * comprehension (whose elements a tracer knows by the nodes they are).
 */
final class RuleDependencies {
  private final RuleTree tree;
  /** Each rule or function's dependencies, in order of first mention. */
  final Map<String, Set<String>> edges = new LinkedHashMap<>();
  private final Set<String> nodeSpecificThemselves = new HashSet<>();

  private RuleDependencies(RuleTree tree) {
    this.tree = tree;
  }

  static RuleDependencies of(List<CompiledRule> rules, RuleTree tree) {
    RuleDependencies d = new RuleDependencies(tree);
    for (CompiledRule r : rules) {
      Set<String> deps = d.edges.computeIfAbsent(r.name(), k -> new LinkedHashSet<>());
      for (Rule part = r.rule(); part != null; part = part.elseRule()) {
        d.collect(r.name(), part, deps);
      }
    }
    return d;
  }

  /**
   * The rules and functions a tracer must derive anew for each input node they are called on:
   * those tied to input nodes themselves, and those that use any of them (see {@link
   * CompiledModules#nodeSpecific}).
   */
  Set<String> nodeSpecific() {
    Map<String, List<String>> users = new HashMap<>();
    edges.forEach((user, used) -> used.forEach(u -> users.computeIfAbsent(u, k -> new ArrayList<>()).add(user)));
    Set<String> found = new HashSet<>(nodeSpecificThemselves);
    ArrayDeque<String> todo = new ArrayDeque<>(found);
    while (!todo.isEmpty()) {
      for (String user : users.getOrDefault(todo.poll(), List.of())) {
        if (found.add(user)) {
          todo.add(user);
        }
      }
    }
    return Set.copyOf(found);
  }

  private void collect(String name, Rule rule, Set<String> deps) {
    new AstRewriter() {
      @Override
      Term var(Var v) {
        if ("input".equals(v.name())) {
          nodeSpecificThemselves.add(name);
        }
        return v;
      }

      @Override
      Term comprehension(Term t) {
        nodeSpecificThemselves.add(name);
        return super.comprehension(t);
      }

      @Override
      Term ref(Ref r) {
        // A bare `data` depends on nothing, as in OPA: it is a variable, not a reference.
        if ("data".equals(r.headName()) && !r.path().isEmpty()) {
          dependOn(r.path(), deps);
        }
        return super.ref(r);
      }

      @Override
      Ref operator(Ref op) {
        if ("data".equals(op.headName())) {
          dependOn(op.path(), deps);
        }
        return op;
      }

      @Override
      List<With> withs(List<With> ws) {
        if (!ws.isEmpty()) {
          nodeSpecificThemselves.add(name);
        }
        return super.withs(ws);
      }

      @Override
      Ref withTarget(Ref target) {
        return target;
      }
    }.visit(rule);
  }

  private void dependOn(List<Term> path, Set<String> deps) {
    RuleTree.Node n = tree.root();
    for (Term t : path) {
      if (!(t instanceof Scalar s)) {
        addAll(n, deps);
        return;
      }
      n = n.child(s.value());
      if (n == null) {
        return;
      }
      addHere(n, deps);
    }
    addAll(n, deps);
  }

  private static void addHere(RuleTree.Node n, Set<String> deps) {
    if (!n.rules().isEmpty()) {
      deps.add(n.rules().get(0).name());
    } else if (n.defaultRule() != null) {
      deps.add(n.defaultRule().name());
    }
  }

  private static void addAll(RuleTree.Node n, Set<String> deps) {
    addHere(n, deps);
    for (RuleTree.Node c : n.children().values()) {
      addAll(c, deps);
    }
  }
}
