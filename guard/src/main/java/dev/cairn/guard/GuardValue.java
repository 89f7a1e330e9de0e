package dev.cairn.guard;

import java.util.List;
import java.util.Map;

/**
 * A Guard value: the data's values (read with cfn-guard's scalar types) and the rule language's
 * literals, which add regular expressions and ranges. Data values carry their path; literals carry
 * {@link GuardValuePath#ROOT}.
 */
sealed interface GuardValue {

  GuardValuePath path();

  record Str(GuardValuePath path, String value) implements GuardValue {}

  record Int(GuardValuePath path, long value) implements GuardValue {}

  record Flt(GuardValuePath path, double value) implements GuardValue {}

  record Bool(GuardValuePath path, boolean value) implements GuardValue {}

  record Null(GuardValuePath path) implements GuardValue {}

  record Lst(GuardValuePath path, List<GuardValue> items) implements GuardValue {}

  /** Keys keep their document order. */
  record Struct(GuardValuePath path, Map<String, GuardValue> entries) implements GuardValue {}

  record Regex(GuardValuePath path, String source, com.google.re2j.Pattern pattern) implements GuardValue {}

  /** {@code r[1,10)}: bounds are Int, Flt or Str (chars); each end inclusive or not. */
  record Range(GuardValuePath path, GuardValue lower, GuardValue upper, boolean lowerInclusive, boolean upperInclusive)
      implements GuardValue {}

  /** cfn-guard's type names, used in its messages. */
  static String typeName(GuardValue v) {
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

  static boolean isScalar(GuardValue v) {
    return !(v instanceof Lst) && !(v instanceof Struct);
  }
}
