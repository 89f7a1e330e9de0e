package dev.cairn.engine.builtins.schema;

import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;

/**
 * One JSON Schema violation, in the shape json.match_schema reports (gojsonschema's): the
 * keyword's error type, the field ("(root)" or a dotted path such as {@code a.0.b}) and a
 * description; {@code error} joins the last two.
 */
record SchemaError(String type, String field, String desc) {
  ObjectValue toValue() {
    return ObjectValue.builder()
        .put(StringValue.of("error"), StringValue.of(field + ": " + desc))
        .put(StringValue.of("type"), StringValue.of(type))
        .put(StringValue.of("field"), StringValue.of(field))
        .put(StringValue.of("desc"), StringValue.of(desc))
        .build();
  }
}
