package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.JsonTextCalls.call;
import static dev.cairn.engine.builtins.JsonTextCalls.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import dev.cairn.engine.value.Json;
import org.junit.jupiter.api.Test;

class TypeBuiltinsTest {
  @Test
  void typeTestsDistinguishEveryType() throws Exception {
    assertThat(json("is_number", "-42.0")).isEqualTo("true");
    assertThat(json("is_number", "\"1\"")).isEqualTo("false");
    assertThat(json("is_array", "[]")).isEqualTo("true");
    assertThat(call("is_array", SetValue.EMPTY).toString()).isEqualTo("false");
    assertThat(call("is_set", SetValue.EMPTY).toString()).isEqualTo("true");
    assertThat(json("is_null", "null")).isEqualTo("true");
    assertThat(json("type_name", "{}")).isEqualTo("\"object\"");
    assertThat(call("type_name", SetValue.EMPTY).toString()).isEqualTo("\"set\"");
  }

  @Test
  void toNumberConvertsLikeOpa() throws Exception {
    // the number keeps the string's text, as OPA's json.Number does (json.marshal shows -42.0)
    assertThat(json("to_number", "\"-42.0\"")).isEqualTo("-42.0");
    assertThat(json("to_number", "\"+1.5e2\"")).isEqualTo("1.5e2");
    assertThat(json("to_number", "true")).isEqualTo("1");
    assertThat(json("to_number", "null")).isEqualTo("0");
    assertThatThrownBy(() -> json("to_number", "\"broken\""))
        .hasMessage("strconv.ParseFloat: parsing \"broken\": invalid syntax");
    assertThatThrownBy(() -> json("to_number", "\"-Inf\""))
        .hasMessage("operand 1 must be valid number string but got string");
    assertThatThrownBy(() -> json("to_number", "\"1e400\""))
        .hasMessage("strconv.ParseFloat: parsing \"1e400\": value out of range");
  }

  @Test
  void castsCheckTypes() throws Exception {
    Value set = SetValue.of(Json.parse("3"), Json.parse("1"));
    assertThat(call("cast_array", set).toString()).isEqualTo("[1,3]");
    assertThat(json("cast_set", "[1,1,2]")).isEqualTo("[1,2]");
    assertThat(json("cast_object", "{}")).isEqualTo("{}");
    assertThatThrownBy(() -> json("cast_array", "\"hello\""))
        .hasMessage("operand 1 must be one of {array, set} but got string");
    assertThatThrownBy(() -> json("cast_boolean", "1"))
        .isInstanceOf(BuiltinException.class)
        .satisfies(e -> assertThat(((BuiltinException) e).code()).isEqualTo(ErrorCodes.EVAL_TYPE))
        .hasMessage("operand 1 must be boolean but got number");
  }
}
