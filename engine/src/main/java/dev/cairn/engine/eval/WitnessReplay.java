package dev.cairn.engine.eval;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.compiler.CompiledRule;
import dev.cairn.engine.compiler.RuleKind;
import dev.cairn.engine.compiler.RuleTree;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The rules' side of a replay ({@link QueryEvaluator#replay}): a {@link Witness}'s derivation made
 * again with the listener listening, and the value of a helper rule the replay reads, known from
 * its witnesses. A listener that can wait gets each helper element's derivation only when it asks
 * ({@link EvalListener#deferred}), so a replay derives the elements its results use, not all.
 */
final class WitnessReplay {
  private final Evaluator ev;
  private final RuleEvaluator rules;
  /** The helper rules whose value came from their witnesses with no element derived yet. */
  private final Map<RuleTree.Node, LinkedHashMap<Value, Witness>> deferred = new IdentityHashMap<>();

  WitnessReplay(Evaluator ev, RuleEvaluator rules) {
    this.ev = ev;
    this.rules = rules;
  }

  /**
   * A multi-value rule's or partial object's value from its witnesses (null when there are none,
   * or an element does not come out again: the caller then evaluates the rule).
   */
  Value value(RuleTree.Node node, RuleKind kind, LinkedHashMap<Value, Witness> witnesses) {
    if (witnesses == null) {
      return null;
    }
    Value known = ev.listener == null ? null : deferredValue(kind, witnesses);
    if (known != null) {
      deferred.put(node, witnesses);
      return known;
    }
    return derivedValue(kind, witnesses);
  }

  /** The witnesses of a rule whose elements are derived when asked for; null for any other. */
  LinkedHashMap<Value, Witness> deferred(RuleTree.Node node) {
    return ev.state.atBase() ? deferred.get(node) : null;
  }

  /** One element read from the cache: derived already, or derived when the listener asks. */
  void report(String name, Value element, LinkedHashMap<Value, Witness> witnesses) {
    Witness w = witnesses == null ? null : witnesses.get(element);
    if (w == null) {
      ev.listener.cached(name, element);
    } else {
      ev.listener.deferred(name, element, () -> derive(w));
    }
  }

  /** A deferred multi-value rule's elements, each derived from its witness when asked. */
  DeferredElements elements(LinkedHashMap<Value, Witness> witnesses) {
    return new DeferredElements() {
      @Override
      public Collection<Value> all() {
        return Collections.unmodifiableSet(witnesses.keySet());
      }

      @Override
      public Value find(Value v) {
        Witness w = witnesses.get(v);
        return w == null ? null : w.element();
      }

      @Override
      public EvalListener.ElementDeriver deriver(Value element) {
        Witness w = witnesses.get(element);
        return () -> derive(w);
      }
    };
  }

  /**
   * Derives {@code w}'s element again with the listener listening: the witness's definition, its
   * iterations fixed to the keys they chose. Returns the element, or null when it did not come out
   * again (a body whose derivation depends on more than its iterations, such as {@code
   * rand.intn}, may not).
   */
  Value replay(Witness w) {
    CompiledRule cr = w.definition();
    Value want = w.element();
    Value[] found = {null};
    Predicate<Value> same = v -> {
      if (!v.equals(want)) {
        return false;
      }
      found[0] = v;
      rules.yielded(EvalListener.Scope.RULE, v);
      return true;
    };
    Bindings chosen = new Bindings(w.bindings());
    if (cr.kind() == RuleKind.PARTIAL_OBJECT) {
      rules.body(cr, cr.rule(), EvalListener.Scope.RULE, chosen,
          b -> rules.entries(cr, b, (keys, v) -> same.test(ArrayValue.of(ArrayValue.of(keys), v))));
    } else {
      rules.body(cr, cr.rule(), EvalListener.Scope.RULE, chosen, b -> rules.elements(cr, b, same::test));
    }
    return found[0];
  }

  /**
   * The value read off the witnesses' elements, none derived yet; null for a partial object with
   * multi-key heads, whose elements are not reported one witness each.
   */
  private static Value deferredValue(RuleKind kind, LinkedHashMap<Value, Witness> witnesses) {
    if (kind == RuleKind.MULTI_VALUE) {
      // Each key is the element as recorded, the one the derivations that iterated it chose.
      return SetValue.keysOf(witnesses, Witness::element);
    }
    NestedObject object = new NestedObject();
    for (Value element : witnesses.keySet()) {
      if (!(element instanceof ArrayValue pair && pair.get(0) instanceof ArrayValue keys && keys.size() == 1)
          || !object.put(new Value[] {keys.get(0)}, pair.get(1))) {
        return null;
      }
    }
    return object.toValue();
  }

  /** The value with every element derived now, for a listener told of each at once. */
  private Value derivedValue(RuleKind kind, LinkedHashMap<Value, Witness> witnesses) {
    LinkedHashSet<Value> set = kind == RuleKind.MULTI_VALUE ? new LinkedHashSet<>() : null;
    NestedObject object = kind == RuleKind.MULTI_VALUE ? null : new NestedObject();
    for (Witness w : witnesses.values()) {
      Value v = replay(w);
      if (v == null) {
        return null;
      }
      if (set != null) {
        set.add(v);
      } else if (v instanceof ArrayValue pair && pair.get(0) instanceof ArrayValue keys) {
        object.put(keys.items().toArray(new Value[0]), pair.get(1));
      } else {
        return null;
      }
    }
    return set != null ? SetValue.wrap(set) : object.toValue();
  }

  /** Derives a deferred element when the listener asks for it, once the evaluation is over too. */
  private void derive(Witness w) {
    try {
      if (replay(w) == null) {
        throw new ReplayMismatch();
      }
    } catch (StackOverflowError e) {
      throw new RegoException(
          ErrorCodes.INTERNAL, "evaluation too deep: the policy nests beyond the thread's stack", null);
    }
  }
}
