package dev.cairn.locator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Deep nesting and long input in the new formats: a located limit error, never a stack overflow. */
class FormatsHostileInputTest {

  private final DocumentLoader loader = DocumentLoader.builder().build();

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "main.tf|x = |[|]",
      "main.tf|x = |{a = |}",
      "main.tf|x = |(|)",
      "main.tf|x = |f(|)",
      "main.tf|x = |a[|]",
      "main.tf|x = \"${|\"${|}\"}\"",
      "a.toml|x = |[|]",
      "a.toml|x = |{a = |}",
      "pom.xml||<a>|</a>"})
  void deepNestingFailsAtTheLimit(String name, String prefix, String open, String close) {
    int depth = 100_000;
    String text = (prefix == null ? "" : prefix) + open.repeat(depth) + (open.endsWith("= ") ? "1" : "")
        + close.repeat(depth) + "\n";
    assertThatThrownBy(() -> loader.load(name, text))
        .isInstanceOfSatisfying(LocatorException.class, e -> {
          assertThat(e.file()).isEqualTo(name);
          assertThat(e.line()).isEqualTo(1);
          assertThat(e.reason()).contains("deeper than the limit of 1000");
        });
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "x.env|K%d=value %d # comment",
      "a.properties|k%d = value %d",
      "a.ini|k%d = %d",
      "main.tf|k%d = \"v%d\"",
      "Dockerfile|RUN echo %d %d"})
  void manyLinesLoad(String name, String line) {
    StringBuilder sb = new StringBuilder(name.endsWith(".ini") ? "[s]\n" : "FROM alpine\n".repeat(name.equals("Dockerfile") ? 1 : 0));
    for (int i = 0; i < 20_000; i++) {
      sb.append(String.format(line, i, i)).append('\n');
    }
    Document doc = loader.load(name, sb.toString()).documents().get(0);
    assertThat(doc.sourceIndex().edgeCount()).isGreaterThan(20_000);
  }

  @org.junit.jupiter.api.Test
  void manyUnaryOperatorsFailAtTheLimit() {
    assertThatThrownBy(() -> loader.load("main.tf", "x = " + "-".repeat(100_000) + "1\n"))
        .isInstanceOfSatisfying(LocatorException.class, e -> assertThat(e.reason()).contains("deeper than the limit"));
  }

  /** {@code A0=xx}, {@code A1=${A0}${A0}}, ...: 40 levels would be 2^41 characters. */
  @org.junit.jupiter.api.Test
  void dotenvKeysExpandingEachOtherStopAtTheExpansionLimit() {
    StringBuilder sb = new StringBuilder("A0=xx\n");
    for (int i = 1; i <= 40; i++) {
      sb.append("A").append(i).append("=${A").append(i - 1).append("}${A").append(i - 1).append("}\n");
    }
    assertThatThrownBy(() -> loader.load("bomb.env", sb.toString()))
        .isInstanceOfSatisfying(LocatorException.class, e -> {
          assertThat(e.file()).isEqualTo("bomb.env");
          // 2 * 2^k characters per key: the limit of 10 MiB passes while expanding A22's references
          assertThat(e.line()).isEqualTo(23);
          assertThat(e.column()).isBetween(4, 10);
          assertThat(e.reason()).contains("${A21}").contains("limit of 10485760 characters");
        });
  }

  @org.junit.jupiter.api.Test
  void dotenvExpansionWithinTheLimitIsKept() {
    Limits small = Limits.builder().maxExpansionChars(8).build();
    DocumentLoader limited = DocumentLoader.builder().limits(small).build();
    var value = limited.load("a.env", "A=abcd\nB=${A}$A\n").documents().get(0).value();
    assertThat(value.get("B").asText()).isEqualTo("abcdabcd");
    assertThatThrownBy(() -> limited.load("a.env", "A=abcd\nB=${A}$A\nC=\"${A}\"\n"))
        .isInstanceOfSatisfying(LocatorException.class, e -> {
          assertThat(e.line()).isEqualTo(3);
          assertThat(e.column()).isEqualTo(3); // a quoted value is located at its opening quote
        });
  }
}
