package dev.cairn.engine.builtins.collections;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.operands.IntegerOperands;
import dev.cairn.engine.builtins.operands.SetOps;
import dev.cairn.engine.builtins.operands.TypedOperands;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.BinaryOperator;

/**
 * Arrays and sets: array.concat, array.slice, array.reverse, and (&amp;), or (|), set_diff,
 * intersection, union. Results hold the argument's elements themselves, never copies.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class CollectionBuiltins {
  private CollectionBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(
        Builtin.function(
            "array.concat",
            FunctionDecl.of(Type.ANY_ARRAY, Type.ANY_ARRAY, Type.ANY_ARRAY),
            (ctx, a) -> concat(Args.array(a, 0), Args.array(a, 1))));
    r.add(
        Builtin.function(
            "array.slice",
            FunctionDecl.of(Type.ANY_ARRAY, Type.ANY_ARRAY, Type.NUMBER, Type.NUMBER),
            (ctx, a) -> slice(a)));
    r.add(
        Builtin.function(
            "array.reverse",
            FunctionDecl.of(Type.ANY_ARRAY, Type.ANY_ARRAY),
            (ctx, a) -> reverse(Args.array(a, 0))));
    r.add(setPair("and", SetOps::intersection));
    r.add(setPair("or", SetOps::union));
    r.add(setPair("set_diff", SetOps::difference));
    FunctionDecl ofSets = FunctionDecl.of(Type.ANY_SET, Type.setOf(Type.ANY_SET));
    r.add(Builtin.function("intersection", ofSets, (ctx, a) -> intersectAll(a)));
    r.add(Builtin.function("union", ofSets, (ctx, a) -> unionAll(a)));
  }

  private static Builtin setPair(String name, BinaryOperator<SetValue> op) {
    return Builtin.function(
        name,
        FunctionDecl.of(Type.ANY_SET, Type.ANY_SET, Type.ANY_SET),
        (ctx, a) -> op.apply(Args.set(a, 0), Args.set(a, 1)));
  }

  private static Value concat(ArrayValue x, ArrayValue y) {
    Value[] out = new Value[x.size() + y.size()];
    for (int i = 0; i < x.size(); i++) {
      out[i] = x.get(i);
    }
    for (int i = 0; i < y.size(); i++) {
      out[x.size() + i] = y.get(i);
    }
    return ArrayValue.wrap(out);
  }

  /** Items [start, stop), both clamped into the array; an inverted range is empty. */
  private static Value slice(List<Value> a) throws BuiltinException {
    ArrayValue arr = Args.array(a, 0);
    long start = IntegerOperands.int64(a, 1);
    long stop = IntegerOperands.int64(a, 2);
    stop = Math.max(0, Math.min(stop, arr.size()));
    start = Math.max(0, Math.min(start, stop));
    return ArrayValue.of(arr.items().subList((int) start, (int) stop));
  }

  private static Value reverse(ArrayValue arr) {
    Value[] out = new Value[arr.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = arr.get(out.length - 1 - i);
    }
    return ArrayValue.wrap(out);
  }

  /** The elements common to every set of a set of sets; empty for no sets. */
  private static Value intersectAll(List<Value> a) throws BuiltinException {
    SetValue acc = null;
    for (SetValue s : members(a)) {
      acc = acc == null ? s : SetOps.intersection(acc, s);
    }
    return acc == null ? SetValue.EMPTY : acc;
  }

  private static Value unionAll(List<Value> a) throws BuiltinException {
    LinkedHashSet<Value> out = new LinkedHashSet<>();
    for (SetValue s : members(a)) {
      out.addAll(s.elements());
    }
    return SetValue.wrap(out);
  }

  /** The member sets of a set-of-sets argument. */
  private static List<SetValue> members(List<Value> a) throws BuiltinException {
    SetValue sets = Args.set(a, 0);
    List<SetValue> out = new ArrayList<>(sets.size());
    for (Value v : sets.elements()) {
      if (!(v instanceof SetValue s)) {
        throw TypedOperands.element(0, sets, v, "set");
      }
      out.add(s);
    }
    return out;
  }
}
