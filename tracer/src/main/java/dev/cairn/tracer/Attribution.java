package dev.cairn.tracer;

import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.provenance.ArgumentMove;
import dev.cairn.engine.provenance.ValuePath;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns one derivation's events into ranked input paths (design note, section 3).
 *
 * <p>Replays the events in order, following values back to the input: an input node is its own
 * source; a built-in's result has the sources of its arguments; a computed array or object has
 * the sources of its elements. A source becomes a cause when it reaches a test (a comparison, a
 * built-in returning a boolean, a unification of two different values, a standalone expression,
 * anything read inside a {@code not}); otherwise it is context.
 */
final class Attribution {
  /** Sets larger than this are made again rather than emptied, which costs their capacity. */
  private static final int SMALL = 32;

  private static final Set<String> TESTS =
      Set.of("equal", "neq", "lt", "lte", "gt", "gte", "internal.member_2", "internal.member_3");

  private final AnnotatedInput input;
  private final LocationTracer tracer;
  /** Built-in results this derivation computed from input, with their sources; null until any. */
  private IdentityHashMap<Value, Set<ValuePath>> derived;
  private PathTree tree = new PathTree();
  /** Rules whose values this derivation read, so their element derivations may be brought in. */
  private final Set<String> consumed = new HashSet<>();
  /** Event lists already brought in (rule values, calls, elements), and moved calls, by identity. */
  private Set<Object> spliced;
  /**
   * The moved calls being replayed, innermost last: their events read input nodes of the call
   * they were derived for, which stand for the nodes at the same places under this call's.
   */
  private ArrayList<ArgumentMove> moves;
  /**
   * Input nodes whose element derivations were looked up, with how many rules were consumed then:
   * a node's ancestors need no second look until another rule is consumed.
   */
  private IdentityHashMap<ValuePath, Integer> looked;
  private long use;

  /**
   * Ranks the results of one traced evaluation, one after another: the sets it works with are
   * emptied and reused rather than made again for every result.
   */
  Attribution(AnnotatedInput input, LocationTracer tracer) {
    this.input = input;
    this.tracer = tracer;
  }

  /** The ranked paths of one result: its derivation's events and the value it produced. */
  static List<RankedPath> rank(
      AnnotatedInput input, LocationTracer tracer, List<TraceEvent> events, Value result) {
    return new Attribution(input, tracer).paths(events, result);
  }

  /** As {@link #rank}, with this attribution's input and tracer. */
  List<RankedPath> paths(List<TraceEvent> events, Value result) {
    replayAll(events);
    addSources(result, Role.CONTEXT, use);
    List<RankedPath> out = tree.rankedLeaves();
    reset();
    return out;
  }

  /** Forgets one result's state; sets that grew large are dropped rather than emptied slot by slot. */
  private void reset() {
    tree = new PathTree();
    consumed.clear();
    use = 0;
    derived = derived == null || derived.size() > SMALL ? null : emptied(derived);
    looked = looked == null || looked.size() > SMALL ? null : emptied(looked);
    if (spliced != null) {
      if (spliced.size() > SMALL) {
        spliced = null;
      } else {
        spliced.clear();
      }
    }
  }

  private static <K, V> IdentityHashMap<K, V> emptied(IdentityHashMap<K, V> m) {
    m.clear();
    return m;
  }

  private void replayAll(List<TraceEvent> events) {
    for (TraceEvent e : events) {
      if (e.kind == TraceEvent.Kind.CONSUMED) {
        consumed.add(e.name);
        continue;
      }
      if (e.kind == TraceEvent.Kind.SPLICE) {
        // Events derived elsewhere keep their own roles: what a helper bound is not a test here.
        replayOnce(e.events);
        continue;
      }
      if (e.kind == TraceEvent.Kind.MOVED) {
        replayMoved(e);
        continue;
      }
      for (int i = 0; i < e.valueCount(); i++) {
        spliceIfAvailable(e.value(i));
      }
      replay(e, use++);
    }
  }

  /** Replays events brought in from elsewhere, once per derivation. */
  private void replayOnce(List<TraceEvent> events) {
    if (firstTime(events)) {
      replayAll(events);
    }
  }

  private boolean firstTime(Object brought) {
    if (spliced == null) {
      spliced = Collections.newSetFromMap(new IdentityHashMap<>(8));
    }
    return spliced.add(brought);
  }

