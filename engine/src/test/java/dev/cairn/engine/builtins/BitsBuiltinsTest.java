package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import org.junit.jupiter.api.Test;

class BitsBuiltinsTest {
  private static Value n(String text) {
    return NumberValue.parse(text);
  }

  private static String bits(String name, String a, String b) throws BuiltinException {
    return call(name, n(a), n(b)).toString();
  }

  @Test
  void bitwiseOperations() throws Exception {
    assertThat(bits("bits.and", "7", "9")).isEqualTo("1");
    assertThat(bits("bits.or", "7", "9")).isEqualTo("15");
    assertThat(bits("bits.xor", "42", "3")).isEqualTo("41");
    assertThat(bits("bits.and", "-1", "18446744073709551615")).isEqualTo("18446744073709551615");
    assertThat(call("bits.negate", n("42")).toString()).isEqualTo("-43");
  }

  @Test
  void shiftsNeverOverflow() throws Exception {
    assertThat(bits("bits.lsh", "1", "3")).isEqualTo("8");
    assertThat(bits("bits.lsh", "2147483647", "1")).isEqualTo("4294967294");
    assertThat(bits("bits.lsh", "9223372036854775807", "1")).isEqualTo("18446744073709551614");
    assertThat(bits("bits.rsh", "8", "3")).isEqualTo("1");
    assertThat(bits("bits.rsh", "-5", "1")).isEqualTo("-3");
    assertThat(bits("bits.rsh", "-5", "1000")).isEqualTo("-1");
    assertThat(bits("bits.rsh", "5", "1000")).isEqualTo("0");
  }

  @Test
  void operandErrorsUseOpaWording() {
    BuiltinException e = error("bits.and", n("7.2"), n("42"));
    assertThat(e.code()).isEqualTo(ErrorCodes.EVAL_TYPE);
    assertThat(e.getMessage())
        .isEqualTo("operand 1 must be integer number but got floating-point number");
    assertThat(error("bits.lsh", n("7"), n("-1")).getMessage())
        .isEqualTo("operand 2 must be an unsigned integer number but got a negative integer");
    assertThat(error("bits.negate", StringValue.of("x")).getMessage())
        .isEqualTo("operand 1 must be integer but got string");
  }
}
