package dev.cairn.engine.builtins.operands;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.Collection;
import java.util.List;

/**
 * The members of a value that OPA accepts as "an array or a set" of things.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class CollectionMembers {
  private CollectionMembers() {}

  /** Array items in order or set elements in insertion order; null for any other value. */
  public static Collection<Value> of(Value v) {
    if (v instanceof ArrayValue a) {
      return a.items();
    }
    if (v instanceof SetValue s) {
      return s.elements();
    }
    return null;
  }

  /** The members of argument {@code i}, or OPA's "must be one of {set, array}" error. */
  public static Collection<Value> operand(List<Value> args, int i) throws BuiltinException {
    Collection<Value> members = of(args.get(i));
    if (members == null) {
      throw TypedOperands.oneOf(i, args.get(i), "set", "array");
    }
    return members;
  }
}
