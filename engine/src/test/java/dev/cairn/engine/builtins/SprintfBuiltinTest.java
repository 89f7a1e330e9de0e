package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.JsonTextCalls.call;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import org.junit.jupiter.api.Test;

class SprintfBuiltinTest {
  private static String sprintf(String format, Value... args) throws Exception {
    return ((StringValue) call("sprintf", new StringValue(format), ArrayValue.of(args))).value();
  }

  private static Value j(String json) {
    return Json.parse(json);
  }

  @Test
  void integersHonourWidthFlagsAndBases() throws Exception {
    assertThat(sprintf("hi %02d", j("5"))).isEqualTo("hi 05");
    assertThat(sprintf("%02X.%02X", j("127"), j("1"))).isEqualTo("7F.01");
    assertThat(sprintf("%-5d|%+d|% d", j("42"), j("7"), j("7"))).isEqualTo("42   |+7| 7");
    assertThat(sprintf("%#x %#o %b %o", j("255"), j("8"), j("5"), j("8")))
        .isEqualTo("0xff 010 101 10");
    assertThat(sprintf("%.3d|%08.3d|%06d", j("7"), j("7"), j("-42"))).isEqualTo("007|     007|-00042");
  }

  @Test
  void floatsFollowGoFormatting() throws Exception {
    assertThat(sprintf("%.2f", j("3.1415"))).isEqualTo("3.14");
    assertThat(sprintf("%v %v %v", j("3.14"), j("1e-7"), j("1234567.5")))
        .isEqualTo("3.14 1e-07 1.2345675e+06");
    assertThat(sprintf("%e|%.3g|%g|%G", j("1234.5678"), j("1234.5678"), j("0.00001"), j("1.5e-10")))
        .isEqualTo("1.234568e+03|1.23e+03|1e-05|1.5E-10");
    assertThat(sprintf("%8.2f|%-8.2f|%08.2f|%+.1f", j("-2.5"), j("2.5"), j("-2.5"), j("2.25")))
        .isEqualTo("   -2.50|2.50    |-0002.50|+2.2");
    assertThat(sprintf("%.0f %.0f", j("0.5"), j("1.5"))).isEqualTo("0 2");
    assertThat(sprintf("%x|%x|%.2x|%X", j("1.5"), j("3.5"), j("1.1"), j("-0.5")))
        .isEqualTo("0x1.8p+00|0x1.cp+01|0x1.1ap+00|-0X1P-01");
  }

  @Test
  void bigNumbersPrintAsOpaDoes() throws Exception {
    assertThat(sprintf("%s", NumberValue.parse("123456789123456789123")))
        .isEqualTo("123456789123456789123");
    assertThat(sprintf("%d", NumberValue.parse("1208925819614629174706175")))
        .isEqualTo("1208925819614629174706175");
    assertThat(sprintf("hi %v", NumberValue.parse("2e308"))).isEqualTo("hi 2e308");
  }

  @Test
  void stringsAndCompositesUseRegoText() throws Exception {
    assertThat(sprintf("hi %s", j("true"))).isEqualTo("hi true");
    assertThat(sprintf("hi %v", j("[\"there\", 5, 3.14]"))).isEqualTo("hi [\"there\", 5, 3.14]");
    assertThat(sprintf("%v", j("{\"b\": null, \"a\": {\"c\": [1]}}")))
        .isEqualTo("{\"a\": {\"c\": [1]}, \"b\": null}");
    assertThat(sprintf("%v %v", SetValue.of(j("2"), j("1")), SetValue.EMPTY)).isEqualTo("{1, 2} set()");
    assertThat(sprintf("%q|%5s|%-5s|%.2s|%x", j("\"a\\n\""), j("\"ab\""), j("\"ab\""), j("\"abc\""), j("\"hi\"")))
        .isEqualTo("\"a\\n\"|   ab|ab   |ab|6869");
  }

  @Test
  void mistakesUseGoNotation() throws Exception {
    assertThat(sprintf("%d", j("\"x\""))).isEqualTo("%!d(string=x)");
    assertThat(sprintf("%s", j("5"))).isEqualTo("%!s(int64=5)"); // as live OPA v1.22.3 prints it
    assertThat(sprintf("%T %e", j("5"), j("5"))).isEqualTo("int64 %!e(int64=5)");
    assertThat(sprintf("%d %d", j("1"))).isEqualTo("1 %!d(MISSING)");
    assertThat(sprintf("%d", j("1"), j("\"a\""))).isEqualTo("1%!(EXTRA string=a)");
    assertThat(sprintf("%t", j("true"))).isEqualTo("%!t(string=true)");
    assertThat(sprintf("100%%  %")).isEqualTo("100%  %!(NOVERB)");
    assertThat(sprintf("%[2]d %[1]d", j("1"), j("2"))).isEqualTo("2 1");
    assertThat(sprintf("%*d", j("4"), j("7"))).isEqualTo("   7");
    assertThat(sprintf("%T %T %[1]v", j("{\"x\": 1}"), j("1.5"))).isEqualTo("string float64 {\"x\": 1}");
  }
}
