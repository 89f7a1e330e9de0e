package dev.cairn.engine.eval;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.compiler.CompiledRule;
import dev.cairn.engine.compiler.RuleKind;
import dev.cairn.engine.compiler.RuleTree;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The values of rules: complete rules (with defaults and else chains), partial sets and partial
 * objects (ref heads included). Each value is computed in full once per {@code with} scope and
 * cached, so rules referenced from many places or in loops are evaluated once.
 */
final class RuleEvaluator {
  /** Marks a cached undefined value. */
  static final Object UNDEFINED = new Object();

  private final Evaluator ev;
  /** Rules being computed: reading one again would recurse forever (OPA rejects this statically). */
  private final Set<RuleTree.Node> inProgress = Collections.newSetFromMap(new IdentityHashMap<>());
  /** In a replay: rule values from witnesses, and derivations from them. */
  final WitnessReplay replays;
  private CompiledRule current;

  RuleEvaluator(Evaluator ev) {
    this.ev = ev;
    this.replays = new WitnessReplay(ev, this);
  }

  /** The rule being evaluated, for {@code rego.metadata.rule()}; null in the query. */
  CompiledRule current() {
    return current;
  }

  /** The value of the rules at {@code node}, or null when undefined (or a function). */
  Value value(RuleTree.Node node) {
    return value(node, true);
  }

  /**
   * As {@link #value(RuleTree.Node)}; {@code report} false tells the listener nothing of the value
   * read (its derivation is still evaluated and observed). A whole virtual document is built
   * once and then read from a cache that reports nothing, so its first build must not report its
   * rules either: a reader's derivation would otherwise depend on whether it read it first.
   */
  Value value(RuleTree.Node node, boolean report) {
    Map<Object, Object> cache = ev.state.ruleCache();
    Object hit = cache.get(node);
    if (hit != null) {
      if (!report) {
        return hit == UNDEFINED ? null : (Value) hit;
      }
      if (hit == UNDEFINED) {
        reportUndefined(node);
        return null;
      }
      if (ev.listener != null) {
        reportCached(node, (Value) hit);
      }
      return (Value) hit;
    }
    if (!inProgress.add(node)) {
      CompiledRule any = node.rules().isEmpty() ? node.defaultRule() : node.rules().get(0);
      throw new RegoException(
          ErrorCodes.RECURSION, "rule " + any.name() + " is recursive", any.rule().location());
    }
    Value v;
    try {
      v = compute(node);
    } finally {
      inProgress.remove(node);
    }
    cache.put(node, v == null ? UNDEFINED : v);
    if (!report) {
      return v;
    }
    if (v != null && ev.listener != null) {
      // compute() backtracked over the derivations; the reader gets them back from the tracer.
      reportCached(node, v);
    } else if (v == null) {
      reportUndefined(node);
    }
    return v;
  }

  private void reportUndefined(RuleTree.Node node) {
    if (ev.listener != null) {
      CompiledRule any = node.rules().isEmpty() ? node.defaultRule() : node.rules().get(0);
      ev.listener.undefined(any.name(), null);
    }
  }

  private Value compute(RuleTree.Node node) {
    CompiledRule any = node.rules().isEmpty() ? node.defaultRule() : node.rules().get(0);
    RuleKind kind = any.kind();
    switch (kind) {
      case MULTI_VALUE:
      case PARTIAL_OBJECT:
        Value replayed = replays.value(node, kind, ev.state.replayedWitnesses(any.name()));
        if (replayed != null) {
          return replayed;
        }
        return kind == RuleKind.MULTI_VALUE ? partialSet(node) : partialObject(node);
      case SINGLE_VALUE:
        return complete(node);
      case FUNCTION:
        // A function without parameters is also a document: data.pkg holds f() := 1 as f: 1.
        return any.rule().head().args().isEmpty() ? ev.calls.callUser(node, any.name(), List.of()) : null;
      default:
        return null;
    }
  }

  private Value complete(RuleTree.Node node) {
    Value[] result = new Value[1];
    for (CompiledRule cr : node.rules()) {
      Rule r = cr.rule();
      while (r != null && !completeRule(cr, r, result)) {
        r = r.elseRule();
        if (r != null && ev.listener != null) {
          ev.listener.fallback();
        }
      }
    }
    if (result[0] == null && node.defaultRule() != null) {
      CompiledRule d = node.defaultRule();
      if (ev.listener != null) {
        ev.listener.fallback();
      }
      completeRule(d, d.rule(), result);
    }
    return result[0];
  }

  /**
   * Evaluates one rule of an else chain; true when it produced a value. A body that succeeds with
   * an undefined head value ({@code p := input.x if true}) falls through to the else, as in OPA.
   */
  private boolean completeRule(CompiledRule cr, Rule r, Value[] result) {
    Term head = r.head().value();
    boolean constant = head == null || head instanceof Scalar;
    boolean[] produced = {false};
    body(
        cr,
        r,
        EvalListener.Scope.RULE,
        b ->
            headValue(
                head,
                b,
                v -> {
                  if (result[0] != null && !result[0].equals(v)) {
                    throw Evaluator.conflict(
                        "complete rules must not produce multiple outputs", r.location());
                  }
                  result[0] = v;
                  produced[0] = true;
                  yielded(EvalListener.Scope.RULE, v);
                  return constant;
                }));
    return produced[0];
  }

  private Value partialSet(RuleTree.Node node) {
    LinkedHashSet<Value> out = new LinkedHashSet<>();
    for (CompiledRule cr : node.rules()) {
      LinkedHashMap<Value, Witness> witnesses = ev.state.witnessSink(cr.name());
      body(cr, cr.rule(), EvalListener.Scope.RULE, new Bindings(), b -> elements(cr, b, v -> {
        out.add(v);
        yielded(EvalListener.Scope.RULE, v);
        if (witnesses != null) {
          WitnessRecorder.record(witnesses, cr, b, v);
        }
        return false;
      }));
    }
    return SetValue.wrap(out);
  }

