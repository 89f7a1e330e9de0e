package dev.cairn.locator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Inputs meant to hurt: each loads within the limits or fails with file:line:column, never overflows or hangs. */
class HostileInputTest {

  private final DocumentLoader loader = DocumentLoader.builder().build();

  private LocatorException failure(String name, String text) {
    return catchThrowableOfType(LocatorException.class, () -> loader.load(name, text));
  }

  @Test
  void billionLaughsStopsAtTheExpansionLimit() {
    StringBuilder sb = new StringBuilder("a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for (int i = 1; i < 10; i++) {
      sb.append('a').append(i).append(": &a").append(i).append(" [");
      for (int j = 0; j < 10; j++) {
        sb.append(j == 0 ? "" : ", ").append("*a").append(i - 1);
      }
      sb.append("]\n");
    }
    LocatorException e = failure("bomb.yaml", sb.toString());
    assertThat(e).isNotNull();
    assertThat(e.reason()).contains("aliases expand to more than 1000000 nodes");
    assertThat(e.file()).isEqualTo("bomb.yaml");
    assertThat(e.line()).isBetween(6, 10);
  }

  @Test
  void mergeKeyBombStopsToo() {
    StringBuilder sb = new StringBuilder("m0: &m0 {a: 1, b: 2}\n");
    for (int i = 1; i < 40; i++) {
      sb.append("m").append(i).append(": &m").append(i).append(" {<<: *m").append(i - 1)
          .append(", x").append(i).append(": *m").append(i - 1).append("}\n");
    }
    assertThat(failure("merge.yaml", sb.toString()).reason()).contains("aliases expand");
  }

  @Test
  void aliasesWithinTheLimitLoad() {
    Limits small = Limits.builder().maxAliasExpansion(20).build();
    DocumentLoader strict = DocumentLoader.builder().limits(small).build();
    String text = "a: &a [1, 2, 3]\nb: [*a, *a, *a]\n";
    assertThat(strict.load("ok.yaml", text).documents().get(0).value().get("b").get(2).get(1).intValue())
        .isEqualTo(2);
    assertThatThrownBy(() -> strict.load("ok.yaml", text + "c: [*a, *a, *a]\n"))
        .isInstanceOf(LocatorException.class)
        .hasMessageStartingWith("ok.yaml:3:");
  }

  @Test
  void deepFlowYamlFailsCleanly() {
    String deep = "[".repeat(100_000) + "]".repeat(100_000);
    LocatorException e = failure("deep.yaml", deep);
    assertThat(e.reason()).isEqualTo("nesting is deeper than the limit of 1000");
    assertThat(e.line()).isEqualTo(1);
    assertThat(e.column()).isEqualTo(1001);
  }

  @Test
  void deepBlockYamlFailsCleanly() {
    String deep = "- ".repeat(100_000) + "x\n";
    LocatorException e = failure("deep.yaml", deep);
    assertThat(e.reason()).contains("deeper than the limit of 1000");
    assertThat(e.column()).isEqualTo(2001);
  }

