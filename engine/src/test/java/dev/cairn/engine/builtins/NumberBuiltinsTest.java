package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static dev.cairn.engine.builtins.Calls.num;
import static dev.cairn.engine.builtins.Calls.numeric;
import static dev.cairn.engine.builtins.Calls.json;
import static dev.cairn.engine.builtins.Calls.set;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import org.junit.jupiter.api.Test;

class NumberBuiltinsTest {
  @Test
  void integerArithmeticIsExactPastLongRange() throws Exception {
    assertThat(numeric("plus", "49649733057", "1")).isEqualTo("49649733058");
    assertThat(numeric("plus", "9223372036854775807", "1")).isEqualTo("9223372036854775808");
    assertThat(numeric("minus", "-9223372036854775808", "1")).isEqualTo("-9223372036854775809");
    assertThat(numeric("mul", "4294967296", "4294967296")).isEqualTo("18446744073709551616");
    assertThat(numeric("mul", "-3", "4")).isEqualTo("-12");
    assertThat(numeric("plus", "0.1", "0.2")).isEqualTo("0.3");
  }

  @Test
  void divisionMatchesOpaBinaryPrecision() throws Exception {
    assertThat(numeric("div", "10", "4")).isEqualTo("2.5");
    assertThat(numeric("div", "6", "3")).isEqualTo("2");
    assertThat(numeric("div", "1", "3")).isEqualTo("0.33333333333333333334");
    assertThat(numeric("div", "2", "3")).isEqualTo("0.6666666666666666667");
    assertThat(numeric("div", "-1", "7")).isEqualTo("-0.14285714285714285714");
    assertThat(call("div", num("1e30"), num("10"))).isEqualTo(num("1e29"));
  }

  @Test
  void divisionAndRemainderErrors() {
    BuiltinException div = error("div", num("1"), num("0"));
    assertThat(div.code()).isEqualTo(ErrorCodes.BUILTIN);
    assertThat(div.getMessage()).isEqualTo("divide by zero");
    assertThat(error("rem", num("7"), num("0")).getMessage()).isEqualTo("modulo by zero");
    assertThat(error("rem", num("1.1"), num("1")).getMessage())
        .isEqualTo("modulo on floating-point number");
    assertThat(error("plus", StringValue.of("a"), num("1")).getMessage())
        .isEqualTo("operand 1 must be number but got string");
  }

  @Test
  void remainderTakesTheSignOfTheDividend() throws Exception {
    assertThat(numeric("rem", "7", "4")).isEqualTo("3");
    assertThat(numeric("rem", "-7", "4")).isEqualTo("-3");
    assertThat(numeric("rem", "100000000000000000000001", "10")).isEqualTo("1");
  }

  @Test
  void minusIsSetDifferenceForSets() throws Exception {
    assertThat(call("minus", set("[1,2,3,4]"), set("[1,3]"))).isEqualTo(set("[2,4]"));
    BuiltinException setThenNumber = error("minus", set("[1]"), num("1"));
    assertThat(setThenNumber.code()).isEqualTo(ErrorCodes.EVAL_TYPE);
    assertThat(setThenNumber.getMessage()).isEqualTo("operand 2 must be set but got number");
    assertThat(error("minus", num("1"), set("[1]")).getMessage())
        .isEqualTo("operand 2 must be number but got set");
    assertThat(error("minus", StringValue.of("a"), num("1")).getMessage())
        .isEqualTo("operand 1 must be one of {number, set} but got string");
  }

  @Test
  void roundingFunctions() throws Exception {
    assertThat(call("round", num("2.5")).toString()).isEqualTo("3");
    assertThat(call("round", num("-2.5")).toString()).isEqualTo("-3");
    assertThat(call("round", num("-2.4")).toString()).isEqualTo("-2");
    assertThat(call("ceil", num("-1.99999")).toString()).isEqualTo("-1");
    assertThat(call("ceil", num("2222.2222222222")).toString()).isEqualTo("2223");
    assertThat(call("floor", num("-1.001")).toString()).isEqualTo("-2");
    assertThat(call("abs", num("-10")).toString()).isEqualTo("10");
    assertThat(call("abs", num("-9223372036854775808")).toString())
        .isEqualTo("9223372036854775808");
  }

  @Test
  void rangesCountInEitherDirection() throws Exception {
    assertThat(call("numbers.range", num("-2"), num("3"))).isEqualTo(json("[-2,-1,0,1,2,3]"));
    assertThat(call("numbers.range", num("2"), num("-3"))).isEqualTo(json("[2,1,0,-1,-2,-3]"));
    assertThat(call("numbers.range", num("0"), num("0"))).isEqualTo(json("[0]"));
    assertThat(call("numbers.range_step", num("0"), num("10"), num("4")))
        .isEqualTo(json("[0,4,8]"));
    assertThat(call("numbers.range_step", num("10"), num("0"), num("4")))
        .isEqualTo(json("[10,6,2]"));
    assertThat(call("numbers.range", num("9223372036854775806"), num("9223372036854775808")))
        .isEqualTo(json("[9223372036854775806,9223372036854775807,9223372036854775808]"));
  }

  @Test
  void rangeErrors() {
    BuiltinException e = error("numbers.range", num("3.14"), num("4"));
    assertThat(e.code()).isEqualTo(ErrorCodes.EVAL_TYPE);
    assertThat(e.getMessage())
        .isEqualTo("operand 1 must be integer number but got floating-point number");
    assertThat(error("numbers.range", num("3"), StringValue.of("x")).getMessage())
        .isEqualTo("operand 2 must be integer but got string");
    assertThat(error("numbers.range_step", num("1"), num("3"), num("0")).code())
        .isEqualTo(ErrorCodes.BUILTIN);
  }

  @Test
  void randIntnIsStableWithinAnEvaluation() throws Exception {
    TestContext ctx = new TestContext();
    Value first = Calls.call(ctx, "rand.intn", StringValue.of("key"), num("100"));
    for (int i = 0; i < 20; i++) {
      assertThat(Calls.call(ctx, "rand.intn", StringValue.of("key"), num("100"))).isEqualTo(first);
    }
    assertThat(((NumberValue) first).longValue()).isBetween(0L, 99L);
    assertThat(call("rand.intn", StringValue.of("key"), num("0"))).isEqualTo(num("0"));
    long negative = ((NumberValue) call("rand.intn", StringValue.of("k"), num("-3"))).longValue();
    assertThat(negative).isBetween(0L, 2L);
    assertThat(BuiltinTable.lookup("rand.intn").nondeterministic()).isTrue();
  }
}
