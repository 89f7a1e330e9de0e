package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Rejects rules that depend on themselves, directly or through other rules or functions
 * ("rule data.x.p is recursive: data.x.p -> data.x.q -> data.x.p"; see {@link RuleDependencies}).
 */
final class RecursionChecker {
  private final Map<String, Set<String>> edges;
  private final Map<String, CompiledRule> firstRule = new HashMap<>();

  private RecursionChecker(Map<String, Set<String>> edges) {
    this.edges = edges;
  }

  static void check(List<CompiledRule> rules, RuleDependencies deps, CompileErrors errors) {
    RecursionChecker c = new RecursionChecker(deps.edges);
    for (CompiledRule r : rules) {
      c.firstRule.putIfAbsent(r.name(), r);
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
