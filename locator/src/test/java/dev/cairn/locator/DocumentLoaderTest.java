package dev.cairn.locator;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DocumentLoaderTest {

  private final DocumentLoader loader = DocumentLoader.builder().build();

  private JsonNode value(String name, String text) {
    return loader.load(name, text).documents().get(0).value();
  }

  @Test
  void cacheReturnsTheLoadedFileUntilItChanges(@TempDir Path dir) throws IOException {
    DocumentLoader cached = DocumentLoader.builder().cacheSize(10).build();
    Path file = dir.resolve("a.yaml");
    Files.writeString(file, "a: 1\n");
    SourceFile first = cached.load(file);
    assertThat(cached.load(file)).isSameAs(first);
    Files.writeString(file, "a: 22\n");
    Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 5_000));
    SourceFile second = cached.load(file);
    assertThat(second).isNotSameAs(first);
    assertThat(second.documents().get(0).value().get("a").intValue()).isEqualTo(22);
    assertThat(loader.load(file)).isNotSameAs(loader.load(file));
  }

  @Test
  void byteOrderMarksAreRemovedAndUtf16IsDecoded(@TempDir Path dir) throws IOException {
    Path utf8 = dir.resolve("bom.yaml");
    Files.write(utf8, ("\uFEFFa: 1\n").getBytes(StandardCharsets.UTF_8));
    Document doc = loader.load(utf8).documents().get(0);
    assertThat(doc.value().get("a").intValue()).isEqualTo(1);
    assertThat(doc.sourceIndex().locate(List.of("a")).region()).isEqualTo(new Region(1, 1, 1, 5));

    Path utf16 = dir.resolve("wide.json");
    Files.write(utf16, ("\uFEFF{\"k\": \"v\"}").getBytes(StandardCharsets.UTF_16LE));
    assertThat(loader.load(utf16).documents().get(0).value().get("k").textValue()).isEqualTo("v");

    assertThat(value("s.json", "\uFEFF[1]").get(0).intValue()).isEqualTo(1);
  }

  @Test
  void coreSchemaScalars() {
    JsonNode v = value("s.yaml", String.join("\n",
        "yes: yes", "on: on", "t: True", "n: ~", "octal: 0o17", "hex: 0x1F", "dec: 0755", "f: 1.50",
        "e: 1e3", "neg: -.5", "inf: -.inf", "nan: .nan", "str: !!str 5", "int: !!int \"7\"",
        "date: 2024-01-01", "ver: 1.2.3", "q: '12'", "plus: +12", ""));
    assertThat(v.get("yes").textValue()).isEqualTo("yes");
    assertThat(v.get("on").textValue()).isEqualTo("on");
    assertThat(v.get("t").booleanValue()).isTrue();
    assertThat(v.get("n").isNull()).isTrue();
    assertThat(v.get("octal").intValue()).isEqualTo(15);
    assertThat(v.get("hex").intValue()).isEqualTo(31);
    assertThat(v.get("dec").intValue()).isEqualTo(755);
    assertThat(v.get("f").decimalValue()).isEqualTo(new BigDecimal("1.50"));
    assertThat(v.get("e").decimalValue()).isEqualByComparingTo("1000");
    assertThat(v.get("neg").decimalValue()).isEqualByComparingTo("-0.5");
    assertThat(v.get("inf").textValue()).isEqualTo("-.inf");
    assertThat(v.get("nan").textValue()).isEqualTo(".nan");
    assertThat(v.get("str").textValue()).isEqualTo("5");
    assertThat(v.get("int").intValue()).isEqualTo(7);
    assertThat(v.get("date").textValue()).isEqualTo("2024-01-01");
    assertThat(v.get("ver").textValue()).isEqualTo("1.2.3");
    assertThat(v.get("q").textValue()).isEqualTo("12");
    assertThat(v.get("plus").intValue()).isEqualTo(12);
  }

  @Test
  void nonStringKeysBecomeStrings() {
    JsonNode v = value("k.yaml", "1: a\ntrue: b\n~: c\n0x10: d\n");
    assertThat(v.fieldNames()).toIterable().containsExactly("1", "true", "null", "16");
  }

  @Test
  void jsonNumbersAreExactAndColumnsAreUtf16() {
    Document doc = loader.load("n.json", "{\"\uD83D\uDE00\": 1, \"k\": 0.1000, \"big\": 123456789012345678901}")
        .documents().get(0);
    assertThat(doc.value().get("k").decimalValue()).isEqualTo(new BigDecimal("0.1000"));
    assertThat(doc.value().get("big").bigIntegerValue()).hasToString("123456789012345678901");
    assertThat(doc.sourceIndex().locate(List.of("k")).region()).isEqualTo(new Region(1, 11, 1, 22));
  }

  @Test
  void multiDocumentRegionsPointIntoTheirDocument() {
    SourceFile file = loader.load("m.yaml", "a: 1\n---\nb: 2\n---\n- x\n");
    assertThat(file.documents()).hasSize(3);
    assertThat(file.documents().get(1).index()).isEqualTo(1);
    assertThat(file.documents().get(1).sourceIndex().locate(List.of("b")).region())
        .isEqualTo(new Region(3, 1, 3, 5));
    assertThat(file.documents().get(2).sourceIndex().locate(List.of(0)).region())
        .isEqualTo(new Region(5, 3, 5, 4));
    assertThat(loader.load("e.yaml", "# only a comment\n").documents()).isEmpty();
  }

  @Test
  void aliasLocatesInTheAnchoredDefinitionAndCopiesTheValue() {
    Document doc = loader.load("a.yaml", "base: &b\n  x: 1\nuse: *b\n").documents().get(0);
    assertThat(doc.sourceIndex().locate(List.of("use")).region()).isEqualTo(new Region(3, 1, 3, 8));
    assertThat(doc.sourceIndex().locate(List.of("use", "x")).region()).isEqualTo(new Region(2, 3, 2, 7));
    assertThat(doc.value().get("use")).isEqualTo(doc.value().get("base")).isNotSameAs(doc.value().get("base"));
  }

  @Test
  void loneCarriageReturnsBreakLines() {
    Document yaml = loader.load("cr.yaml", "a: 1\rb: 2\r").documents().get(0);
    assertThat(yaml.sourceIndex().locate(List.of("b")).region()).isEqualTo(new Region(2, 1, 2, 5));
    Document json = loader.load("cr.json", "{\"a\": 1,\r\"b\": 2}").documents().get(0);
    assertThat(json.sourceIndex().locate(List.of("b")).region()).isEqualTo(new Region(2, 1, 2, 7));
  }

  @Test
  void jsonWarningsCarryLineAndColumn() {
    SourceFile file = loader.load("d.json", "{\n  \"a\": 1,\n  \"a\": 2\n}");
    assertThat(file.warnings()).containsExactly(new Warning(3, 3, "duplicate key \"a\": the last value wins"));
  }
}
