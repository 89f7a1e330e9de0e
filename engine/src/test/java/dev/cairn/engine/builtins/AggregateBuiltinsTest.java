package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static dev.cairn.engine.builtins.Calls.json;
import static dev.cairn.engine.builtins.Calls.set;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import org.junit.jupiter.api.Test;

class AggregateBuiltinsTest {
  @Test
  void countsCollectionsAndCodePoints() throws Exception {
    assertThat(call("count", json("[1,2,3,4]"))).isEqualTo(NumberValue.of(4));
    assertThat(call("count", json("{'v1':'hi','v2':'bye'}"))).isEqualTo(NumberValue.of(2));
    assertThat(call("count", set("[1,2]"))).isEqualTo(NumberValue.of(2));
    assertThat(call("count", StringValue.of("åäö"))).isEqualTo(NumberValue.of(3));
    assertThat(call("count", StringValue.of("a\uD83D\uDE00"))).isEqualTo(NumberValue.of(2));
  }

  @Test
  void countRejectsScalars() {
    BuiltinException e = error("count", NullValue.NULL);
    assertThat(e.code()).isEqualTo(ErrorCodes.EVAL_TYPE);
    assertThat(e.getMessage())
        .isEqualTo("operand 1 must be one of {array, object, set, string} but got null");
  }

  @Test
  void sumAndProductAreExact() throws Exception {
    assertThat(call("sum", json("[1,2,3,4]"))).isEqualTo(NumberValue.of(10));
    assertThat(call("sum", set("[1,2,3,4]"))).isEqualTo(NumberValue.of(10));
    assertThat(call("sum", json("[49649733057, 1]"))).isEqualTo(NumberValue.of(49649733058L));
    assertThat(call("sum", json("[0.1, 0.2]"))).isEqualTo(json("0.3"));
    assertThat(call("sum", json("[]"))).isEqualTo(NumberValue.of(0));
    assertThat(call("product", json("[1,2,3,4]"))).isEqualTo(NumberValue.of(24));
    assertThat(call("product", json("[9223372036854775807, 2]")))
        .isEqualTo(json("18446744073709551614"));
  }

  @Test
  void sumRejectsNonNumbers() {
    assertThat(error("sum", json("[1, 'a']")).getMessage())
        .isEqualTo("operand 1 must be array of numbers but got array containing string");
    assertThat(error("product", set(StringValue.of("a"))).getMessage())
        .isEqualTo("operand 1 must be set of numbers but got set containing string");
    assertThat(error("sum", json("1")).getMessage())
        .isEqualTo("operand 1 must be one of {set, array} but got number");
  }

  @Test
  void maxAndMinReturnTheElementItselfOrUndefined() throws Exception {
    ArrayValue xs = (ArrayValue) json("[3, 2, 1, 4, 6, -7, 10]");
    assertThat(call("max", xs)).isSameAs(xs.get(6));
    assertThat(call("min", xs)).isSameAs(xs.get(5));
    assertThat(call("max", json("['a', 1, null]"))).isEqualTo(StringValue.of("a"));
    assertThat(call("max", json("[]"))).isNull();
    assertThat(call("min", set())).isNull();
  }

  @Test
  void sortKeepsElementsAndOrdersByValue() throws Exception {
    ArrayValue xs = (ArrayValue) json("[4, 'b', 3, null]");
    ArrayValue sorted = (ArrayValue) call("sort", xs);
    assertThat(sorted).isEqualTo(json("[null, 3, 4, 'b']"));
    assertThat(sorted.get(1)).isSameAs(xs.get(2));
    assertThat(call("sort", set("[2, 1]"))).isEqualTo(json("[1, 2]"));
  }

  @Test
  void allAndAnyCompareWithTrue() throws Exception {
    Value t = BooleanValue.TRUE;
    Value f = BooleanValue.FALSE;
    assertThat(call("all", json("[]"))).isEqualTo(t);
    assertThat(call("all", json("[true, true]"))).isEqualTo(t);
    assertThat(call("all", json("[{}, '', true, 123]"))).isEqualTo(f);
    assertThat(call("any", set())).isEqualTo(f);
    assertThat(call("any", json("[true, {}, 'false']"))).isEqualTo(t);
    assertThat(call("any", json("[false]"))).isEqualTo(f);
  }
}
