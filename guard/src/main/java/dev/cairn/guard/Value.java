package dev.cairn.guard;

import java.util.List;
import java.util.Map;

/**
 * A Guard value: the data's values (read with cfn-guard's scalar types) and the rule language's
 * literals, which add regular expressions and ranges. Data values carry their path; literals carry
 * {@link ValuePath#ROOT}.
 */
sealed interface Value {

  ValuePath path();

  record Str(ValuePath path, String value) implements Value {}

  record Int(ValuePath path, long value) implements Value {}

  record Flt(ValuePath path, double value) implements Value {}

  record Bool(ValuePath path, boolean value) implements Value {}

  record Null(ValuePath path) implements Value {}

  record Lst(ValuePath path, List<Value> items) implements Value {}

  /** Keys keep their document order. */
  record Struct(ValuePath path, Map<String, Value> entries) implements Value {}

  record Regex(ValuePath path, String source, com.google.re2j.Pattern pattern) implements Value {}

  /** {@code r[1,10)}: bounds are Int, Flt or Str (chars); each end inclusive or not. */
  record Range(ValuePath path, Value lower, Value upper, boolean lowerInclusive, boolean upperInclusive)
      implements Value {}

  /** cfn-guard's type names, used in its messages. */
  static String typeName(Value v) {
    if (v instanceof Str) {
      return "String";
    } else if (v instanceof Int) {
      return "int";
    } else if (v instanceof Flt) {
      return "float";
    } else if (v instanceof Bool) {
      return "bool";
    } else if (v instanceof Null) {
      return "null";
    } else if (v instanceof Lst) {
      return "array";
    } else if (v instanceof Struct) {
      return "map";
    } else if (v instanceof Regex) {
      return "Regex";
    }
    return "range";
  }

  static boolean isScalar(Value v) {
    return !(v instanceof Lst) && !(v instanceof Struct);
  }
}