  @Test
  void deepBlockMappingYamlFailsCleanly() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 3_000; i++) {
      sb.append(" ".repeat(i)).append("k:\n");
    }
    assertThat(failure("deep.yaml", sb.toString()).line()).isEqualTo(1001);
  }

  @Test
  void deepJsonFailsCleanly() {
    String deep = "[".repeat(100_000) + "]".repeat(100_000);
    LocatorException e = failure("deep.json", deep);
    assertThat(e.reason()).contains("deeper than the limit of 1000");
    assertThat(e.column()).isEqualTo(1001);
    String objects = "{\"a\":".repeat(100_000) + "1" + "}".repeat(100_000);
    assertThat(failure("deep.json", objects).reason()).contains("deeper than the limit");
  }

  @Test
  void deepNestingThroughAnAliasCountsTheAnchoredHeight() {
    Limits limits = Limits.builder().maxDepth(5).build();
    DocumentLoader strict = DocumentLoader.builder().limits(limits).build();
    assertThat(strict.load("ok.yaml", "a: &a [[[1]]]\n").documents()).hasSize(1);
    assertThatThrownBy(() -> strict.load("x.yaml", "a: &a [[[1]]]\nb: [[*a]]\n"))
        .hasMessage("x.yaml:2:6: nesting (through an alias) is deeper than the limit of 5");
  }

  @Test
  void manyDuplicateKeysStayLinear() {
    int n = 100_000;
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append("a: ").append(i).append('\n').append("b").append(i).append(": x\n");
    }
    Document doc = loader.load("dup.yaml", sb.toString()).documents().get(0);
    assertThat(doc.value().get("a").intValue()).isEqualTo(n - 1);
    assertThat(doc.warnings()).hasSize(n - 1);
    assertThat(doc.sourceIndex().locate(List.of("a")).region().startLine()).isEqualTo(2 * n - 1);
  }

  @Test
  void malformedYamlReportsTheParsersPosition() {
    LocatorException e = failure("bad.yaml", "a: 1\nb: [1, 2\nc: 3\n");
    assertThat(e.file()).isEqualTo("bad.yaml");
    assertThat(e.line()).isEqualTo(3);
    assertThat(e.getMessage()).startsWith("bad.yaml:3:");
    LocatorException later = failure("two.yaml", "a: 1\n---\nb: [1,\n");
    assertThat(later.line()).isEqualTo(4);
    LocatorException tab = failure("tab.yaml", "a:\n\tb: 1\n");
    assertThat(tab.getMessage()).startsWith("tab.yaml:2:1: ").contains("TAB");
  }

  @Test
  void malformedYamlColumnsAreUtf16() {
    LocatorException e = failure("bad.yaml", "h: \"\uD83D\uDE00\": v\n");
    assertThat(e.column()).isEqualTo(8);
  }

  @Test
  void malformedJsonReportsTheParsersPosition() {
    LocatorException e = failure("bad.json", "{\n  \"a\": 1,\n  \"b\": [1 2]\n}");
    assertThat(e.line()).isEqualTo(3);
    assertThat(e.column()).isEqualTo(11);
    assertThat(failure("two.json", "{} {}").getMessage())
        .isEqualTo("two.json:1:4: unexpected content after the JSON value");
    assertThat(failure("empty.json", "  ").getMessage()).isEqualTo("empty.json:1:1: no JSON value");
  }

  @Test
  void badAliasesAndKeysAreErrors() {
    assertThat(failure("r.yaml", "a: &a [1, *a]\n").getMessage())
        .isEqualTo("r.yaml:1:11: alias *a refers to no anchor defined before it");
    assertThat(failure("k.yaml", "? [a, b]\n: 1\n").reason()).isEqualTo("a mapping key must be a scalar");
    assertThat(failure("m.yaml", "a:\n  <<: 5\n").getMessage())
        .isEqualTo("m.yaml:2:7: a merge key (<<) takes a mapping or a sequence of mappings");
  }

  @Test
  void tooManyDocumentsAndTooLongNumbers() {
    DocumentLoader strict = DocumentLoader.builder()
        .limits(Limits.builder().maxDocuments(2).maxNumberLength(10).build()).build();
    assertThatThrownBy(() -> strict.load("s.yaml", "a\n---\nb\n---\nc\n"))
        .hasMessage("s.yaml:4:1: more documents than the limit of 2");
    assertThatThrownBy(() -> strict.load("n.yaml", "n: 12345678901\n"))
        .hasMessage("n.yaml:1:4: number of 11 characters is longer than the limit of 10");
    assertThatThrownBy(() -> strict.load("n.json", "{\"n\": 12345678901}"))
        .isInstanceOf(LocatorException.class)
        .hasMessageStartingWith("n.json:1:");
  }

  @Test
  void fileLargerThanTheLimitIsRejectedBeforeParsing(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("big.yaml");
    Files.writeString(file, "a: " + "x".repeat(2_000) + "\n");
    DocumentLoader strict = DocumentLoader.builder()
        .limits(Limits.builder().maxFileChars(1_000).build()).build();
    assertThatThrownBy(() -> strict.load(file))
        .isInstanceOf(LocatorException.class)
        .hasMessageContaining("larger than the limit of 1000");
  }

  @Test
  void invalidUtf8IsAnErrorWithItsLine(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("bad.yaml");
    Files.write(file, new byte[] {'a', ':', ' ', '1', '\n', 'b', ':', ' ', (byte) 0xC3, (byte) 0x28, '\n'});
    LocatorException e = catchThrowableOfType(LocatorException.class, () -> loader.load(file));
    assertThat(e.line()).isEqualTo(2);
    assertThat(e.column()).isEqualTo(4);
    assertThat(e.reason()).contains("UTF-8");
  }

  @Test
  void fiftyMegabyteTemplateLoads(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("huge.yaml");
    int resources = 0;
    try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      w.write("Resources:\n");
      long written = 11;
      while (written < 50L * 1024 * 1024) {
        String r = "  Bucket" + resources + ":\n"
            + "    Type: AWS::S3::Bucket\n"
            + "    Properties:\n"
            + "      BucketName: !Sub \"${AWS::StackName}-bucket-" + resources + "\"\n"
            + "      Tags:\n"
            + "        - Key: owner\n"
            + "          Value: team-" + (resources % 97) + "\n";
        w.write(r);
        written += r.length();
        resources++;
      }
    }
    SourceFile loaded = loader.load(file);
    Document doc = loaded.documents().get(0);
    assertThat(doc.value().get("Resources").size()).isEqualTo(resources);
    int last = resources - 1;
    PathLocation at = doc.sourceIndex().locate(List.of("Resources", "Bucket" + last, "Properties", "Tags", 0, "Value"));
    assertThat(at.exists()).isTrue();
    assertThat(at.region().startLine()).isEqualTo(1 + resources * 7);
  }
}
