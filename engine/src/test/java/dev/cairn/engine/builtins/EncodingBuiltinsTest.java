package dev.cairn.engine.builtins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import java.util.List;
import org.junit.jupiter.api.Test;

class EncodingBuiltinsTest {
  private final ClockedJsonCalls ctx = new ClockedJsonCalls();

  @Test
  void base64RoundTripsAndReportsGoOffsets() throws Exception {
    assertThat(ctx.json("base64.encode", "\"subjects?_d\"")).isEqualTo("\"c3ViamVjdHM/X2Q=\"");
    assertThat(ctx.json("base64.decode", "\"c3ViamVjdHM/X2Q=\"")).isEqualTo("\"subjects?_d\"");
    assertThat(ctx.json("base64.decode", "\"aGVs\\nbG8=\"")).isEqualTo("\"hello\"");
    assertThat(ctx.json("base64.is_valid", "\"{'not':'base64'}\"")).isEqualTo("false");
    assertThat(ctx.json("base64.is_valid", "1")).isEqualTo("false");
    assertThatThrownBy(() -> ctx.call("base64.decode", "\"invalid\""))
        .hasMessage("illegal base64 data at input byte 4");
    assertThatThrownBy(() -> ctx.call("base64.decode", "\"aGVsbG8=x\""))
        .hasMessage("illegal base64 data at input byte 8");
  }

  @Test
  void base64urlAcceptsMissingPadding() throws Exception {
    assertThat(ctx.json("base64url.decode", "\"aGVsbG8\"")).isEqualTo("\"hello\"");
    assertThat(ctx.json("base64url.encode_no_pad", "\"hello\"")).isEqualTo("\"aGVsbG8\"");
    assertThat(ctx.json("base64url.encode", "\"hello\"")).isEqualTo("\"aGVsbG8=\"");
    assertThatThrownBy(() -> ctx.call("base64url.decode", "\"a\""))
        .hasMessage("illegal base64url string: a");
  }

  @Test
  void hexUsesGoErrors() throws Exception {
    assertThat(ctx.json("hex.encode", "\"lorem ipsum\"")).isEqualTo("\"6c6f72656d20697073756d\"");
    assertThat(ctx.json("hex.decode", "\"6c6f72656d20697073756d\"")).isEqualTo("\"lorem ipsum\"");
    assertThatThrownBy(() -> ctx.call("hex.decode", "\"fghijkl\""))
        .hasMessage("encoding/hex: invalid byte: U+0067 'g'");
    assertThatThrownBy(() -> ctx.call("hex.decode", "\"abc\""))
        .hasMessage("encoding/hex: odd length hex string");
  }

  @Test
  void urlQueryFollowsGo() throws Exception {
    assertThat(ctx.json("urlquery.encode", "\"a=b+1 ~*\"")).isEqualTo("\"a%3Db%2B1+~%2A\"");
    assertThat(ctx.json("urlquery.decode", "\"a%3Db%2B1+x\"")).isEqualTo("\"a=b+1 x\"");
    assertThatThrownBy(() -> ctx.call("urlquery.decode", "\"%zz\""))
        .hasMessage("invalid URL escape \"%zz\"");
    assertThat(ctx.json("urlquery.encode_object", "{\"c\": \"d\", \"a\": [\"b+1\", \"c\"]}"))
        .isEqualTo("\"a=b%2B1&a=c&c=d\"");
    assertThat(ctx.callValues("urlquery.encode_object",
            List.of(ObjectValue.builder().put("a", SetValue.of(new StringValue("x"))).build())))
        .isEqualTo(new StringValue("a=x"));
    assertThatThrownBy(() -> ctx.call("urlquery.encode_object", "{\"a\": 1}"))
        .hasMessageContaining("values must be string, array[string], or set[string]");
    assertThat(ctx.json("urlquery.decode_object", "\"a=1&b&a=2\""))
        .isEqualTo("{\"a\":[\"1\",\"2\"],\"b\":[\"\"]}");
  }

  @Test
  void jsonMarshalIsGoCompactWithHtmlEscapes() throws Exception {
    assertThat(ctx.callValues("json.marshal", List.of(ArrayValue.of(ObjectValue.builder()
            .put("foo", SetValue.of(NumberValue.of(3), NumberValue.of(1))).build()))))
        .isEqualTo(new StringValue("[{\"foo\":[1,3]}]"));
    assertThat(ctx.call("json.marshal", "\"<a&b>\\u0001\\u2028\""))
        .isEqualTo(new StringValue("\"\\u003ca\\u0026b\\u003e\\u0001\\u2028\""));
  }

