package dev.cairn.tracer;

import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * A path attribution knows by its keys rather than as an input node: one the policy read past the
 * end of the input ({@code keys} from {@code missingFrom} on do not exist), or the common parent of
 * a search ({@code missingFrom} -1).
 */
record AbsentPath(List<Object> keys, int missingFrom) {
  /** A key as a path holds it: an object key's text, an array index as an int. */
  static Object keyOf(Value k) {
    if (k instanceof StringValue s) {
      return s.value();
    }
    if (k instanceof NumberValue n && n.intValueExact().isPresent()) {
      return n.intValueExact().getAsInt();
    }
    return k.toString();
  }
}
