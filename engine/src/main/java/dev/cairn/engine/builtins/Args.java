package dev.cairn.engine.builtins;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.List;

/** Typed access to built-in arguments, raising OPA's operand type errors. */
public final class Args {
  private Args() {}

  public static String string(List<Value> args, int i) throws BuiltinException {
    if (args.get(i) instanceof StringValue s) {
      return s.value();
    }
    throw BuiltinException.operand(i, "string", args.get(i));
  }

  public static NumberValue number(List<Value> args, int i) throws BuiltinException {
    if (args.get(i) instanceof NumberValue n) {
      return n;
    }
    throw BuiltinException.operand(i, "number", args.get(i));
  }

  /** An integer argument that fits an int; OPA's message otherwise. */
  public static int integer(List<Value> args, int i) throws BuiltinException {
    NumberValue n = number(args, i);
    var v = n.intValueExact();
    if (v.isEmpty()) {
      throw BuiltinException.operand(i, "integer", args.get(i));
    }
    return v.getAsInt();
  }

  public static boolean bool(List<Value> args, int i) throws BuiltinException {
    if (args.get(i) instanceof BooleanValue b) {
      return b.value();
    }
    throw BuiltinException.operand(i, "boolean", args.get(i));
  }

  public static ArrayValue array(List<Value> args, int i) throws BuiltinException {
    if (args.get(i) instanceof ArrayValue a) {
      return a;
    }
    throw BuiltinException.operand(i, "array", args.get(i));
  }

  public static SetValue set(List<Value> args, int i) throws BuiltinException {
    if (args.get(i) instanceof SetValue s) {
      return s;
    }
    throw BuiltinException.operand(i, "set", args.get(i));
  }

  public static ObjectValue object(List<Value> args, int i) throws BuiltinException {
    if (args.get(i) instanceof ObjectValue o) {
      return o;
    }
    throw BuiltinException.operand(i, "object", args.get(i));
  }
}
