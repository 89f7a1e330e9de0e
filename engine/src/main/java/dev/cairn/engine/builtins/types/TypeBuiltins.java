package dev.cairn.engine.builtins.types;

import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.gocompat.GoQuote;
import dev.cairn.engine.builtins.gocompat.GoStrings;
import dev.cairn.engine.builtins.operands.TypedOperands;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Type tests (is_*), type_name, to_number and the deprecated cast_* functions OPA still ships.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class TypeBuiltins {
  /** What Go's strconv.ParseFloat accepts in decimal form (hex floats aside). */
  private static final Pattern DECIMAL =
      Pattern.compile("[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?");

  private TypeBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    test(r, "is_number", NumberValue.class);
    test(r, "is_string", StringValue.class);
    test(r, "is_boolean", BooleanValue.class);
    test(r, "is_array", ArrayValue.class);
    test(r, "is_set", SetValue.class);
    test(r, "is_object", ObjectValue.class);
    test(r, "is_null", NullValue.class);
    r.add(Builtin.function("type_name", FunctionDecl.of(Type.STRING, Type.ANY),
        (ctx, a) -> new StringValue(a.get(0).typeName())));
    r.add(Builtin.function("to_number",
        FunctionDecl.of(Type.NUMBER, Type.anyOf(Type.NULL, Type.BOOLEAN, Type.NUMBER, Type.STRING)),
        TypeBuiltins::toNumber));
    r.add(Builtin.function("cast_array", FunctionDecl.of(Type.ANY_ARRAY, Type.ANY),
        TypeBuiltins::castArray));
    r.add(Builtin.function("cast_set", FunctionDecl.of(Type.ANY_SET, Type.ANY),
        TypeBuiltins::castSet));
    cast(r, "cast_string", Type.STRING, StringValue.class, "string");
    cast(r, "cast_boolean", Type.BOOLEAN, BooleanValue.class, "boolean");
    cast(r, "cast_null", Type.NULL, NullValue.class, "null");
    cast(r, "cast_object", Type.ANY_OBJECT, ObjectValue.class, "object");
  }

  private static void test(BuiltinTable.Registrar r, String name, Class<? extends Value> type) {
    r.add(Builtin.function(name, FunctionDecl.of(Type.BOOLEAN, Type.ANY),
        (ctx, a) -> BooleanValue.of(type.isInstance(a.get(0)))));
  }

  private static void cast(BuiltinTable.Registrar r, String name, Type result,
      Class<? extends Value> type, String typeName) {
    r.add(Builtin.function(name, FunctionDecl.of(result, Type.ANY), (ctx, a) -> {
      if (!type.isInstance(a.get(0))) {
        throw BuiltinException.operand(0, typeName, a.get(0));
      }
      return a.get(0);
    }));
  }

  private static Value toNumber(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    Value v = a.get(0);
    if (v instanceof NullValue) {
      return NumberValue.of(0);
    }
    if (v instanceof BooleanValue b) {
      return NumberValue.of(b.value() ? 1 : 0);
    }
    if (v instanceof NumberValue) {
      return v;
    }
    if (v instanceof StringValue s) {
      String text = s.value();
      int signs = 0;
      while (signs < text.length() && (text.charAt(signs) == '+' || text.charAt(signs) == '-')) {
        signs++;
      }
      String unsigned = GoStrings.lower(text.substring(signs));
      if (unsigned.equals("inf") || unsigned.equals("infinity") || unsigned.equals("nan")) {
        throw BuiltinException.operand(0, "valid number string", v);
      }
      if (!DECIMAL.matcher(text).matches()) {
        throw parseFloatError(text, "invalid syntax");
      }
      if (Double.isInfinite(Double.parseDouble(text))) {
        throw parseFloatError(text, "value out of range");
      }
      return NumberValue.parse(text.startsWith("+") ? text.substring(1) : text);
    }
    throw TypedOperands.oneOf(0, v, "null", "boolean", "number", "string");
  }

  private static BuiltinException parseFloatError(String text, String problem) {
    return BuiltinException.error(
        "strconv.ParseFloat: parsing " + GoQuote.quote(text) + ": " + problem);
  }

  private static Value castArray(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    Value v = a.get(0);
    if (v instanceof ArrayValue) {
      return v;
    }
    if (v instanceof SetValue s) {
      return ArrayValue.of(s.sorted());
    }
    throw TypedOperands.oneOf(0, v, "array", "set");
  }

  private static Value castSet(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    Value v = a.get(0);
    if (v instanceof SetValue) {
      return v;
    }
    if (v instanceof ArrayValue arr) {
      return SetValue.of(arr.items());
    }
    throw TypedOperands.oneOf(0, v, "array", "set");
  }
}
