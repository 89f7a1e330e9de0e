package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static dev.cairn.engine.builtins.Calls.num;
import static dev.cairn.engine.builtins.Calls.numeric;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import org.junit.jupiter.api.Test;

class BitsBuiltinsTest {
  @Test
  void bitwiseOperations() throws Exception {
    assertThat(numeric("bits.and", "7", "9")).isEqualTo("1");
    assertThat(numeric("bits.or", "7", "9")).isEqualTo("15");
    assertThat(numeric("bits.xor", "42", "3")).isEqualTo("41");
    assertThat(numeric("bits.and", "-1", "18446744073709551615")).isEqualTo("18446744073709551615");
    assertThat(call("bits.negate", num("42")).toString()).isEqualTo("-43");
  }

  @Test
  void shiftsNeverOverflow() throws Exception {
    assertThat(numeric("bits.lsh", "1", "3")).isEqualTo("8");
    assertThat(numeric("bits.lsh", "2147483647", "1")).isEqualTo("4294967294");
    assertThat(numeric("bits.lsh", "9223372036854775807", "1")).isEqualTo("18446744073709551614");
    assertThat(numeric("bits.rsh", "8", "3")).isEqualTo("1");
    assertThat(numeric("bits.rsh", "-5", "1")).isEqualTo("-3");
    assertThat(numeric("bits.rsh", "-5", "1000")).isEqualTo("-1");
    assertThat(numeric("bits.rsh", "5", "1000")).isEqualTo("0");
  }

  @Test
  void operandErrorsUseOpaWording() {
    BuiltinException e = error("bits.and", num("7.2"), num("42"));
    assertThat(e.code()).isEqualTo(ErrorCodes.EVAL_TYPE);
    assertThat(e.getMessage())
        .isEqualTo("operand 1 must be integer number but got floating-point number");
    assertThat(error("bits.lsh", num("7"), num("-1")).getMessage())
        .isEqualTo("operand 2 must be an unsigned integer number but got a negative integer");
    assertThat(error("bits.negate", StringValue.of("x")).getMessage())
        .isEqualTo("operand 1 must be integer but got string");
  }
}
