package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Rejects rules that depend on themselves, directly or through other rules or functions
 * ("rule data.x.p is recursive: data.x.p -> data.x.q -> data.x.p"). A reference depends on every
 * rule along its ground prefix and every rule below it.
 */
final class RecursionChecker {
  private final RuleTree tree;
  private final Map<String, Set<String>> edges = new LinkedHashMap<>();
  private final Map<String, CompiledRule> firstRule = new HashMap<>();

  private RecursionChecker(RuleTree tree) {
    this.tree = tree;
  }

  static void check(List<CompiledRule> rules, RuleTree tree, Errors errors) {
    RecursionChecker c = new RecursionChecker(tree);
    for (CompiledRule r : rules) {
      c.firstRule.putIfAbsent(r.name(), r);
      Set<String> deps = c.edges.computeIfAbsent(r.name(), k -> new LinkedHashSet<>());
      for (Rule part = r.rule(); part != null; part = part.elseRule()) {
        c.collect(part, deps);
      }
    }
    for (List<String> scc : new Tarjan(c.edges).run()) {
      boolean selfLoop = scc.size() == 1 && c.edges.get(scc.get(0)).contains(scc.get(0));
      if (scc.size() == 1 && !selfLoop) {
        continue;
      }
      Set<String> members = new LinkedHashSet<>(scc);
      for (String name : scc) {
        String cycle = String.join(" -> ", c.cycle(name, members));
        errors.add(
            ErrorCodes.RECURSION,
            c.firstRule.get(name).rule().location(),
            "rule " + name + " is recursive: " + cycle);
      }
    }
  }

  private void collect(Rule rule, Set<String> deps) {
    new AstRewriter() {
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

  /** A shortest cycle from {@code start} back to itself within its component. */
  private List<String> cycle(String start, Set<String> members) {
    Map<String, String> parent = new HashMap<>();
    Deque<String> queue = new ArrayDeque<>();
    queue.add(start);
    while (!queue.isEmpty()) {
      String cur = queue.poll();
      for (String next : edges.getOrDefault(cur, Set.of())) {
        if (!members.contains(next)) {
          continue;
        }
        if (next.equals(start)) {
          List<String> path = new ArrayList<>();
          path.add(start);
          for (String p = cur; !p.equals(start); p = parent.get(p)) {
            path.add(p);
          }
          path.add(start);
          Collections.reverse(path);
          return path;
        }
        if (!parent.containsKey(next)) {
          parent.put(next, cur);
          queue.add(next);
        }
      }
    }
    return List.of(start, start);
  }
}
