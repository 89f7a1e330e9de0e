package dev.cairn.engine.builtins.aggregates;

import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.operands.Arithmetic;
import dev.cairn.engine.builtins.operands.CollectionMembers;
import dev.cairn.engine.builtins.operands.TypedOperands;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import dev.cairn.engine.value.ValueOrder;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Aggregates over collections: count, sum, product, max, min, sort, all, any.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class AggregateBuiltins {
  private static final Type ANY_COLLECTION = Type.anyOf(Type.ANY_ARRAY, Type.ANY_SET);
  private static final Type NUMBER_COLLECTION =
      Type.anyOf(Type.arrayOf(Type.NUMBER), Type.setOf(Type.NUMBER));

  private AggregateBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(
        Builtin.function(
            "count",
            FunctionDecl.of(
                Type.NUMBER,
                Type.anyOf(Type.STRING, Type.ANY_ARRAY, Type.ANY_OBJECT, Type.ANY_SET)),
            (ctx, a) -> count(a.get(0))));
    FunctionDecl fold = FunctionDecl.of(Type.NUMBER, NUMBER_COLLECTION);
    r.add(Builtin.function("sum", fold, (ctx, a) -> fold(a, NumberValue.of(0), true)));
    r.add(Builtin.function("product", fold, (ctx, a) -> fold(a, NumberValue.of(1), false)));
    FunctionDecl pick = FunctionDecl.of(Type.ANY, ANY_COLLECTION);
    r.add(Builtin.function("max", pick, (ctx, a) -> extreme(CollectionMembers.operand(a, 0), true)));
    r.add(Builtin.function("min", pick, (ctx, a) -> extreme(CollectionMembers.operand(a, 0), false)));
    r.add(
        Builtin.function(
            "sort", FunctionDecl.of(Type.ANY_ARRAY, ANY_COLLECTION), (ctx, a) -> sort(a.get(0))));
    FunctionDecl test = FunctionDecl.of(Type.BOOLEAN, ANY_COLLECTION);
    r.add(
        Builtin.function(
            "all",
            test,
            (ctx, a) -> BooleanValue.of(allTrue(CollectionMembers.operand(a, 0)))));
    r.add(
        Builtin.function(
            "any",
            test,
            (ctx, a) -> BooleanValue.of(CollectionMembers.operand(a, 0).contains(BooleanValue.TRUE))));
  }

  private static Value count(Value v) throws BuiltinException {
    if (v instanceof ArrayValue a) {
      return NumberValue.of(a.size());
    }
    if (v instanceof ObjectValue o) {
      return NumberValue.of(o.size());
    }
    if (v instanceof SetValue s) {
      return NumberValue.of(s.size());
    }
    if (v instanceof StringValue s) {
      return NumberValue.of(s.value().codePointCount(0, s.value().length()));
    }
    throw TypedOperands.oneOf(0, v, "array", "object", "set", "string");
  }

  private static Value fold(List<Value> args, NumberValue start, boolean add)
      throws BuiltinException {
    NumberValue acc = start;
    for (Value x : CollectionMembers.operand(args, 0)) {
      if (!(x instanceof NumberValue n)) {
        throw TypedOperands.element(0, args.get(0), x, "number");
      }
      acc = add ? Arithmetic.add(acc, n) : Arithmetic.multiply(acc, n);
    }
    return acc;
  }

  private static boolean allTrue(Collection<Value> xs) {
    for (Value x : xs) {
      if (!BooleanValue.TRUE.equals(x)) {
        return false;
      }
    }
    return true;
  }

  /** The greatest (or least, the last of equals as in OPA) element itself; undefined if empty. */
  private static Value extreme(Collection<Value> xs, boolean greatest) {
    Value best = null;
    for (Value x : xs) {
      if (best == null) {
        best = x;
        continue;
      }
      int c = ValueOrder.compare(x, best);
      if (greatest ? c >= 0 : c <= 0) {
        best = x;
      }
    }
    return best;
  }

  private static Value sort(Value v) throws BuiltinException {
    if (v instanceof ArrayValue a) {
      List<Value> items = new ArrayList<>(a.items());
      items.sort(ValueOrder::compare);
      return ArrayValue.of(items);
    }
    if (v instanceof SetValue s) {
      return ArrayValue.of(s.sorted());
    }
    throw TypedOperands.oneOf(0, v, "set", "array");
  }
}
