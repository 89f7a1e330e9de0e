package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static dev.cairn.engine.builtins.Calls.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import org.junit.jupiter.api.Test;

class SchemaBuiltinsTest {
  private static final Value PERSON = json("{'type': 'object',"
      + " 'properties': {'name': {'type': 'string', 'minLength': 2},"
      + "   'age': {'type': 'integer', 'minimum': 0},"
      + "   'tags': {'type': 'array', 'items': {'enum': ['a', 'b']}, 'uniqueItems': true}},"
      + " 'required': ['name'], 'additionalProperties': false}");

  private static Value match(String doc) throws BuiltinException {
    return call("json.match_schema", json(doc), PERSON);
  }

  @Test
  void verifySchemaAcceptsGoodSchemasAsTextOrObject() throws Exception {
    assertThat(call("json.verify_schema", PERSON)).isEqualTo(json("[true, null]"));
    assertThat(call("json.verify_schema", StringValue.of("{\"type\": \"string\"}")))
        .isEqualTo(json("[true, null]"));
  }

  @Test
  void verifySchemaReportsWhatIsWrong() throws Exception {
    assertThat(call("json.verify_schema", json("{'type': 'strin'}"))).isEqualTo(ArrayValue.of(
        BooleanValue.FALSE, StringValue.of("has a primitive type that is NOT VALID -- given: strin"
            + " Expected valid values are:[array boolean integer number null object string]")));
    assertThat(((ArrayValue) call("json.verify_schema", json("{'minLength': 'x'}"))).get(1))
        .isEqualTo(StringValue.of("minLength must be of an integer"));
    assertThat(((ArrayValue) call("json.verify_schema", StringValue.of("{"))).get(0))
        .isEqualTo(BooleanValue.FALSE);
    assertThat(((ArrayValue) call("json.verify_schema", json("{'$ref': '#/definitions/nope'}"))).get(0))
        .isEqualTo(BooleanValue.FALSE);
  }

  @Test
  void matchingDocumentHasNoErrors() throws Exception {
    assertThat(match("{'name': 'alice', 'age': 3, 'tags': ['a']}")).isEqualTo(json("[true, []]"));
    assertThat(call("json.match_schema", StringValue.of("{\"name\": \"bo\"}"), PERSON))
        .isEqualTo(json("[true, []]"));
  }

  @Test
  void violationsAreReportedAsGojsonschemaWordsThem() throws Exception {
    assertThat(match("{'age': -1, 'extra': 1}")).isEqualTo(json("[false, ["
        + "{'error': '(root): name is required', 'type': 'required', 'field': '(root)', 'desc': 'name is required'},"
        + "{'error': 'age: Must be greater than or equal to 0', 'type': 'number_gte', 'field': 'age',"
        + " 'desc': 'Must be greater than or equal to 0'},"
        + "{'error': '(root): Additional property extra is not allowed', 'type': 'additional_property_not_allowed',"
        + " 'field': '(root)', 'desc': 'Additional property extra is not allowed'}]]"));
    assertThat(match("{'name': 5}")).isEqualTo(json("[false, [{'error': 'name: Invalid type. Expected: string, given: integer',"
        + " 'type': 'invalid_type', 'field': 'name', 'desc': 'Invalid type. Expected: string, given: integer'}]]"));
    ArrayValue errors = (ArrayValue) ((ArrayValue) match("{'name': 'x', 'tags': ['c', 'a', 'a']}")).get(1);
    assertThat(errors.items()).extracting(e -> ((dev.cairn.engine.value.ObjectValue) e).get("error"))
        .containsExactly(
            StringValue.of("name: String length must be greater than or equal to 2"),
            StringValue.of("tags.0: tags.0 must be one of the following: \"a\", \"b\""),
            StringValue.of("tags: array items[1,2] must be unique"));
  }

  @Test
  void combinatorsAndReferences() throws Exception {
    Value schema = json("{'definitions': {'pos': {'type': 'number', 'exclusiveMinimum': 0}},"
        + " 'anyOf': [{'$ref': '#/definitions/pos'}, {'type': 'string', 'pattern': '^[a-z]+$'}]}");
    assertThat(call("json.match_schema", StringValue.of("3"), schema).toString()).startsWith("[true");
    assertThat(call("json.match_schema", StringValue.of("\"abc\""), schema).toString()).startsWith("[true");
    Value bad = call("json.match_schema", StringValue.of("\"ABC\""), schema);
    assertThat(bad.toString()).contains("number_any_of").contains("Does not match pattern '^[a-z]+$'");
  }

  @Test
  void badSchemaIsAnErrorForMatchSchema() {
    assertThat(error("json.match_schema", json("{}"), json("{'type': 1}")).getMessage())
        .isEqualTo("Invalid type. Expected: string/array of strings, given: type");
  }

  @Test
  void setsAreMatchedAsArrays() throws Exception {
    Value doc = json("{'name': 'al'}");
    Value schema = json("{'properties': {'s': {'type': 'array', 'maxItems': 1}}}");
    Value withSet = dev.cairn.engine.value.ObjectValue.builder()
        .put(StringValue.of("s"), dev.cairn.engine.value.SetValue.of(json("1"), json("2"))).build();
    assertThat(call("json.match_schema", doc, schema)).isEqualTo(json("[true, []]"));
    assertThat(call("json.match_schema", withSet, schema).toString()).contains("array_max_items");
  }

  @Test
  void numericBoundsInBothDraftForms() throws Exception {
    Value draft7 = json("{'exclusiveMaximum': 10, 'minimum': 1, 'multipleOf': 2}");
    Value draft4 = json("{'maximum': 10, 'exclusiveMaximum': true}");
    assertThat(call("json.match_schema", StringValue.of("10"), draft7).toString())
        .contains("Must be less than 10").doesNotContain("multiple");
    assertThat(call("json.match_schema", StringValue.of("0.5"), draft7).toString())
        .contains("Must be greater than or equal to 1").contains("Must be a multiple of 2");
    assertThat(call("json.match_schema", StringValue.of("10"), draft4).toString())
        .contains("number_lt");
    assertThat(call("json.match_schema", StringValue.of("9"), draft4)).isEqualTo(json("[true, []]"));
  }
}
