package dev.cairn.engine.builtins.strings;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.gocompat.ValueFormatter;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * sprintf: Go's fmt.Sprintf with OPA's argument conversion. Integers become Go ints (or big
 * ints), other numbers float64 (or their text when out of float64 range), strings stay strings,
 * and everything else is passed as its Rego text, so {@code %v} and {@code %s} print composites,
 * booleans and null the way OPA does.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class SprintfBuiltin {
  private SprintfBuiltin() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(Builtin.function("sprintf",
        FunctionDecl.of(Type.STRING, Type.STRING, Type.ANY_ARRAY), SprintfBuiltin::sprintf));
  }

  private static Value sprintf(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    String format = Args.string(a, 0);
    ArrayValue values = Args.array(a, 1);
    List<Object> args = new ArrayList<>(values.size());
    for (Value v : values.items()) {
      args.add(goArgument(v));
    }
    return new StringValue(GoFormatter.sprintf(format, args));
  }

  private static Object goArgument(Value v) {
    if (v instanceof StringValue s) {
      return s.value();
    }
    if (v instanceof NumberValue n) {
      if (!n.hasIntegerText()) { // 1e2 and 1.0 reach Go's fmt as float64, as in OPA
        double d = n.toDouble();
        return Double.isInfinite(d) ? ValueFormatter.number(n) : (Object) d;
      }
      if (n.isLong()) {
        return n.longValue();
      }
      if (n.toBigDecimal().scale() == 0) {
        return n.toBigInteger(); // written as plain digits: Go's big.Int parses it
      }
      double d = n.toDouble();
      return Double.isInfinite(d) ? ValueFormatter.number(n) : (Object) d;
    }
    return ValueFormatter.format(v);
  }
}
