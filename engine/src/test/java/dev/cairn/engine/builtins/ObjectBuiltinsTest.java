package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static dev.cairn.engine.builtins.Calls.json;
import static dev.cairn.engine.builtins.Calls.set;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import org.junit.jupiter.api.Test;

class ObjectBuiltinsTest {
  private static final Value TWO = NumberValue.of(2);

  private static Value keyed(Value key, Value value) {
    return ObjectValue.builder().put(key, value).build();
  }

  @Test
  void getByKeyOrPathReturnsTheValueItself() throws Exception {
    ObjectValue doc = (ObjectValue) json("{'a': {'b': [{'c': 1}]}}");
    assertThat(call("object.get", doc, StringValue.of("a"), TWO)).isSameAs(doc.get("a"));
    assertThat(call("object.get", doc, StringValue.of("x"), TWO)).isSameAs(TWO);
    assertThat(call("object.get", doc, json("[]"), TWO)).isSameAs(doc);
    assertThat(call("object.get", doc, json("['a', 'b', 0, 'c']"), TWO))
        .isEqualTo(NumberValue.of(1));
    assertThat(call("object.get", doc, json("['a', 'b', 'a']"), TWO)).isSameAs(TWO);
    assertThat(call("object.get", keyed(NumberValue.of(1), TWO), NumberValue.of(1), json("3")))
        .isEqualTo(TWO);
    assertThat(error("object.get", StringValue.of("o"), json("['a']"), TWO).getMessage())
        .isEqualTo("operand 1 must be object but got string");
  }

  @Test
  void keysAreASetOfTheKeys() throws Exception {
    assertThat(call("object.keys", json("{'a':1,'b':2}"))).isEqualTo(set("['a','b']"));
    assertThat(call("object.keys", keyed(json("['a']"), TWO))).isEqualTo(set(json("['a']")));
    assertThat(call("object.keys", json("{}"))).isEqualTo(set());
  }

  @Test
  void removeAndFilterTakeKeysAsArraySetOrObject() throws Exception {
    Value doc = json("{'a': 1, 'b': {'c': 3}, 'd': 4}");
    assertThat(call("object.remove", doc, set("['b', 'd']"))).isEqualTo(json("{'a': 1}"));
    assertThat(call("object.remove", doc, json("['d', 'b']"))).isEqualTo(json("{'a': 1}"));
    assertThat(call("object.remove", doc, json("{'b': {'foo': 1}, 'd': ''}")))
        .isEqualTo(json("{'a': 1}"));
    assertThat(call("object.remove", doc, json("['z']"))).isEqualTo(doc);
    ObjectValue filtered = (ObjectValue) call("object.filter", doc, json("['b', 'z']"));
    assertThat(filtered).isEqualTo(json("{'b': {'c': 3}}"));
    assertThat(filtered.get("b")).isSameAs(((ObjectValue) doc).get("b"));
    assertThat(call("object.filter", doc, set())).isEqualTo(json("{}"));
    Value nonString =
        ObjectValue.builder().put("a", NumberValue.of(1)).put(json("[[7]]"), TWO).build();
    assertThat(call("object.filter", nonString, set(json("[[7]]"))))
        .isEqualTo(keyed(json("[[7]]"), TWO));
    assertThat(call("object.remove", nonString, set(json("[[7]]")))).isEqualTo(json("{'a': 1}"));
  }

  @Test
  void keyOperandErrors() {
    BuiltinException e = error("object.remove", json("{'a': 1}"), StringValue.of("a"));
    assertThat(e.code()).isEqualTo(ErrorCodes.EVAL_TYPE);
    assertThat(e.getMessage())
        .isEqualTo("operand 2 must be one of {object, set, array} but got string");
    assertThat(error("object.filter", json("['a']"), set()).getMessage())
        .isEqualTo("operand 1 must be object but got array");
  }

  @Test
  void unionMergesRecursivelyAndTheRightWins() throws Exception {
    ObjectValue left = (ObjectValue) json("{'a': {'b': {'c': 1}}, 'e': 1, 'k': [1]}");
    Value right = json("{'a': {'b': 'foo', 'b1': 'bar'}, 'd': 7, 'e': 17}");
    ObjectValue merged = (ObjectValue) call("object.union", left, right);
    assertThat(merged)
        .isEqualTo(json("{'a': {'b': 'foo', 'b1': 'bar'}, 'd': 7, 'e': 17, 'k': [1]}"));
    assertThat(merged.get("k")).isSameAs(left.get("k"));
    assertThat(call("object.union", json("{'a': 1}"), json("{'a': {'b': 1}}")))
        .isEqualTo(json("{'a': {'b': 1}}"));
  }

  @Test
  void unionNFoldsLeftToRight() throws Exception {
    Value objects =
        json("[{'a': 1, 'b': 2, 'n': {'x': 1}}, {'a': 'a', 'd': 4, 'n': {'y': 2}},"
            + " {'a': 'final', 'e': 5.0}]");
    assertThat(call("object.union_n", objects))
        .isEqualTo(
            json("{'a': 'final', 'b': 2, 'd': 4, 'e': 5, 'n': {'x': 1, 'y': 2}}"));
    assertThat(call("object.union_n", json("[]"))).isEqualTo(json("{}"));
    BuiltinException e = error("object.union_n", json("[{'foo': 1}, {'bar': 2}, 'baz']"));
    assertThat(e.code()).isEqualTo(ErrorCodes.EVAL_TYPE);
    assertThat(e.getMessage())
        .isEqualTo("operand 1 must be array of objects but got array containing string");
  }

  @Test
  void subset() throws Exception {
    Value t = BooleanValue.TRUE;
    Value f = BooleanValue.FALSE;
    Value sup =
        json("{'a': 5, 'n': {'x': 10, 'y': 15, 'arr': [6,7,8,9], 'o': {'p': 1}}}");
    Value sub = json("{'a': 5, 'n': {'x': 10, 'arr': [7,8], 'o': {}}}");
    assertThat(call("object.subset", sup, sub)).isEqualTo(t);
    assertThat(call("object.subset", sub, sup)).isEqualTo(f);
    assertThat(call("object.subset", set("[1,2,3]"), set("[3,2]"))).isEqualTo(t);
    assertThat(call("object.subset", json("[1,2,3,4,5,6]"), json("[3,4,5]"))).isEqualTo(t);
    assertThat(call("object.subset", json("[1,2,3,4,5,6]"), json("[3,5]"))).isEqualTo(f);
    assertThat(call("object.subset", json("[1,2,3,4,5,6]"), set("[4,3,2]"))).isEqualTo(t);
    assertThat(call("object.subset", json("[1,2,3]"), set("[9]"))).isEqualTo(f);
    assertThat(error("object.subset", set("[1]"), json("[1]")).code())
        .isEqualTo(ErrorCodes.EVAL_TYPE);
  }
}