  /** Replays a moved call's events with their input nodes read as this call's. */
  private void replayMoved(TraceEvent e) {
    if (!firstTime(e)) {
      return;
    }
    if (moves == null) {
      moves = new ArrayList<>(2);
    }
    moves.add(e.move);
    try {
      replayAll(e.events);
    } finally {
      moves.remove(moves.size() - 1);
    }
  }

  /** The path of an input node as this derivation reads it: moved calls' nodes are moved back. */
  private ValuePath path(Value v) {
    ValuePath p = input.pathOf(v);
    if (p == null || moves == null || moves.isEmpty()) {
      return p;
    }
    for (int m = moves.size() - 1; m >= 0; m--) {
      p = moved(p, moves.get(m));
    }
    return p;
  }

  /** The path of the node at {@code p}'s place under {@code move}'s arguments, else {@code p}. */
  private ValuePath moved(ValuePath p, ArgumentMove move) {
    Value counterpart = move.counterpart(p);
    ValuePath to = counterpart == null ? null : input.pathOf(counterpart);
    return to != null ? to : p;
  }

  /**
   * Brings in the derivations of the rule or comprehension elements a value is, or lies under;
   * a computed collection used as a whole ({@code count(...)}) uses each of its elements.
   */
  private void spliceIfAvailable(Value v) {
    if (consumed.isEmpty()) {
      return; // nothing read from a rule or comprehension yet: no element to bring
    }
    spliceOwn(v);
    if (path(v) == null) {
      if (v instanceof ArrayValue a) {
        for (int i = 0; i < a.size(); i++) {
          spliceOwn(a.get(i));
        }
      } else if (v instanceof SetValue set) {
        for (Value x : set.elements()) {
          spliceOwn(x);
        }
      } else if (v instanceof ObjectValue o) {
        for (Map.Entry<Value, Value> en : o.entries().entrySet()) {
          spliceOwn(en.getKey());
          spliceOwn(en.getValue());
        }
      }
    }
  }

  private void spliceOwn(Value v) {
    ElementIndex elements = tracer.elements();
    ValuePath at = path(v);
    // Input nodes are offered by path, everything else by identity.
    List<ElementIndex.Available> found = at == null ? elements.byValue(v, consumed) : List.of();
    for (ValuePath p = at; p != null; p = p.parent()) {
      if (looked == null) {
        looked = new IdentityHashMap<>(8);
      }
      Integer seen = looked.put(p, consumed.size());
      if (seen != null && seen == consumed.size()) {
        break; // looked at with the same rules consumed, and so were its ancestors
      }
      List<ElementIndex.Available> more = elements.atPath(p, consumed);
      if (!more.isEmpty()) {
        found = found.isEmpty() ? more : concat(found, more);
      }
    }
    // All found before any is replayed: replaying may consume more rules.
    for (int i = 0; i < found.size(); i++) {
      replayOnce(found.get(i).events());
    }
  }

  private static List<ElementIndex.Available> concat(List<ElementIndex.Available> a, List<ElementIndex.Available> b) {
    List<ElementIndex.Available> out = new ArrayList<>(a.size() + b.size());
    out.addAll(a);
    out.addAll(b);
    return out;
  }

  private void replay(TraceEvent e, long use) {
    Role tested = e.negated ? Role.CAUSE : null;
    switch (e.kind) {
      case CONSUMED, SPLICE, MOVED -> {}
      case TERM -> addSources(e.value(0), Role.CAUSE, use);
      case MISSING -> addMissing(e, use);
      case UNIFY -> {
        Value left = e.value(0);
        Value right = e.value(1);
        // Binding a variable hands the very same object over; two different objects are a test.
        Role role = tested != null ? tested : left == right ? Role.CONTEXT : Role.CAUSE;
        addSources(left, role, use);
        addSources(right, role, use);
      }
      case BUILTIN -> {
        boolean test = TESTS.contains(e.name) || e.result instanceof BooleanValue;
        Role role = tested != null || test ? Role.CAUSE : Role.CONTEXT;
        // Only a result that can stand for its arguments needs their sources gathered.
        Set<ValuePath> s = e.result != null && carriesDerivation(e.result) ? new LinkedHashSet<>() : null;
        for (int i = 0; i < e.valueCount(); i++) {
          Value arg = e.value(i);
          addSources(arg, role, use);
          if (s != null) {
            s.addAll(sources(arg));
          }
        }
        if (s != null && !s.isEmpty()) {
          derive(e.result, s);
        }
      }
    }
  }

