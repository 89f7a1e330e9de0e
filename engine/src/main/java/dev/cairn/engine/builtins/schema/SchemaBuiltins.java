package dev.cairn.engine.builtins.schema;

import static dev.cairn.engine.builtins.Type.BOOLEAN;
import static dev.cairn.engine.builtins.Type.STRING;

import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.gocompat.GoJson;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * json.verify_schema and json.match_schema. Schemas and documents are JSON text or objects;
 * objects are taken as their JSON (sets become arrays), as OPA hands them to its validator.
 * A bad schema is {@code [false, message]} for verify_schema and an error for match_schema.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class SchemaBuiltins {
  private static final Type TEXT_OR_OBJECT = Type.anyOf(STRING, Type.ANY_OBJECT);

  private SchemaBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(Builtin.function("json.verify_schema",
        FunctionDecl.of(Type.ANY_ARRAY, TEXT_OR_OBJECT), SchemaBuiltins::verify));
    r.add(Builtin.function("json.match_schema",
        FunctionDecl.of(Type.ANY_ARRAY, TEXT_OR_OBJECT, TEXT_OR_OBJECT), SchemaBuiltins::match));
  }

  private static Value verify(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    try {
      JsonSchema.compile(json(a, 0));
      return ArrayValue.of(BooleanValue.TRUE, NullValue.NULL);
    } catch (JsonSchema.SchemaCompileException e) {
      return ArrayValue.of(BooleanValue.FALSE, StringValue.of(e.getMessage()));
    } catch (BuiltinException e) {
      if (e.code().equals(dev.cairn.engine.ErrorCodes.EVAL_TYPE)) {
        throw e;
      }
      return ArrayValue.of(BooleanValue.FALSE, StringValue.of(e.getMessage()));
    }
  }

  private static Value match(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    Value document = json(a, 0);
    JsonSchema schema;
    try {
      schema = JsonSchema.compile(json(a, 1));
    } catch (JsonSchema.SchemaCompileException e) {
      throw BuiltinException.error(e.getMessage());
    }
    List<Value> errors = new ArrayList<>();
    for (SchemaError e : schema.validate(document)) {
      errors.add(e.toValue());
    }
    return ArrayValue.of(BooleanValue.of(errors.isEmpty()), ArrayValue.of(errors));
  }

  /** Argument {@code i} as a JSON value: text parsed, an object through its JSON form. */
  private static Value json(List<Value> a, int i) throws BuiltinException {
    Value v = a.get(i);
    if (v instanceof StringValue s) {
      return GoJson.unmarshal(s.value());
    }
    if (v instanceof ObjectValue) {
      return Json.parse(GoJson.marshal(v));
    }
    throw BuiltinException.operand(i, "one of {object, string}", v);
  }
}
