package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static dev.cairn.engine.builtins.Calls.json;
import static dev.cairn.engine.builtins.Calls.set;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.Value;
import org.junit.jupiter.api.Test;

class CollectionBuiltinsTest {
  private static Value slice(String array, long start, long stop) throws BuiltinException {
    return call("array.slice", json(array), NumberValue.of(start), NumberValue.of(stop));
  }

  @Test
  void concatAndReverseKeepTheItems() throws Exception {
    ArrayValue left = (ArrayValue) json("[{'a':1}, 2]");
    ArrayValue joined = (ArrayValue) call("array.concat", left, json("[3, 4]"));
    assertThat(joined).isEqualTo(json("[{'a':1}, 2, 3, 4]"));
    assertThat(joined.get(0)).isSameAs(left.get(0));
    ArrayValue reversed = (ArrayValue) call("array.reverse", left);
    assertThat(reversed).isEqualTo(json("[2, {'a':1}]"));
    assertThat(reversed.get(1)).isSameAs(left.get(0));
    assertThat(call("array.reverse", json("[]"))).isEqualTo(json("[]"));
  }

  @Test
  void arrayOperandErrors() {
    BuiltinException e = error("array.concat", json("[1]"), json("{}"));
    assertThat(e.code()).isEqualTo(ErrorCodes.EVAL_TYPE);
    assertThat(e.getMessage()).isEqualTo("operand 2 must be array but got object");
    assertThat(error("array.slice", json("[1]"), json("0.5"), json("1")).getMessage())
        .isEqualTo("operand 2 must be integer number but got floating-point number");
  }

  @Test
  void sliceClampsLikeOpa() throws Exception {
    assertThat(slice("[1,2,3,4,5]", 1, 3)).isEqualTo(json("[2,3]"));
    assertThat(slice("[1,2,3]", 0, 0)).isEqualTo(json("[]"));
    assertThat(slice("[1,2,3,4,5]", -4, -1)).isEqualTo(json("[]"));
    assertThat(slice("[1,2,3,4,5]", 4, 1)).isEqualTo(json("[]"));
    assertThat(slice("[1,2,3,4,5]", -1, 2)).isEqualTo(json("[1,2]"));
    assertThat(slice("[1,2,3,4,5]", 3, 6)).isEqualTo(json("[4,5]"));
    assertThat(slice("[1,2,3]", 1000, 2000)).isEqualTo(json("[]"));
  }

  @Test
  void setAlgebra() throws Exception {
    assertThat(call("and", set("[1,2,3]"), set("[2,3,4]"))).isEqualTo(set("[2,3]"));
    assertThat(call("or", set("[1,2]"), set("[2,4]"))).isEqualTo(set("[1,2,4]"));
    assertThat(call("set_diff", set("[1,2,3]"), set("[2]"))).isEqualTo(set("[1,3]"));
    assertThat(error("and", set("[1]"), json("[1]")).getMessage())
        .isEqualTo("operand 2 must be set but got array");
  }

  @Test
  void intersectionAndUnionOfSetsOfSets() throws Exception {
    Value sets = set(set("['a','b','c','d']"), set("['b','c','d']"), set("['d']"));
    assertThat(call("intersection", sets)).isEqualTo(set("['d']"));
    assertThat(call("union", sets)).isEqualTo(set("['a','b','c','d']"));
    assertThat(call("intersection", set())).isEqualTo(set());
    assertThat(call("union", set())).isEqualTo(set());
    assertThat(call("intersection", set(set(), set("[1,2]")))).isEqualTo(set());
    assertThat(error("union", set(set("[1]"), json("1"))).getMessage())
        .isEqualTo("operand 1 must be set of sets but got set containing number");
  }
}
