package dev.cairn.engine.builtins.graph;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.operands.CollectionMembers;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Origin;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Consumer;

/**
 * walk (a relation), graph.reachable, graph.reachable_paths. Everything produced is made of the
 * argument's own keys and values: walk's values are the very sub-documents of its argument.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class GraphBuiltins {
  private static final Type VERTICES = Type.anyOf(Type.ANY_ARRAY, Type.ANY_SET);
  private static final Type GRAPH = Type.objectOf(Type.ANY, VERTICES);

  private GraphBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(
        Builtin.relation(
            "walk",
            FunctionDecl.of(Type.ANY_ARRAY, Type.ANY),
            (ctx, a, out) -> walk(ctx, a.get(0), out)));
    r.add(
        Builtin.function(
            "graph.reachable",
            FunctionDecl.of(Type.ANY_SET, GRAPH, VERTICES),
            (ctx, a) -> reachable(Args.object(a, 0), initial(a))));
    r.add(
        Builtin.function(
            "graph.reachable_paths",
            FunctionDecl.of(Type.setOf(Type.ANY_ARRAY), GRAPH, VERTICES),
            (ctx, a) -> ReachablePaths.of(ctx, Args.object(a, 0), initial(a))));
  }

  /** A walk position: the value and its path, kept as a parent chain so pushing is O(1). */
  private record Step(Value value, Step parent, Value key, int depth) {
    ArrayValue path() {
      Value[] keys = new Value[depth];
      for (Step s = this; s.parent != null; s = s.parent) {
        keys[s.depth - 1] = s.key;
      }
      return ArrayValue.wrap(keys);
    }
  }

  /** Every [path, value] pair of the document, parents before children, in document order. */
  private static void walk(BuiltinContext ctx, Value root, Consumer<Value> out) {
    ArrayDeque<Step> stack = new ArrayDeque<>();
    stack.push(new Step(root, null, null, 0));
    long produced = 0;
    while (!stack.isEmpty()) {
      Step step = stack.pop();
      if ((produced++ & 0xFFF) == 0) {
        ctx.checkCancelled();
      }
      out.accept(ArrayValue.of(step.path(), step.value()));
      pushChildren(stack, step);
    }
  }

  /** Pushes the children last-first, so that they pop in document order. */
  private static void pushChildren(ArrayDeque<Step> stack, Step step) {
    int depth = step.depth() + 1;
    if (step.value() instanceof ArrayValue a) {
      for (int i = a.size() - 1; i >= 0; i--) {
        stack.push(new Step(a.get(i), step, NumberValue.of(i), depth));
      }
    } else if (step.value() instanceof ObjectValue o) {
      Value[] keys = o.keys().toArray(new Value[0]);
      for (int i = keys.length - 1; i >= 0; i--) {
        Value child = o.get(keys[i]);
        // A walked input's keys know their entries, as iterated keys do.
        stack.push(new Step(child, step, Origin.entryKey(keys[i], child), depth));
      }
    } else if (step.value() instanceof SetValue s) {
      Value[] elements = s.elements().toArray(new Value[0]);
      for (int i = elements.length - 1; i >= 0; i--) {
        stack.push(new Step(elements[i], step, elements[i], depth));
      }
    }
  }

  private static Collection<Value> initial(List<Value> a) throws BuiltinException {
    Collection<Value> nodes = CollectionMembers.of(a.get(1));
    if (nodes == null) {
      throw BuiltinException.operand(1, "{array, set}", a.get(1));
    }
    return nodes;
  }

  /** The neighbours of a node: the items of an array or set of edges, none otherwise. */
  static Collection<Value> edges(Value v) {
    Collection<Value> nodes = CollectionMembers.of(v);
    return nodes == null ? List.of() : nodes;
  }

  /** Breadth-first from the initial nodes; nodes not in the graph are never reached. */
  private static Value reachable(ObjectValue graph, Collection<Value> initial) {
    ArrayDeque<Value> queue = new ArrayDeque<>(initial);
    LinkedHashSet<Value> reached = new LinkedHashSet<>();
    while (!queue.isEmpty()) {
      Value node = queue.poll();
      Value neighbours = graph.get(node);
      if (neighbours == null || !reached.add(node)) {
        continue;
      }
      for (Value next : edges(neighbours)) {
        if (!reached.contains(next)) {
          queue.add(next);
        }
      }
    }
    return SetValue.wrap(reached);
  }
}
