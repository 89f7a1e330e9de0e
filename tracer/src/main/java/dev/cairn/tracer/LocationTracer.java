package dev.cairn.tracer;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.compiler.RuleKind;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.provenance.IdentityList;
import dev.cairn.engine.provenance.ValuePath;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.eval.EvalListener;
import dev.cairn.engine.value.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Collects, for each value the target rule produces, the events of that value's successful
 * derivation only (design note, section 2).
 *
 * <p>The evaluator brackets choice points with checkpoints, so the event log always holds exactly
 * the derivation in progress. Scopes adjust that: a {@code not} keeps what its operand read while
 * failing; a comprehension or {@code every} keeps the derivations of the elements or iterations it
 * produced; a rule or function remembers each value's derivation, so that reading the value later
 * from the evaluator's cache brings its events along.
 */
final class LocationTracer implements EvalListener {
  /** One produced value of the target rule and the events that derived it. */
  record Derivation(Value value, List<TraceEvent> events) {}

  private static final class Frame {
    final Scope scope;
    final String name;
    final int start;
    final List<TraceEvent> kept = new ArrayList<>();
    /** A rule definition's values, each with its first derivation. */
    Map<Value, List<TraceEvent>> yields;
    /** A function definition's first derivation of its result. */
    List<TraceEvent> result;

    Frame(Scope scope, String name, int start) {
      this.scope = scope;
      this.name = name;
      this.start = start;
    }
  }

  /**
   * A derivation of one element of a multi-value or partial-object rule, brought into a result's
   * derivation only when that element is used there.
   */
  record Available(String rule, List<TraceEvent> events) {}

  /** A function call: the function and its argument objects, compared by identity. */
  private record Call(String name, IdentityList args) {}

  /** A successful function definition's derivation; {@code start} is where its call began in the log. */
  private record PendingCall(int start, List<TraceEvent> events) {}

  private final String target;
  private final AnnotatedInput input;
  private final Map<String, RuleKind> kinds;
  private final IdentityHashMap<Value, Map<String, List<Available>>> availableByValue = new IdentityHashMap<>();
  private final IdentityHashMap<ValuePath, Map<String, List<Available>>> availableByPath = new IdentityHashMap<>();
  private int comprehensions;
  private final ArrayList<TraceEvent> log = new ArrayList<>();
  private final ArrayDeque<Frame> frames = new ArrayDeque<>();
  /** Each rule's values with their derivations, from the rule's latest evaluation. */
  private final Map<String, Map<Value, List<TraceEvent>>> derivations = new HashMap<>();
  /** Rule values derived by an evaluation whose values have not been read yet. */
  private final Map<String, Map<Value, List<TraceEvent>>> fresh = new HashMap<>();
  /** Each function call's derivation, by function and argument objects. */
  private final Map<Call, List<TraceEvent>> calls = new HashMap<>();
  /** Derivations of function definitions that succeeded, until their call reports its result. */
  private final ArrayList<PendingCall> pendingCalls = new ArrayList<>();
  private final LinkedHashMap<Value, Derivation> results = new LinkedHashMap<>();
  private int negations;
  private int targetDepth;
  private TraceEvent lastBuiltin;

  /**
   * Traces the values of the rule named {@code target} ({@code data.policy.deny}); {@code kinds}
   * tells how each rule's cached values are read.
   */
  LocationTracer(String target, AnnotatedInput input, Map<String, RuleKind> kinds) {
    this.target = target;
    this.input = input;
    this.kinds = kinds;
  }

  /**
   * The element derivations a value used by a derivation may bring, from the rules and
   * comprehensions that derivation {@code consumed}: those of elements that are the value itself
   * or, for input nodes, the node or one of its ancestors (several rules may hold the same node).
   */
  List<Available> available(Value v, Set<String> consumed) {
    List<Available> out = new ArrayList<>();
    collect(availableByValue.get(v), consumed, out);
    for (ValuePath p = input.pathOf(v); p != null; p = p.parent()) {
      collect(availableByPath.get(p), consumed, out);
    }
    return out;
  }