  @Test
  void marshalWithOptionsIndentsLikeMarshalIndent() throws Exception {
    assertThat(ctx.call("json.marshal_with_options", "{\"b\": [1, {}], \"a\": []}",
            "{\"prefix\": \"--\", \"indent\": \"  \"}"))
        .isEqualTo(new StringValue(
            "--{\n--  \"a\": [],\n--  \"b\": [\n--    1,\n--    {}\n--  ]\n--}"));
    assertThat(ctx.call("json.marshal_with_options", "[1]", "{\"pretty\": true}"))
        .isEqualTo(new StringValue("[\n\t1\n]"));
    assertThat(ctx.call("json.marshal_with_options", "[1]", "{\"indent\": \" \", \"pretty\": false}"))
        .isEqualTo(new StringValue("[1]"));
    assertThatThrownBy(() -> ctx.call("json.marshal_with_options", "[1]", "{\"bad\": 1}"))
        .hasMessageContaining("unknown key bad");
  }

  @Test
  void jsonUnmarshalAndValidity() throws Exception {
    assertThat(ctx.json("json.unmarshal", "\"[{\\\"foo\\\":[1,2,3]}]\""))
        .isEqualTo("[{\"foo\":[1,2,3]}]");
    assertThat(ctx.json("json.is_valid", "\"{\"")).isEqualTo("false");
    assertThat(ctx.json("json.is_valid", "1")).isEqualTo("false");
    assertThatThrownBy(() -> ctx.call("json.unmarshal", "\"\""))
        .hasMessage("unexpected end of JSON input");
    assertThatThrownBy(() -> ctx.call("json.unmarshal", "\"e\""))
        .hasMessageStartingWith("invalid character");
    assertThatThrownBy(() -> ctx.call("json.unmarshal", "1"))
        .hasMessage("operand 1 must be string but got number");
  }

  @Test
  void yamlUnmarshalReadsPlainScalarsAsYaml11() throws Exception {
    assertThat(ctx.json("yaml.unmarshal", "\"a: yes\\nb: Off\\nc: 0777\\nd: 0x1F\\ne: 1_000\\nf: 1.5e3\\ng: ~\\n"
        + "h: '0777'\\ni: 08\\nj: v1\\nk: 18446744073709551615\""))
        .isEqualTo("{\"a\":true,\"b\":false,\"c\":511,\"d\":31,\"e\":1000,\"f\":1500,\"g\":null,"
            + "\"h\":\"0777\",\"i\":8,\"j\":\"v1\",\"k\":18446744073709551615}");
  }

  @Test
  void absurdlyDeepYamlIsAnErrorNotACrash() {
    String deep = "[".repeat(500_000);
    assertThatThrownBy(() -> ctx.callValues("yaml.unmarshal", List.of(new StringValue(deep))))
        .isInstanceOf(BuiltinException.class);
  }

  @Test
  void yamlRoundTripsAndReportsLines() throws Exception {
    String yaml = ((StringValue) ctx.call("yaml.marshal", "[{\"foo\": [1, 2], \"bar\": \"true\"}]")).value();
    assertThat(yaml).isEqualTo("- bar: \"true\"\n  foo:\n  - 1\n  - 2\n");
    assertThat(ctx.json("yaml.marshal", "{\"a\": \"yes\", \"b\": \"x: y\", \"c\": \"plain\", \"d\": \"012\", \"e\": \"l1\\nl2\"}"))
        .isEqualTo("\"a: \\\"yes\\\"\\nb: 'x: y'\\nc: plain\\nd: \\\"012\\\"\\ne: |-\\n  l1\\n  l2\\n\"");
    assertThat(ctx.json("yaml.unmarshal", new StringValue(yaml).toString()))
        .isEqualTo("[{\"bar\":\"true\",\"foo\":[1,2]}]");
    assertThat(ctx.json("yaml.is_valid", "\"foo:\\n - baz: {\"")).isEqualTo("false");
    assertThat(ctx.json("yaml.is_valid", "1")).isEqualTo("false");
    assertThatThrownBy(() -> ctx.call("yaml.unmarshal", "\"[1,2,3\""))
        .hasMessageStartingWith("yaml: line 1:");
  }
}
