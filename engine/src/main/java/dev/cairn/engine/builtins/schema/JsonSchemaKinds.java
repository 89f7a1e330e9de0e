package dev.cairn.engine.builtins.schema;

import com.google.re2j.Pattern;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.gocompat.GoRegexp;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/** The JSON Schema keywords of each kind of value: objects, arrays, strings and numbers. */
final class JsonSchemaKinds {
  private JsonSchemaKinds() {}

  static void object(JsonSchema js, ObjectValue s, ObjectValue o, String field,
      List<SchemaError> out, int depth) {
    bounds(s, "Properties", o.size(), field, out, "array_min_properties",
        "Must have at least %d properties", "array_max_properties", "Must have at most %d properties");
    if (s.get("required") instanceof ArrayValue required) {
      for (Value r : required.items()) {
        if (r instanceof StringValue name && o.get(name) == null) {
          out.add(new SchemaError("required", field, name.value() + " is required"));
        }
      }
    }
    ObjectValue props = s.get("properties") instanceof ObjectValue p ? p : ObjectValue.EMPTY;
    ObjectValue patterns =
        s.get("patternProperties") instanceof ObjectValue p ? p : ObjectValue.EMPTY;
    Value additional = s.get("additionalProperties");
    for (Value key : o.sortedKeys()) {
      String k = key instanceof StringValue str ? str.value() : key.toString();
      String child = JsonSchema.child(field, k);
      Value value = o.get(key);
      boolean matched = props.get(key) != null;
      if (matched) {
        js.sub(props.get(key), value, child, out, depth);
      }
      for (Map.Entry<Value, Value> pp : patterns.entries().entrySet()) {
        if (pp.getKey() instanceof StringValue re && find(re.value(), k)) {
          matched = true;
          js.sub(pp.getValue(), value, child, out, depth);
        }
      }
      if (!matched && additional instanceof BooleanValue b && !b.value()) {
        out.add(new SchemaError("additional_property_not_allowed", field,
            "Additional property " + k + " is not allowed"));
      } else if (!matched && additional instanceof ObjectValue) {
        js.sub(additional, value, child, out, depth);
      }
      Value names = s.get("propertyNames");
      if (names != null) {
        List<SchemaError> errors = new java.util.ArrayList<>();
        js.sub(names, StringValue.of(k), field, errors, depth);
        if (!errors.isEmpty()) {
          out.add(new SchemaError("invalid_property_name", field,
              "Property \"" + k + "\" does not match pattern"));
        }
      }
    }
    if (s.get("dependencies") instanceof ObjectValue deps) {
      for (Map.Entry<Value, Value> d : deps.entries().entrySet()) {
        if (o.get(d.getKey()) == null) {
          continue;
        }
        if (d.getValue() instanceof ArrayValue needed) {
          for (Value n : needed.items()) {
            if (o.get(n) == null) {
              out.add(new SchemaError("missing_dependency", field,
                  "Has a dependency on " + ((StringValue) n).value()));
            }
          }
        } else {
          js.sub(d.getValue(), o, field, out, depth);
        }
      }
    }
  }

  static void array(JsonSchema js, ObjectValue s, ArrayValue a, String field,
      List<SchemaError> out, int depth) {
    Value items = s.get("items");
    if (items instanceof ArrayValue tuple) {
      for (int i = 0; i < a.size() && i < tuple.size(); i++) {
        js.sub(tuple.get(i), a.get(i), JsonSchema.child(field, Integer.toString(i)), out, depth);
      }
      Value extra = s.get("additionalItems");
      if (a.size() > tuple.size()) {
        if (extra instanceof BooleanValue b && !b.value()) {
          out.add(new SchemaError("array_no_additional_items", field, "No additional items allowed on array"));
        } else if (extra instanceof ObjectValue) {
          for (int i = tuple.size(); i < a.size(); i++) {
            js.sub(extra, a.get(i), JsonSchema.child(field, Integer.toString(i)), out, depth);
          }
        }
      }
    } else if (items != null) {
      for (int i = 0; i < a.size(); i++) {
        js.sub(items, a.get(i), JsonSchema.child(field, Integer.toString(i)), out, depth);
      }
    }
    bounds(s, "Items", a.size(), field, out, "array_min_items",
        "Array must have at least %d items", "array_max_items", "Array must have at most %d items");
    if (s.get("uniqueItems") instanceof BooleanValue u && u.value()) {
      Map<Value, Integer> seen = new java.util.HashMap<>();
      for (int j = 0; j < a.size(); j++) {
        Integer i = seen.putIfAbsent(a.get(j), j);
        if (i != null) {
          out.add(new SchemaError("unique", field, "array items[" + i + "," + j + "] must be unique"));
          break;
        }
      }
    }
    Value contains = s.get("contains");
    if (contains != null) {
      boolean any = false;
      for (Value item : a.items()) {
        List<SchemaError> errors = new java.util.ArrayList<>();
        js.sub(contains, item, field, errors, depth);
        any |= errors.isEmpty();
      }
      if (!any) {
        out.add(new SchemaError("contains", field, "At least one of the items must match"));
      }
    }
  }