  private static void collect(Map<String, List<Available>> byRule, Set<String> consumed, List<Available> out) {
    if (byRule == null) {
      return;
    }
    if (byRule.size() <= consumed.size()) {
      for (Map.Entry<String, List<Available>> e : byRule.entrySet()) {
        if (consumed.contains(e.getKey())) {
          out.addAll(e.getValue());
        }
      }
    } else {
      for (String rule : consumed) {
        List<Available> a = byRule.get(rule);
        if (a != null) {
          out.addAll(a);
        }
      }
    }
  }

  /** The target rule's values in the order first produced, each with its derivation. */
  List<Derivation> results() {
    return new ArrayList<>(results.values());
  }

  /**
   * Makes an element's derivation available to whoever goes on to use {@code trigger}. A rule
   * keeps one derivation per trigger (its first); a comprehension keeps all, since equal elements
   * (a constant head) each count.
   */
  private void offerTrigger(Value trigger, Available a, boolean all) {
    ValuePath p = input.pathOf(trigger);
    Map<String, List<Available>> byRule =
        p != null
            ? availableByPath.computeIfAbsent(p, k -> new HashMap<>(2))
            : availableByValue.computeIfAbsent(trigger, k -> new HashMap<>(2));
    List<Available> list = byRule.computeIfAbsent(a.rule(), k -> new ArrayList<>(1));
    if (all || list.isEmpty()) {
      list.add(a);
    }
  }

  @Override
  public void unify(Value left, Value right, Location location) {
    record(TraceEvent.Kind.UNIFY, null, List.of(left, right));
  }

  @Override
  public void builtin(String name, List<Value> args, Location location) {
    lastBuiltin = record(TraceEvent.Kind.BUILTIN, name, List.copyOf(args));
  }

  @Override
  public void builtinResult(Value result) {
    if (lastBuiltin != null) {
      lastBuiltin.result = result;
      lastBuiltin = null;
    }
  }

  @Override
  public void term(Value value, Location location) {
    record(TraceEvent.Kind.TERM, null, List.of(value));
  }

  @Override
  public void missing(Value base, List<Value> missing, Location location) {
    List<Value> values = new ArrayList<>(missing.size() + 1);
    values.add(base);
    values.addAll(missing);
    record(TraceEvent.Kind.MISSING, null, values);
  }

  private TraceEvent record(TraceEvent.Kind kind, String name, List<Value> values) {
    TraceEvent e = new TraceEvent(kind, name, values, negations > 0);
    log.add(e);
    return e;
  }

  @Override
  public int checkpoint() {
    return log.size();
  }

  @Override
  public void restore(int checkpoint) {
    if (checkpoint >= log.size()) {
      return;
    }
    discard(checkpoint);
  }

  /** Drops the events after {@code from}; inside a {@code not} they are kept as its reasons. */
  private void discard(int from) {
    if (from >= log.size()) {
      return;
    }
    Frame negation = negations > 0 ? innermost(Scope.NEGATION) : null;
    if (negation != null && from >= negation.start) {
      // A failing branch inside `not` is part of why the negation succeeds.
      negation.kept.addAll(log.subList(from, log.size()));
    }
    truncate(from);
  }

  private Frame innermost(Scope scope) {
    for (Frame f : frames) {
      if (f.scope == scope) {
        return f;
      }
    }
    return null;
  }

  private void truncate(int size) {
    log.subList(Math.max(size, 0), log.size()).clear();
    lastBuiltin = null;
  }

  @Override
  public void enter(Scope scope, String name, Location location) {
    if (scope == Scope.COMPREHENSION) {
      name = "comprehension#" + comprehensions++;
    }
    frames.push(new Frame(scope, name, log.size()));
    if (scope == Scope.NEGATION) {
      negations++;
    }
    if (scope == Scope.RULE && target.equals(name)) {
      targetDepth++;
    }
  }

