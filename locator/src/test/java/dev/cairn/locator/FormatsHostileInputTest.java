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
}
