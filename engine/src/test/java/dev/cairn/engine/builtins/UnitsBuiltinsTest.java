package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.JsonTextCalls.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class UnitsBuiltinsTest {
  private static String parse(String s) throws Exception {
    return json("units.parse", "\"" + s + "\"");
  }

  private static String bytes(String s) throws Exception {
    return json("units.parse_bytes", "\"" + s + "\"");
  }

  @Test
  void parseIsExactAndCaseSensitiveForMilliAndMega() throws Exception {
    // a fraction is written with ten decimals, as live OPA v1.22.3 writes it
    assertThat(parse("500m")).isEqualTo("0.5000000000");
    assertThat(parse("0.0000005M")).isEqualTo("0.5000000000");
    assertThat(parse("1.1Ki")).isEqualTo("1126.4000000000");
    assertThat(parse("10KI")).isEqualTo("10240");
    assertThat(parse("1G")).isEqualTo("1000000000");
    assertThat(parse("10Ei")).isEqualTo("11529215046068469760");
    assertThat(parse("\\\"100TI\\\"")).isEqualTo("109951162777600");
    assertThatThrownBy(() -> parse("G")).hasMessage("no amount provided");
    assertThatThrownBy(() -> parse(".5.2")).hasMessage("could not parse amount to a number");
    assertThatThrownBy(() -> parse("100 k")).hasMessage("spaces not allowed in resource strings");
    assertThatThrownBy(() -> parse("5x")).hasMessage("unit x not recognized");
  }

  @Test
  void parseBytesIgnoresCaseAndTruncates() throws Exception {
    assertThat(bytes("1.1KiB")).isEqualTo("1126");
    assertThat(bytes("10KB")).isEqualTo("10000");
    assertThat(bytes("100m")).isEqualTo("100000000");
    assertThat(bytes(".0")).isEqualTo("0");
    assertThat(bytes("10eib")).isEqualTo("11529215046068469760");
    assertThat(bytes("10e")).isEqualTo("10000000000000000000");
    assertThat(bytes("1e3kb")).isEqualTo("1000000");
    assertThat(bytes("1.5e-1k")).isEqualTo("150");
    assertThatThrownBy(() -> bytes("1e1234567")).hasMessage("exponent too large");
    assertThatThrownBy(() -> bytes("")).hasMessage("no byte amount provided");
    assertThatThrownBy(() -> bytes("0.0.0")).hasMessage("could not parse byte amount to a number");
    assertThatThrownBy(() -> bytes("1xb")).hasMessage("byte unit xb not recognized");
  }
}