  static void string(ObjectValue s, String v, String field, List<SchemaError> out) {
    bounds(s, "Length", v.codePointCount(0, v.length()), field, out, "string_gte",
        "String length must be greater than or equal to %d", "string_lte",
        "String length must be less than or equal to %d");
    if (s.get("pattern") instanceof StringValue p && !find(p.value(), v)) {
      out.add(new SchemaError("pattern", field, "Does not match pattern '" + p.value() + "'"));
    }
    if (s.get("format") instanceof StringValue f && !SchemaFormats.matches(f.value(), v)) {
      out.add(new SchemaError("format", field, "Does not match format '" + f.value() + "'"));
    }
  }

  static void number(ObjectValue s, NumberValue n, String field, List<SchemaError> out) {
    BigDecimal v = n.toBigDecimal();
    if (s.get("multipleOf") instanceof NumberValue m && m.signum() > 0
        && v.remainder(m.toBigDecimal()).signum() != 0) {
      out.add(new SchemaError("multiple_of", field, "Must be a multiple of " + m));
    }
    limit(s, v, 1, field, out);
    limit(s, v, -1, field, out);
  }

  /**
   * maximum and exclusiveMaximum (sign 1) or minimum and exclusiveMinimum (sign -1), the
   * exclusive bound as a number (drafts 6 and 7) or as a flag on the inclusive one (draft 4).
   */
  private static void limit(ObjectValue s, BigDecimal v, int sign, String field, List<SchemaError> out) {
    String than = sign > 0 ? "less than " : "greater than ";
    String strictType = sign > 0 ? "number_lt" : "number_gt";
    Value exclusive = s.get(sign > 0 ? "exclusiveMaximum" : "exclusiveMinimum");
    if (s.get(sign > 0 ? "maximum" : "minimum") instanceof NumberValue m) {
      boolean strict = exclusive instanceof BooleanValue b && b.value();
      int c = v.compareTo(m.toBigDecimal()) * sign;
      if (strict ? c >= 0 : c > 0) {
        out.add(strict
            ? new SchemaError(strictType, field, "Must be " + than + m)
            : new SchemaError(sign > 0 ? "number_lte" : "number_gte", field,
                "Must be " + than + "or equal to " + m));
      }
    }
    if (exclusive instanceof NumberValue m && v.compareTo(m.toBigDecimal()) * sign >= 0) {
      out.add(new SchemaError(strictType, field, "Must be " + than + m));
    }
  }

  /** min{what} and max{what}: the size must lie within them. */
  private static void bounds(ObjectValue s, String what, int size, String field,
      List<SchemaError> out, String minType, String minText, String maxType, String maxText) {
    Integer min = count(s, "min" + what);
    if (min != null && size < min) {
      out.add(new SchemaError(minType, field, String.format(minText, min)));
    }
    Integer max = count(s, "max" + what);
    if (max != null && size > max) {
      out.add(new SchemaError(maxType, field, String.format(maxText, max)));
    }
  }

  /** A non-negative integer keyword's value, or null when absent. */
  private static Integer count(ObjectValue s, String key) {
    if (s.get(key) instanceof NumberValue n && n.intValueExact().isPresent()) {
      return n.intValueExact().getAsInt();
    }
    return null;
  }

  /** Whether the (already checked) RE2 pattern matches anywhere in {@code s}. */
  private static boolean find(String regex, String s) {
    try {
      Pattern p = GoRegexp.compile(regex);
      return p.matcher(s).find();
    } catch (BuiltinException e) {
      return false;
    }
  }
}
