package dev.cairn.engine.builtins.schema;

import dev.cairn.engine.builtins.gocompat.GoJson;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A JSON Schema (drafts 4, 6 and 7, as gojsonschema reads them, which OPA uses): checked once
 * when built, then applied to documents. Violations are reported in gojsonschema's order and
 * words: the type first (a wrong type ends the checks of that value), then the combinators
 * ({@code allOf}, {@code anyOf}, {@code oneOf}, {@code not}, {@code if}), then {@code const} and
 * {@code enum}, then the keywords of the value's kind. {@code $ref} resolves JSON pointers within
 * the schema; remote references are refused.
 */
final class JsonSchema {
  static final String ROOT = "(root)";
  private static final Set<String> TYPES =
      Set.of("array", "boolean", "integer", "number", "null", "object", "string");
  private static final int MAX_REF_DEPTH = 100;

  private final Value root;

  private JsonSchema(Value root) {
    this.root = root;
  }

  /** Checks the schema's structure; the message says what is wrong, as gojsonschema does. */
  static JsonSchema compile(Value schema) throws SchemaCompileException {
    JsonSchemaChecker.check(schema, schema);
    return new JsonSchema(schema);
  }

  /** Thrown for a schema that cannot be used. */
  static final class SchemaCompileException extends Exception {
    SchemaCompileException(String message) {
      super(message, null, false, false);
    }
  }

  List<SchemaError> validate(Value document) {
    List<SchemaError> out = new ArrayList<>();
    validate(root, document, ROOT, out, 0);
    return out;
  }

  private void validate(Value schema, Value v, String field, List<SchemaError> out, int depth) {
    if (schema instanceof BooleanValue b) {
      if (!b.value()) {
        out.add(new SchemaError("false", field, "False always fails validation"));
      }
      return;
    }
    if (!(schema instanceof ObjectValue s)) {
      return;
    }
    if (s.get("$ref") instanceof StringValue ref) {
      Value target = JsonSchemaChecker.resolve(root, ref.value());
      if (target != null && depth < MAX_REF_DEPTH) {
        validate(target, v, field, out, depth + 1);
      }
      return;
    }
    if (!typeMatches(s.get("type"), v)) {
      out.add(new SchemaError("invalid_type", field, "Invalid type. Expected: "
          + expected(s.get("type")) + ", given: " + typeOf(v)));
      return;
    }
    combinators(s, v, field, out, depth);
    Value c = s.get("const");
    if (c != null && !c.equals(v)) {
      out.add(new SchemaError("const", field, field + " does not match: " + GoJson.marshal(c)));
    }
    if (s.get("enum") instanceof ArrayValue e && !e.items().contains(v)) {
      List<String> allowed = new ArrayList<>();
      e.items().forEach(x -> allowed.add(GoJson.marshal(x)));
      out.add(new SchemaError("enum", field,
          field + " must be one of the following: " + String.join(", ", allowed)));
    }
    if (v instanceof ObjectValue o) {
      JsonSchemaKinds.object(this, s, o, field, out, depth);
    } else if (v instanceof ArrayValue a) {
      JsonSchemaKinds.array(this, s, a, field, out, depth);
    } else if (v instanceof StringValue str) {
      JsonSchemaKinds.string(s, str.value(), field, out);
    } else if (v instanceof NumberValue n) {
      JsonSchemaKinds.number(s, n, field, out);
    }
  }

  /** Validates {@code v} against a subschema; its errors go to {@code out}. */
  void sub(Value schema, Value v, String field, List<SchemaError> out, int depth) {
    validate(schema, v, field, out, depth + 1);
  }

  private List<SchemaError> trial(Value schema, Value v, String field, int depth) {
    List<SchemaError> errors = new ArrayList<>();
    validate(schema, v, field, errors, depth + 1);
    return errors;
  }

