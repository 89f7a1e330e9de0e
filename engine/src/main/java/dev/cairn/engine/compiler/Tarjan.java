package dev.cairn.engine.compiler;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Strongly connected components of a small graph (Tarjan's algorithm, iterative). */
final class Tarjan {
  private final Map<String, Set<String>> edges;
  private final Map<String, Integer> index = new HashMap<>();
  private final Map<String, Integer> low = new HashMap<>();
  private final Deque<String> stack = new ArrayDeque<>();
  private final Set<String> onStack = new java.util.HashSet<>();
  private final List<List<String>> components = new ArrayList<>();
  private int counter;

  Tarjan(Map<String, Set<String>> edges) {
    this.edges = edges;
  }

  List<List<String>> run() {
    for (String v : edges.keySet()) {
      if (!index.containsKey(v)) {
        visit(v);
      }
    }
    return components;
  }

  private void visit(String root) {
    Deque<Map.Entry<String, Iterator<String>>> work = new ArrayDeque<>();
    enter(root, work);
    while (!work.isEmpty()) {
      Map.Entry<String, Iterator<String>> top = work.peek();
      String v = top.getKey();
      Iterator<String> it = top.getValue();
      if (it.hasNext()) {
        String w = it.next();
        if (!index.containsKey(w)) {
          enter(w, work);
        } else if (onStack.contains(w)) {
          low.put(v, Math.min(low.get(v), index.get(w)));
        }
        continue;
      }
      work.pop();
      if (!work.isEmpty()) {
        String parent = work.peek().getKey();
        low.put(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v).equals(index.get(v))) {
        List<String> comp = new ArrayList<>();
        String w;
        do {
          w = stack.pop();
          onStack.remove(w);
          comp.add(w);
        } while (!w.equals(v));
        components.add(comp);
      }
    }
  }

  private void enter(String v, Deque<Map.Entry<String, Iterator<String>>> work) {
    index.put(v, counter);
    low.put(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    work.push(Map.entry(v, edges.getOrDefault(v, Set.of()).iterator()));
  }
}