  /** Adds where {@code v} came from to the tree, as {@link #sources} tells, without collecting them. */
  private void addSources(Value v, Role role, long use) {
    if (v == null) {
      return;
    }
    ValuePath p = path(v);
    if (p != null) {
      tree.insert(p, role, use);
      return;
    }
    Set<ValuePath> d = derived == null ? null : derived.get(v);
    if (d != null) {
      for (ValuePath x : d) {
        tree.insert(x, role, use);
      }
      return;
    }
    if (v instanceof ArrayValue a) {
      for (int i = 0; i < a.size(); i++) {
        addSources(a.get(i), role, use);
      }
    } else if (v instanceof SetValue set) {
      for (Value x : set.elements()) {
        addSources(x, role, use);
      }
    } else if (v instanceof ObjectValue o) {
      for (Value x : o.entries().values()) {
        addSources(x, role, use);
      }
    }
  }

  private void addMissing(TraceEvent e, long use) {
    ValuePath base = path(e.values().get(0));
    if (base == null) {
      return;
    }
    List<Object> path = new ArrayList<>(base.keys());
    int missingFrom = path.size();
    for (Value k : e.values().subList(1, e.values().size())) {
      path.add(key(k));
    }
    tree.insert(path, missingFrom, Role.CAUSE, use);
  }

  private static Object key(Value k) {
    if (k instanceof StringValue s) {
      return s.value();
    }
    if (k instanceof NumberValue n && n.intValueExact().isPresent()) {
      return n.intValueExact().getAsInt();
    }
    return k.toString();
  }

  /**
   * Whether a built-in's result can stand for what it was computed from. Booleans and empty
   * collections are shared constants (a test's {@code true} would otherwise drag its operands
   * into every later use of {@code true}); input nodes already have a path of their own.
   */
  private boolean carriesDerivation(Value v) {
    if (v instanceof BooleanValue || v instanceof dev.cairn.engine.value.NullValue) {
      return false;
    }
    if (v == ArrayValue.EMPTY || v == ObjectValue.EMPTY || v == SetValue.EMPTY) {
      return false;
    }
    return path(v) == null;
  }

  /** Records that {@code v} (and the parts of it the built-in created) came from {@code s}. */
  private void derive(Value v, Set<ValuePath> s) {
    if (derived == null) {
      derived = new IdentityHashMap<>(8);
    }
    Set<ValuePath> known = derived.get(v);
    if (known != null) {
      known.addAll(s);
      return;
    }
    derived.put(v, s);
    if (v instanceof ArrayValue a) {
      for (int i = 0; i < a.size(); i++) {
        if (path(a.get(i)) == null) {
          derive(a.get(i), s);
        }
      }
    } else if (v instanceof SetValue set) {
      for (Value x : set.elements()) {
        if (path(x) == null) {
          derive(x, s);
        }
      }
    }
  }

  /** Where a value came from in the input; empty for values computed from nothing in it. */
  private Set<ValuePath> sources(Value v) {
    if (v == null) {
      return Set.of();
    }
    ValuePath p = path(v);
    if (p != null) {
      return Set.of(p);
    }
    Set<ValuePath> d = derived == null ? null : derived.get(v);
    if (d != null) {
      return d;
    }
    if (!(v instanceof ArrayValue || v instanceof SetValue || v instanceof ObjectValue)) {
      return Set.of(); // a computed scalar, derived from nothing this derivation saw
    }
    Set<ValuePath> s = new LinkedHashSet<>();
    if (v instanceof ArrayValue a) {
      for (int i = 0; i < a.size(); i++) {
        s.addAll(sources(a.get(i)));
      }
    } else if (v instanceof SetValue set) {
      for (Value x : set.elements()) {
        s.addAll(sources(x));
      }
    } else if (v instanceof ObjectValue o) {
      for (Map.Entry<Value, Value> en : o.entries().entrySet()) {
        s.addAll(sources(en.getValue()));
      }
    }
    return s;
  }
}