  @Override
  public void yield(Scope scope, Value value) {
    Frame f = frames.peek();
    if (f == null) {
      return;
    }
    List<TraceEvent> since = log.subList(Math.min(f.start, log.size()), log.size());
    switch (f.scope) {
      case EVERY -> f.kept.addAll(since);
      case COMPREHENSION -> {
        // Like a rule's elements: each element's derivation counts where that element is used.
        Available a = new Available(f.name, new ArrayList<>(since));
        offerTrigger(value, a, true);
        if (value instanceof ArrayValue pair && pair.size() == 2) {
          offerTrigger(pair.get(0), a, true);
          offerTrigger(pair.get(1), a, true);
        }
      }
      case RULE -> {
        if (f.yields == null) {
          f.yields = new HashMap<>();
        }
        if (!f.yields.containsKey(value)) {
          List<TraceEvent> derivation = new ArrayList<>(since);
          f.yields.put(value, derivation);
          if (targetDepth == 1 && target.equals(f.name)) {
            results.putIfAbsent(value, new Derivation(value, derivation));
          }
        }
      }
      case FUNCTION -> {
        if (f.result == null) {
          f.result = new ArrayList<>(since);
        }
      }
      default -> {}
    }
  }

  @Override
  public void exit(Scope scope, boolean succeeded) {
    Frame f = frames.poll();
    if (f == null) {
      return;
    }
    switch (f.scope) {
      case NEGATION -> {
        negations--;
        List<TraceEvent> all = new ArrayList<>(f.kept);
        all.addAll(log.subList(Math.min(f.start, log.size()), log.size()));
        truncate(f.start);
        log.addAll(all);
      }
      case EVERY -> {
        truncate(f.start);
        log.addAll(f.kept);
      }
      case COMPREHENSION -> {
        truncate(f.start);
        record(TraceEvent.Kind.CONSUMED, f.name, List.of());
      }
      case RULE -> {
        if (target.equals(f.name)) {
          targetDepth--;
        }
        // What the evaluation left in the log is partial; readers get each value's derivation.
        discard(f.start);
        if (f.yields != null && f.name != null) {
          Map<Value, List<TraceEvent>> values = fresh.computeIfAbsent(f.name, k -> new HashMap<>());
          f.yields.forEach(values::putIfAbsent);
        }
      }
      case FUNCTION -> {
        discard(f.start);
        if (f.result != null) {
          pendingCalls.add(new PendingCall(f.start, f.result));
        }
      }
      default -> {}
    }
  }

  @Override
  public void cachedCall(String name, List<Value> args, Value result) {
    Call call = new Call(name, new IdentityList(args));
    // The definitions of a call just evaluated all started where the log ends now.
    List<TraceEvent> derived = null;
    while (!pendingCalls.isEmpty() && pendingCalls.get(pendingCalls.size() - 1).start() >= log.size()) {
      PendingCall p = pendingCalls.remove(pendingCalls.size() - 1);
      if (p.start() == log.size()) {
        if (derived == null) {
          derived = new ArrayList<>();
        }
        derived.addAll(0, p.events());
      }
    }
    if (derived != null) {
      calls.put(call, derived);
    } else {
      derived = calls.get(call);
    }
    if (derived != null) {
      log.addAll(derived);
    }
  }

  @Override
  public void cached(String name, Value value) {
    Map<Value, List<TraceEvent>> latest = fresh.remove(name);
    if (latest != null) {
      derivations.put(name, latest);
    }
    Map<Value, List<TraceEvent>> byValue = derivations.get(name);
    List<TraceEvent> events = byValue == null ? null : byValue.get(value);
    if (events == null) {
      return;
    }
    RuleKind kind = kinds.get(name);
    if (kind != RuleKind.MULTI_VALUE && kind != RuleKind.PARTIAL_OBJECT) {
      log.addAll(events); // one value, all of it read
      return;
    }
    // Many elements are announced at once; only those the derivation goes on to use count.
    Available a = new Available(name, events);
    for (Value trigger : triggers(kind, value)) {
      offerTrigger(trigger, a, false);
    }
    TraceEvent last = log.isEmpty() ? null : log.get(log.size() - 1);
    if (last == null || last.kind != TraceEvent.Kind.CONSUMED || !name.equals(last.name)) {
      record(TraceEvent.Kind.CONSUMED, name, List.of());
    }
  }

  /** The objects whose use means an element was used: a set element; an object entry's value and keys. */
  private static List<Value> triggers(RuleKind kind, Value v) {
    if (kind == RuleKind.PARTIAL_OBJECT && v instanceof ArrayValue a && a.size() == 2 && a.get(0) instanceof ArrayValue keys) {
      List<Value> out = new ArrayList<>(keys.items());
      out.add(a.get(1));
      return out;
    }
    return List.of(v);
  }
}
