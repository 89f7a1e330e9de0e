package dev.cairn.engine.builtins.operands;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * OPA's operand errors beyond {@link Args}: unions, collection elements, integers, free text.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class TypedOperands {
  private TypedOperands() {}

  /** "operand N must be one of {a, b} but got T". */
  public static BuiltinException oneOf(int index, Value got, String... expected) {
    return new BuiltinException(
        ErrorCodes.EVAL_TYPE,
        "operand "
            + (index + 1)
            + " must be one of {"
            + String.join(", ", expected)
            + "} but got "
            + got.typeName());
  }

  /** "operand N must be array of strings but got array containing number". */
  public static BuiltinException element(int index, Value collection, Value element, String expected) {
    String kind = collection.typeName();
    return new BuiltinException(
        ErrorCodes.EVAL_TYPE,
        "operand "
            + (index + 1)
            + " must be "
            + kind
            + " of "
            + expected
            + "s but got "
            + kind
            + " containing "
            + element.typeName());
  }

  /** "operand N " followed by free text, as OPA's NewOperandErr. */
  public static BuiltinException operand(int index, String message) {
    return new BuiltinException(ErrorCodes.EVAL_TYPE, "operand " + (index + 1) + " " + message);
  }

  /** An integer operand, with OPA's IntOperand wording for non-integers. */
  public static int integer(List<Value> args, int i) throws BuiltinException {
    NumberValue n = Args.number(args, i);
    var v = n.intValueExact();
    if (v.isEmpty()) {
      throw operand(i, "must be integer number but got floating-point number");
    }
    return v.getAsInt();
  }

  /** The strings of a string, array of strings or set of strings operand. */
  public static List<String> stringOrStrings(List<Value> args, int i) throws BuiltinException {
    if (args.get(i) instanceof StringValue s) {
      return List.of(s.value());
    }
    return strings(args, i, "string", "set", "array");
  }

  /** The strings of an array or set of strings (sets in sorted order). */
  public static List<String> strings(List<Value> args, int i) throws BuiltinException {
    return strings(args, i, "set", "array");
  }

  private static List<String> strings(List<Value> args, int i, String... expected)
      throws BuiltinException {
    Value v = args.get(i);
    Iterable<Value> items;
    if (v instanceof ArrayValue a) {
      items = a.items();
    } else if (v instanceof SetValue s) {
      items = s.sorted();
    } else {
      throw oneOf(i, v, expected);
    }
    List<String> out = new ArrayList<>();
    for (Value item : items) {
      if (!(item instanceof StringValue s)) {
        throw element(i, v, item, "string");
      }
      out.add(s.value());
    }
    return out;
  }
}
