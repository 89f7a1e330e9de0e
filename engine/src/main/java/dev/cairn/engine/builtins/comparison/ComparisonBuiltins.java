package dev.cairn.engine.builtins.comparison;

import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import dev.cairn.engine.value.ValueOrder;
import java.util.function.IntPredicate;

/**
 * Equality and ordering: equal, neq, lt, lte, gt, gte, and membership (internal.member_2/3).
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class ComparisonBuiltins {
  private static final FunctionDecl COMPARE = FunctionDecl.of(Type.BOOLEAN, Type.ANY, Type.ANY);

  private ComparisonBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(
        Builtin.function(
            "equal", COMPARE, (ctx, a) -> BooleanValue.of(a.get(0).equals(a.get(1)))));
    r.add(
        Builtin.function("neq", COMPARE, (ctx, a) -> BooleanValue.of(!a.get(0).equals(a.get(1)))));
    r.add(ordering("lt", c -> c < 0));
    r.add(ordering("lte", c -> c <= 0));
    r.add(ordering("gt", c -> c > 0));
    r.add(ordering("gte", c -> c >= 0));
    r.add(
        Builtin.function(
            "internal.member_2",
            COMPARE,
            (ctx, a) -> BooleanValue.of(contains(a.get(1), a.get(0)))));
    r.add(
        Builtin.function(
            "internal.member_3",
            FunctionDecl.of(Type.BOOLEAN, Type.ANY, Type.ANY, Type.ANY),
            (ctx, a) -> BooleanValue.of(containsAt(a.get(2), a.get(0), a.get(1)))));
  }

  private static Builtin ordering(String name, IntPredicate test) {
    return Builtin.function(
        name,
        COMPARE,
        (ctx, a) -> BooleanValue.of(test.test(ValueOrder.compare(a.get(0), a.get(1)))));
  }

  /** {@code x in xs}: set elements, array items and object values; false for anything else. */
  private static boolean contains(Value collection, Value x) {
    if (collection instanceof SetValue s) {
      return s.contains(x);
    }
    if (collection instanceof ArrayValue a) {
      for (int i = 0; i < a.size(); i++) {
        if (a.get(i).equals(x)) {
          return true;
        }
      }
      return false;
    }
    if (collection instanceof ObjectValue o) {
      return o.entries().containsValue(x);
    }
    return false;
  }

  /** {@code k, v in xs}: the element at key (index, object key, or the set element) equals v. */
  private static boolean containsAt(Value collection, Value key, Value value) {
    Value found = null;
    if (collection instanceof ObjectValue o) {
      found = o.get(key);
    } else if (collection instanceof ArrayValue a) {
      if (key instanceof NumberValue n && n.isLong()) {
        long i = n.longValue();
        found = i >= 0 && i < a.size() ? a.get((int) i) : null;
      }
    } else if (collection instanceof SetValue s && s.contains(key)) {
      found = key;
    }
    return found != null && found.equals(value);
  }
}