  private void combinators(ObjectValue s, Value v, String field, List<SchemaError> out, int depth) {
    if (s.get("anyOf") instanceof ArrayValue any) {
      List<SchemaError> best = null;
      boolean ok = false;
      for (Value sub : any.items()) {
        List<SchemaError> errors = trial(sub, v, field, depth);
        if (errors.isEmpty()) {
          ok = true;
          break;
        }
        if (closer(errors, best, field)) {
          best = errors;
        }
      }
      if (!ok) {
        out.add(new SchemaError("number_any_of", field, "Must validate at least one schema (anyOf)"));
        out.addAll(best == null ? List.of() : best);
      }
    }
    if (s.get("oneOf") instanceof ArrayValue one) {
      int valid = 0;
      List<SchemaError> best = null;
      for (Value sub : one.items()) {
        List<SchemaError> errors = trial(sub, v, field, depth);
        if (errors.isEmpty()) {
          valid++;
        } else if (closer(errors, best, field)) {
          best = errors;
        }
      }
      if (valid != 1) {
        out.add(new SchemaError("number_one_of", field, "Must validate one and only one schema (oneOf)"));
        if (valid == 0 && best != null) {
          out.addAll(best);
        }
      }
    }
    if (s.get("allOf") instanceof ArrayValue all) {
      boolean ok = true;
      for (Value sub : all.items()) {
        List<SchemaError> errors = trial(sub, v, field, depth);
        ok &= errors.isEmpty();
        out.addAll(errors);
      }
      if (!ok) {
        out.add(new SchemaError("number_all_of", field, "Must validate all the schemas (allOf)"));
      }
    }
    Value not = s.get("not");
    if (not != null && trial(not, v, field, depth).isEmpty()) {
      out.add(new SchemaError("number_not", field, "Must not validate the schema (not)"));
    }
    Value cond = s.get("if");
    if (cond != null) {
      boolean holds = trial(cond, v, field, depth).isEmpty();
      Value branch = s.get(holds ? "then" : "else");
      if (branch != null) {
        List<SchemaError> errors = trial(branch, v, field, depth);
        if (!errors.isEmpty()) {
          out.addAll(errors);
          out.add(holds
              ? new SchemaError("condition_then", field, "Must validate \"then\" as \"if\" was valid")
              : new SchemaError("condition_else", field, "Must validate \"else\" as \"if\" was not valid"));
        }
      }
    }
  }

  /**
   * Whether a failed alternative is a closer match than the best so far, the one whose errors
   * are reported: one of the right type beats one of the wrong type, then fewer errors win.
   */
  private static boolean closer(List<SchemaError> errors, List<SchemaError> best, String field) {
    if (best == null) {
      return true;
    }
    boolean wrongType = wrongType(errors, field);
    if (wrongType != wrongType(best, field)) {
      return !wrongType;
    }
    return errors.size() < best.size();
  }

  private static boolean wrongType(List<SchemaError> errors, String field) {
    return errors.size() == 1 && errors.get(0).type().equals("invalid_type")
        && errors.get(0).field().equals(field);
  }

  static String child(String field, String key) {
    return field.equals(ROOT) ? key : field + "." + key;
  }

  private static boolean typeMatches(Value type, Value v) {
    if (type instanceof StringValue t) {
      return isType(t.value(), v);
    }
    if (type instanceof ArrayValue ts) {
      for (Value t : ts.items()) {
        if (t instanceof StringValue name && isType(name.value(), v)) {
          return true;
        }
      }
      return ts.size() == 0;
    }
    return true;
  }

  private static boolean isType(String type, Value v) {
    String actual = typeOf(v);
    return type.equals(actual) || (type.equals("number") && actual.equals("integer"));
  }

  private static String expected(Value type) {
    if (type instanceof ArrayValue ts) {
      List<String> names = new ArrayList<>();
      ts.items().forEach(t -> names.add(((StringValue) t).value()));
      return names.size() == 1 ? names.get(0) : "[" + String.join(",", names) + "]";
    }
    return ((StringValue) type).value();
  }

  /** gojsonschema's type of a value: numbers without a fraction are integers. */
  static String typeOf(Value v) {
    if (v instanceof NullValue) {
      return "null";
    } else if (v instanceof BooleanValue) {
      return "boolean";
    } else if (v instanceof NumberValue n) {
      return n.isInteger() ? "integer" : "number";
    } else if (v instanceof StringValue) {
      return "string";
    } else if (v instanceof ArrayValue) {
      return "array";
    }
    return "object";
  }

  static boolean isTypeName(String s) {
    return TYPES.contains(s);
  }
}
