package dev.cairn.engine.builtins;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * graph.reachable_paths as OPA computes it. From each initial node, one depth-first search per
 * neighbour records a path whenever it cannot go on: at a node without edges, before a node that
 * is not in the graph, or before a node it has already expanded (which also stops cycles). A
 * node counts as expanded once the search has gone on from it, and each search starts afresh.
 */
final class ReachablePaths {
  private final BuiltinContext ctx;
  private final ObjectValue graph;
  private final LinkedHashSet<Value> results = new LinkedHashSet<>();

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
  private record Frame(Value node, Iterator<Value> next) {}

  /** One search: starts at {@code start}, steps to {@code first}, iteratively. */
  private void from(Value start, Value first) {
    List<Value> path = new ArrayList<>();
    path.add(start);
    Set<Value> expanded = new HashSet<>();
    expanded.add(start);
    ArrayDeque<Frame> stack = new ArrayDeque<>();
    enter(first, path, stack);
    while (!stack.isEmpty()) {
      Frame top = stack.peek();
      if (!top.next().hasNext()) {
        stack.pop();
        path.remove(path.size() - 1);
        continue;
      }
      Value next = top.next().next();
      if (expanded.contains(next)) {
        record(path);
      } else {
        expanded.add(top.node());
        enter(next, path, stack);
      }
    }
  }

  /** Steps onto {@code node}: records the path where it ends, or starts expanding the node. */
  private void enter(Value node, List<Value> path, ArrayDeque<Frame> stack) {
    Value neighbours = graph.get(node);
    if (neighbours == null) {
      record(path);
      return;
    }
    path.add(node);
    Collection<Value> edges = GraphBuiltins.edges(neighbours);
    if (edges.isEmpty()) {
      record(path);
      path.remove(path.size() - 1);
      return;
    }
    stack.push(new Frame(node, edges.iterator()));
  }

  private void record(List<Value> path) {
    if ((results.size() & 0x3FF) == 0) {
      ctx.checkCancelled();
    }
    results.add(ArrayValue.of(path));
  }
}
