package dev.cairn.bench;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.eval.EvalListener;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.provenance.ValuePath;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import dev.cairn.tracer.PathTree;
import dev.cairn.tracer.RankedPath;
import dev.cairn.tracer.Role;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The least a per-result tracer can do, to measure the floor under tracing's overhead ({@link
 * OverheadSplit}): OPA's three kinds of events, cut back on backtracking, kept for each value of
 * a target rule, and each value's input paths ranked in a {@link PathTree}. Unlike Cairn's tracer
 * it brings in nothing a result read through helper rules, function calls or a {@code not}
 * (section 2 of the design note), and gives every path the same role: a lower bound on the cost
 * of located results, never a substitute for them.
 */
final class FloorTracer implements EvalListener {
  private final Set<String> targets;
  private final Map<String, LinkedHashMap<Value, Value[]>> values = new LinkedHashMap<>();
  private Value[] log = new Value[1024];
  private int size;
  /** The open scopes: where each began in the log, and its rule when it is a target's body. */
  private int[] starts = new int[64];
  private String[] targetOf = new String[64];
  private int depth;

  FloorTracer(List<String> targets) {
    this.targets = Set.copyOf(targets);
    for (String t : targets) {
      values.put(t, new LinkedHashMap<>());
    }
  }

  /** Each target rule's values, in the order produced, with the values their derivation read. */
  Map<String, LinkedHashMap<Value, Value[]>> values() {
    return values;
  }

  /** Ranks every value's input paths, target by target, as the tracer's attribution would. */
  Map<String, List<List<RankedPath>>> ranked(AnnotatedInput input) {
    Map<String, List<List<RankedPath>>> out = new LinkedHashMap<>();
    for (Map.Entry<String, LinkedHashMap<Value, Value[]>> e : values.entrySet()) {
      out.put(e.getKey(), e.getValue().values().stream().map(events -> rank(input, events)).toList());
    }
    return out;
  }

  private static List<RankedPath> rank(AnnotatedInput input, Value[] events) {
    PathTree tree = new PathTree();
    for (int i = 0; i < events.length; i++) {
      insert(input, tree, events[i], i);
    }
    return tree.rankedLeaves();
  }

  private static void insert(AnnotatedInput input, PathTree tree, Value v, long use) {
    ValuePath p = input.pathOf(v);
    if (p != null) {
      tree.insert(p, Role.CAUSE, use);
    } else if (v instanceof ArrayValue a) {
      for (int i = 0; i < a.size(); i++) {
        insert(input, tree, a.get(i), use);
      }
    } else if (v instanceof SetValue s) {
      for (Value x : s.elements()) {
        insert(input, tree, x, use);
      }
    } else if (v instanceof ObjectValue o) {
      for (Value x : o.entries().values()) {
        insert(input, tree, x, use);
      }
    }
  }

  private void add(Value v) {
    if (size == log.length) {
      log = Arrays.copyOf(log, 2 * size);
    }
    log[size++] = v;
  }

  @Override
  public void unify(Value left, Value right, Location location) {
    add(left);
    add(right);
  }

  @Override
  public void builtin(String name, List<Value> args, Location location) {
    for (int i = 0; i < args.size(); i++) {
      add(args.get(i));
    }
  }

  @Override
  public void term(Value value, Location location) {
    add(value);
  }

  @Override
  public void missing(Value base, List<Value> missing, Location location) {
    add(base);
  }

  @Override
  public int checkpoint() {
    return size;
  }

  @Override
  public void restore(int checkpoint) {
    size = Math.min(size, checkpoint);
  }

  @Override
  public void enter(Scope scope, String name, Location location) {
    if (depth == starts.length) {
      starts = Arrays.copyOf(starts, 2 * depth);
      targetOf = Arrays.copyOf(targetOf, 2 * depth);
    }
    starts[depth] = size;
    targetOf[depth] = scope == Scope.RULE && targets.contains(name) ? name : null;
    depth++;
  }

  @Override
  public void yield(Scope scope, Value value) {
    String target = depth > 0 ? targetOf[depth - 1] : null;
    if (target != null) {
      int start = starts[depth - 1];
      values.get(target).computeIfAbsent(value, v -> Arrays.copyOfRange(log, start, size)); // first derivation
    }
  }

  @Override
  public void exit(Scope scope, boolean succeeded) {
    depth--;
    if (scope == Scope.RULE || scope == Scope.FUNCTION) {
      size = Math.min(size, starts[depth]); // a cached value is read later without its events
    }
  }

  @Override
  public void cached(String name, Value value) {}

  /** Brings in nothing from rules read from the cache, so wants no element reported again. */
  @Override
  public boolean cachedAgain(String name) {
    return true;
  }
}