  private Value partialObject(RuleTree.Node node) {
    NestedObject out = new NestedObject();
    for (CompiledRule cr : node.rules()) {
      LinkedHashMap<Value, Witness> witnesses = ev.state.witnessSink(cr.name());
      body(cr, cr.rule(), EvalListener.Scope.RULE, new Bindings(), b -> entries(cr, b, (keys, v) -> {
        if (!out.put(keys, v)) {
          throw Evaluator.conflict("object keys must be unique", cr.rule().location());
        }
        if (ev.listener != null || witnesses != null) {
          Value element = ArrayValue.of(ArrayValue.of(keys), v);
          yielded(EvalListener.Scope.RULE, element);
          if (witnesses != null) {
            WitnessRecorder.record(witnesses, cr, b, element);
          }
        }
        return false;
      }));
    }
    return out.toValue();
  }

  /** Each element a multi-value rule's definition produces in one solution of its body. */
  boolean elements(CompiledRule cr, Bindings b, ValueCont k) {
    return ev.terms.eval(cr.rule().head().key(), b, k);
  }

  /** A partial object definition's entries in one solution of its body. */
  @FunctionalInterface
  interface EntryCont {
    boolean accept(Value[] keys, Value value);
  }

  boolean entries(CompiledRule cr, Bindings b, EntryCont k) {
    List<Term> keyTerms = cr.keyTerms();
    return keys(keyTerms, 0, new Value[keyTerms.size()], b, keys -> headValue(cr.rule().head().value(), b, v -> k.accept(keys, v)));
  }

  private boolean keys(List<Term> terms, int i, Value[] acc, Bindings b, Predicate<Value[]> k) {
    if (i == terms.size()) {
      return k.test(acc.clone());
    }
    return ev.terms.eval(
        terms.get(i),
        b,
        v -> {
          acc[i] = v;
          return keys(terms, i + 1, acc, b, k);
        });
  }

  /** A head's value term; absent means {@code true}. */
  boolean headValue(Term head, Bindings b, ValueCont k) {
    return head == null ? k.accept(BooleanValue.TRUE) : ev.terms.eval(head, b, k);
  }

  /** What to do with each solution of a rule body, in the body's bindings. */
  @FunctionalInterface
  interface Solution {
    boolean accept(Bindings b);
  }

  /** A step before a rule's body, in its bindings: a function's parameter matching. */
  @FunctionalInterface
  interface Prelude {
    boolean run(Bindings b, Cont k);
  }

  /**
   * Evaluates a rule's body in fresh bindings inside a listener scope, after {@code prelude} (may
   * be null); {@code onSolution} runs for each solution and returns true to stop early. Returns
   * whether the body had a solution.
   */
  boolean body(CompiledRule cr, Rule r, EvalListener.Scope scope, Prelude prelude, Solution onSolution) {
    return body(cr, r, scope, new Bindings(), prelude, onSolution);
  }

  boolean body(CompiledRule cr, Rule r, EvalListener.Scope scope, Bindings b, Solution onSolution) {
    return body(cr, r, scope, b, null, onSolution);
  }

  private boolean body(
      CompiledRule cr, Rule r, EvalListener.Scope scope, Bindings b, Prelude prelude, Solution onSolution) {
    EvalListener l = ev.listener;
    if (l != null) {
      l.enter(scope, cr.name(), r.location());
    }
    CompiledRule saved = current;
    current = cr;
    boolean[] found = {false};
    Cont solution =
        () -> {
          found[0] = true;
          return onSolution.accept(b);
        };
    try {
      if (prelude == null) {
        ev.bodies.eval(r.body(), b, solution);
      } else {
        prelude.run(b, () -> ev.bodies.eval(r.body(), b, solution));
      }
    } finally {
      current = saved;
    }
    if (l != null) {
      l.exit(scope, found[0]);
    }
    return found[0];
  }

  private boolean body(CompiledRule cr, Rule r, EvalListener.Scope scope, Solution onSolution) {
    return body(cr, r, scope, new Bindings(), null, onSolution);
  }

  void yielded(EvalListener.Scope scope, Value v) {
    if (ev.listener != null) {
      ev.listener.yield(scope, v);
    }
  }

  private void reportCached(RuleTree.Node node, Value v) {
    CompiledRule any = node.rules().isEmpty() ? node.defaultRule() : node.rules().get(0);
    String name = any.name();
    boolean collection = any.kind() == RuleKind.MULTI_VALUE || any.kind() == RuleKind.PARTIAL_OBJECT;
    if (collection && ev.listener.cachedAgain(name)) {
      return;
    }
    LinkedHashMap<Value, Witness> witnesses = replays.deferred(node);
    if (any.kind() == RuleKind.MULTI_VALUE && v instanceof SetValue s) {
      if (witnesses != null) {
        // The value was made from these witnesses (WitnessReplay.value): each element has one.
        ev.listener.deferredElements(name, replays.elements(witnesses));
        return;
      }
      for (Value x : s.elements()) {
        replays.report(name, x, witnesses);
      }
    } else if (any.kind() == RuleKind.PARTIAL_OBJECT && v instanceof ObjectValue o) {
      for (Map.Entry<Value, Value> e : o.entries().entrySet()) {
        replays.report(name, ArrayValue.of(ArrayValue.of(e.getKey()), e.getValue()), witnesses);
      }
    } else {
      ev.listener.cached(name, v);
    }
  }

}
