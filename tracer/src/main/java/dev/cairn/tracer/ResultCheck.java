package dev.cairn.tracer;

import dev.cairn.engine.compiler.RuleKind;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * Compares a rule's value from a plain evaluation with the values a traced evaluation derived for
 * it, one per result: a set's elements, a partial object's {@code [[key], value]} entries, or a
 * single value.
 */
final class ResultCheck {
  private ResultCheck() {}

  /** Whether {@code derived} are exactly the results of {@code value} (null when undefined). */
  static boolean matches(Value value, RuleKind kind, List<LocationTracer.Derivation> derived) {
    if (value == null) {
      return derived.isEmpty();
    }
    if (kind == RuleKind.MULTI_VALUE && value instanceof SetValue set) {
      if (set.size() != derived.size()) {
        return false;
      }
      for (LocationTracer.Derivation d : derived) {
        if (!set.contains(d.value())) {
          return false;
        }
      }
      return true;
    }
    if (kind == RuleKind.PARTIAL_OBJECT && value instanceof ObjectValue object) {
      return entriesMatch(object, derived);
    }
    return derived.size() == 1 && derived.get(0).value().equals(value);
  }

  /** Entries with one key are compared one by one; deeper ones (ref heads) by count only. */
  private static boolean entriesMatch(ObjectValue object, List<LocationTracer.Derivation> derived) {
    boolean flat = true;
    for (LocationTracer.Derivation d : derived) {
      if (!(d.value() instanceof ArrayValue pair && pair.size() == 2 && pair.get(0) instanceof ArrayValue keys)) {
        return false;
      }
      if (keys.size() != 1) {
        flat = false;
      } else if (!pair.get(1).equals(object.get(keys.get(0)))) {
        return false;
      }
    }
    return !flat || object.size() == derived.size();
  }
}
