package dev.cairn.engine.builtins.graph;

import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * graph.reachable_paths as OPA 1.x computes it: every path that starts at an initial node and
 * follows edges without visiting a node twice, recorded where it cannot go on: at a node without
 * edges, before a node that is not in the graph, or before a node already on the path. The first
 * step from an initial node is always taken, so a self-loop there gives {@code [a, a]}. (OPA
 * before 1.0 shared the visited nodes between the branches of a search, which cut paths short.)
 * Enumerating every simple path is exponential in the worst case, as in OPA; the evaluation's
 * cancellation is checked as paths are recorded.
 */
final class ReachablePaths {
  private final BuiltinContext ctx;
  private final ObjectValue graph;
  private final LinkedHashSet<Value> results = new LinkedHashSet<>();
  private final List<Value> path = new ArrayList<>();
  // How often each node is on the path: an initial node with a self-loop is on it twice.
  private final Map<Value, Integer> onPath = new HashMap<>();

  private ReachablePaths(BuiltinContext ctx, ObjectValue graph) {
    this.ctx = ctx;
    this.graph = graph;
  }

  static Value of(BuiltinContext ctx, ObjectValue graph, Collection<Value> initial) {
    ReachablePaths search = new ReachablePaths(ctx, graph);
    for (Value node : initial) {
      Value neighbours = graph.get(node);
      if (neighbours == null) {
        continue;
      }
      Collection<Value> edges = GraphBuiltins.edges(neighbours);
      if (edges.isEmpty()) {
        search.results.add(ArrayValue.of(node));
      }
      for (Value next : edges) {
        search.from(node, next);
      }
    }
    return SetValue.wrap(search.results);
  }

  /** A node being expanded and the neighbours still to try. */
  private record Frame(Iterator<Value> next) {}

  /** The paths that start with the step from {@code start} to {@code first}, iteratively. */
  private void from(Value start, Value first) {
    push(start);
    ArrayDeque<Frame> stack = new ArrayDeque<>();
    if (graph.get(first) == null) {
      record();
    } else {
      enter(first, stack);
    }
    while (!stack.isEmpty()) {
      Frame top = stack.peek();
      if (!top.next().hasNext()) {
        stack.pop();
        pop();
        continue;
      }
      Value next = top.next().next();
      if (graph.get(next) == null || onPath.containsKey(next)) {
        record();
      } else {
        enter(next, stack);
      }
    }
    pop();
  }

  /** Steps onto {@code node}, which is in the graph: records the path if it ends there, or expands it. */
  private void enter(Value node, ArrayDeque<Frame> stack) {
    push(node);
    Collection<Value> edges = GraphBuiltins.edges(graph.get(node));
    if (edges.isEmpty()) {
      record();
      pop();
      return;
    }
    stack.push(new Frame(edges.iterator()));
  }

  private void push(Value node) {
    path.add(node);
    onPath.merge(node, 1, Integer::sum);
  }

  private void pop() {
    Value node = path.remove(path.size() - 1);
    onPath.computeIfPresent(node, (k, n) -> n == 1 ? null : n - 1);
  }

  private void record() {
    if ((results.size() & 0x3FF) == 0) {
      ctx.checkCancelled();
    }
    results.add(ArrayValue.of(path));
  }
}
