package dev.cairn.engine.builtins.numbers;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.operands.Arithmetic;
import dev.cairn.engine.builtins.operands.IntegerOperands;
import dev.cairn.engine.builtins.operands.SetOps;
import dev.cairn.engine.builtins.operands.TypedOperands;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Arithmetic: plus, minus (also set difference), mul, div, rem, abs, round, ceil, floor,
 * numbers.range, numbers.range_step and rand.intn.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class NumberBuiltins {
  private static final FunctionDecl UNARY = FunctionDecl.of(Type.NUMBER, Type.NUMBER);
  private static final FunctionDecl BINARY =
      FunctionDecl.of(Type.NUMBER, Type.NUMBER, Type.NUMBER);
  private static final Type NUMBER_OR_SET = Type.anyOf(Type.NUMBER, Type.ANY_SET);

  private NumberBuiltins() {}

  /** A numeric operation that may fail. */
  @FunctionalInterface
  private interface NumberOp {
    NumberValue apply(NumberValue a, NumberValue b) throws BuiltinException;
  }

  public static void register(BuiltinTable.Registrar r) {
    r.add(binary("plus", Arithmetic::add));
    r.add(binary("mul", Arithmetic::multiply));
    r.add(binary("div", Arithmetic::divide));
    r.add(binary("rem", Arithmetic::remainder));
    r.add(
        Builtin.function(
            "minus",
            FunctionDecl.of(NUMBER_OR_SET, NUMBER_OR_SET, NUMBER_OR_SET),
            (ctx, a) -> minus(a)));
    r.add(Builtin.function("abs", UNARY, (ctx, a) -> Arithmetic.abs(Args.number(a, 0))));
    r.add(rounding("round", RoundingMode.HALF_UP));
    r.add(rounding("ceil", RoundingMode.CEILING));
    r.add(rounding("floor", RoundingMode.FLOOR));
    Type numbers = Type.arrayOf(Type.NUMBER);
    r.add(
        Builtin.function(
            "numbers.range",
            FunctionDecl.of(numbers, Type.NUMBER, Type.NUMBER),
            (ctx, a) ->
                range(
                    ctx,
                    IntegerOperands.big(a, 0),
                    IntegerOperands.big(a, 1),
                    BigInteger.ONE)));
    r.add(
        Builtin.function(
            "numbers.range_step",
            FunctionDecl.of(numbers, Type.NUMBER, Type.NUMBER, Type.NUMBER),
            (ctx, a) -> rangeStep(ctx, a)));
    r.add(
        Builtin.nondeterministic(
            "rand.intn",
            FunctionDecl.of(Type.NUMBER, Type.STRING, Type.NUMBER),
            NumberBuiltins::randIntn));
  }

  private static Builtin binary(String name, NumberOp op) {
    return Builtin.function(
        name, BINARY, (ctx, a) -> op.apply(Args.number(a, 0), Args.number(a, 1)));
  }

  private static Builtin rounding(String name, RoundingMode mode) {
    return Builtin.function(
        name, UNARY, (ctx, a) -> Arithmetic.toInteger(Args.number(a, 0), mode));
  }

  /** Numbers subtract; sets take their difference; OPA words mixed operands as below. */
  private static Value minus(List<Value> a) throws BuiltinException {
    Value x = a.get(0);
    Value y = a.get(1);
    if (x instanceof NumberValue n && y instanceof NumberValue m) {
      return Arithmetic.subtract(n, m);
    }
    if (x instanceof SetValue s && y instanceof SetValue t) {
      return SetOps.difference(s, t);
    }
    if (!(x instanceof NumberValue) && !(x instanceof SetValue)) {
      throw TypedOperands.oneOf(0, x, "number", "set");
    }
    throw BuiltinException.operand(1, x instanceof SetValue ? "set" : "number", y);
  }

  private static Value rangeStep(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    BigInteger from = IntegerOperands.big(a, 0);
    BigInteger to = IntegerOperands.big(a, 1);
    BigInteger step = IntegerOperands.big(a, 2);
    if (step.signum() <= 0) {
      throw BuiltinException.error("step must be a positive number above zero");
    }
    return range(ctx, from, to, step);
  }

  /** from, from±step, ... up to and including to; counts down when from > to. */
  private static ArrayValue range(
      BuiltinContext ctx, BigInteger from, BigInteger to, BigInteger step) {
    boolean down = from.compareTo(to) > 0;
    List<Value> out = new ArrayList<>();
    if (from.bitLength() < 63 && to.bitLength() < 63 && step.bitLength() < 63) {
      // Below 2^62 in magnitude nothing overflows a long.
      long last = to.longValue();
      long delta = down ? -step.longValue() : step.longValue();
      for (long i = from.longValue(); down ? i >= last : i <= last; i += delta) {
        checkEvery(ctx, out.size());
        out.add(NumberValue.of(i));
      }
    } else {
      BigInteger delta = down ? step.negate() : step;
      for (BigInteger i = from; down ? i.compareTo(to) >= 0 : i.compareTo(to) <= 0; ) {
        checkEvery(ctx, out.size());
        out.add(NumberValue.of(i));
        i = i.add(delta);
      }
    }
    return ArrayValue.of(out);
  }

  /** Long ranges honour the evaluation's deadline, as OPA's do. */
  private static void checkEvery(BuiltinContext ctx, int produced) {
    if ((produced & 0xFFF) == 0) {
      ctx.checkCancelled();
    }
  }

  /** A random integer in [0, |n|), the same for the same (str, n) within one evaluation. */
  private static Value randIntn(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    String key = Args.string(a, 0);
    long n = IntegerOperands.int64(a, 1);
    if (n == 0) {
      return NumberValue.of(0);
    }
    long bound = n == Long.MIN_VALUE ? Long.MAX_VALUE : Math.abs(n);
    return (Value)
        ctx.cache()
            .computeIfAbsent(
                new RandKey(key, bound),
                k -> NumberValue.of(ThreadLocalRandom.current().nextLong(bound)));
  }

  private record RandKey(String key, long bound) {}
}
