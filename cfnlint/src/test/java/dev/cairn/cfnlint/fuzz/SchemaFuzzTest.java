package dev.cairn.cfnlint.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.cairn.cfnlint.LintOptions;
import dev.cairn.cfnlint.SchemaStore;
import dev.cairn.cfnlint.TemplateLinter;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.Finding;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * Coverage-guided fuzzing of {@code cairn lint}'s schema validation (Jazzer). Whatever the template,
 * linting it against the bundled schemas ends in findings located inside it (never Cairn's
 * {@code E0002 cannot check this template}, which the bundled set must never need); whatever a
 * {@code --schemas} folder's schema says, linting a fixed template with it ends in findings, and a
 * schema Cairn cannot use is an {@code E0002} naming the schema file at a line and column. An
 * internal error, a stack overflow or a hang is a finding. Without {@code JAZZER_FUZZ} each target
 * runs over its corpus ({@code src/test/resources/dev/cairn/cfnlint/fuzz/SchemaFuzzTestInputs/})
 * as a regression test; docs/reliability.md says how to fuzz.
 */
class SchemaFuzzTest {
  private static final DocumentLoader LOADER = DocumentLoader.builder().build();
  /** Informational rules too: they are off by default, and every rule is code to reach. */
  private static final LintOptions OPTIONS = new LintOptions(List.of("us-east-1"), List.of(), List.of("I"), false);
  private static final TemplateLinter BUNDLED = new TemplateLinter(SchemaStore.bundled(), OPTIONS);

  /**
   * The type an input's schema is for, as the input names it. Each input gets a type and file names
   * of its own ({@code Fuzz::Test::T17} in {@code fuzz-test-t17.json}, {@code shared17.json}), so
   * that one store, which keeps every file it has read (the bundled sections and functions too,
   * most of the work), reads each input's files afresh.
   */
  private static final String TYPE = "Fuzz::Test::Thing";
  /** Between the fuzzed schema and the shared one in an input (an input without it has no shared file). */
  private static final byte[] SHARED_MARK = "\n//shared.json\n".getBytes(StandardCharsets.UTF_8);

  /** Values of every JSON kind and every intrinsic function, for the fuzzed schema's keywords to meet. */
  private static final String TEMPLATE = """
      AWSTemplateFormatVersion: "2010-09-09"
      Parameters:
        Name: {Type: String, Default: n}
        Count: {Type: Number, Default: 3}
        Names: {Type: CommaDelimitedList}
      Mappings:
        M: {a: {b: x, c: [1, 2]}}
      Conditions:
        Yes: !Equals [!Ref Name, n]
      Resources:
        A:
          Type: Fuzz::Test::Thing
          Properties:
            S: text
            N: 1.5
            I: 42
            Neg: -7
            B: true
            Z: null
            Empty: ""
            L: [a, 1, true, {K: v}, [x]]
            O: {K: v, Key: Name, Value: x, Nested: {Deep: [1, {Deeper: "2"}]}}
            Tags: [{Key: a, Value: b}, {Key: a, Value: c}]
            Arn: arn:aws:s3:::bucket/key
            Cidr: 10.0.0.0/16
            Json: '{"Statement": [{"Effect": "Allow"}]}'
            R: !Ref Name
            RL: !Ref Names
            G: !GetAtt B.Arn
            Sub: !Sub "${Name}-${AWS::Region}"
            If: !If [Yes, 1, !Ref AWS::NoValue]
            Join: !Join [",", [a, b]]
            Find: !FindInMap [M, a, b]
            Select: !Select [0, !GetAZs ""]
            Split: !Split [",", "a,b"]
            B64: !Base64 text
        B:
          Type: Fuzz::Test::Thing
          DependsOn: A
          Condition: Yes
          Properties: {}
        C:
          Type: Fuzz::Test::Thing
      Outputs:
        Out:
          Value: !GetAtt A.Arn
        Attr:
          Value: !GetAtt C.S
      """;

  /** A {@code --schemas} folder, holding each input's files while it is linted, and its linter. */
  private static Path schemas;
  private static TemplateLinter folderLinter;
  private static int inputs;
  private static int templateLines;

  @BeforeAll
  static void folder() throws IOException {
    schemas = Files.createTempDirectory("cairn-schema-fuzz");
    folderLinter = new TemplateLinter(SchemaStore.directory(schemas, "us-east-1"), OPTIONS);
    templateLines = lines(TEMPLATE);
  }

  @AfterAll
  static void removeFolder() throws IOException {
    Files.deleteIfExists(schemas);
  }

  /** Template text (JSON when it starts with a brace, else YAML) linted with the bundled schemas. */
  @FuzzTest(maxDuration = "30s")
  void template(FuzzedDataProvider data) {
    String text = data.consumeRemainingAsString();
    String name = text.stripLeading().startsWith("{") ? "fuzz.json" : "fuzz.yaml";
    SourceFile file;
    try {
      file = LOADER.load(name, text);
    } catch (LocatorException e) {
      assertThat(e.file()).isEqualTo(name);
      assertThat(e.line()).as(e.getMessage()).isPositive();
      assertThat(e.column()).as(e.getMessage()).isPositive();
      return;
    }
    for (Finding f : BUNDLED.lint(file)) {
      assertLocated(f, name, lines(text));
      assertThat(f.ruleId()).as("the bundled schemas can check any template: %s", f.message()).isNotEqualTo("E0002");
    }
  }

  /**
   * A provider schema for {@value #TYPE} (and, after a line {@code //shared.json}, a second schema
   * file, {@code shared.json}, it may refer to), in a {@code --schemas} folder, applied to a fixed
   * template.
   */
  @FuzzTest(maxDuration = "30s")
  @DictionaryEntries({
      "\"typeName\"", "\"Fuzz::Test::Thing\"", "\"properties\"", "\"definitions\"", "\"$ref\"", "\"#/definitions/",
      "\"#/properties/", "\"shared#/definitions/", "\"fuzz-test-thing#/", "\"#\"", "\"#/\"", "\"type\"", "\"string\"",
      "\"integer\"", "\"number\"", "\"boolean\"", "\"object\"", "\"array\"", "\"null\"", "\"enum\"", "\"const\"",
      "\"pattern\"", "\"patternProperties\"", "\"additionalProperties\"", "\"required\"", "\"items\"",
      "\"prefixItems\"", "\"additionalItems\"", "\"contains\"", "\"allOf\"", "\"anyOf\"", "\"oneOf\"", "\"not\"",
      "\"if\"", "\"then\"", "\"else\"", "\"minimum\"", "\"maximum\"", "\"exclusiveMinimum\"", "\"exclusiveMaximum\"",
      "\"multipleOf\"", "\"minLength\"", "\"maxLength\"", "\"minItems\"", "\"maxItems\"", "\"uniqueItems\"",
      "\"minProperties\"", "\"maxProperties\"", "\"propertyNames\"", "\"dependencies\"", "\"dependentRequired\"",
      "\"dependentExcluded\"", "\"requiredXor\"", "\"requiredOr\"", "\"uniqueKeys\"", "\"maxUniqueItems\"",
      "\"enumCaseInsensitive\"", "\"format\"", "\"cfnContext\"", "\"cfnGather\"", "\"cfnLint\"", "\"awsType\"",
      "\"dynamicValidation\"", "\"readOnlyProperties\"", "\"/properties/", "\"schema\"", "\"functions\"",
      "\"ipv4-network\"", "\"date-time\"", "\"Fn::GetAtt\"", "\"Ref\"", "\"Fn::Sub\"", "\"Fn::If\"", "//shared.json"})
  void schema(FuzzedDataProvider data) throws IOException {
    int n = ++inputs;
    String type = "Fuzz::Test::T" + n;
    String file = SchemaStore.fileName(type);
    String shared = "shared" + n;
    byte[] bytes = rename(data.consumeRemainingAsBytes(), type, file, shared);
    int mark = indexOf(bytes, SHARED_MARK);
    Path main = write(file, mark < 0 ? bytes : Arrays.copyOf(bytes, mark));
    Path second = mark < 0 ? null : write(shared + ".json", Arrays.copyOfRange(bytes, mark + SHARED_MARK.length, bytes.length));
    try {
      Pattern schemaAt = Pattern.compile(Pattern.quote(file) + ":\\d+:\\d+: |" + Pattern.quote(shared + ".json") + ":\\d+:\\d+: ");
      for (Finding f : folderLinter.lint(LOADER.load("fuzz.yaml", TEMPLATE.replace(TYPE, type)))) {
        assertLocated(f, "fuzz.yaml", templateLines);
        if (f.ruleId().equals("E0002")) {
          // a schema Cairn cannot use is named, with the place in it: ".../fuzz-test-t17.json:3:7: ..."
          assertThat(f.message()).as("names the schema file and place").containsPattern(schemaAt);
        }
      }
    } finally {
      Files.delete(main);
      if (second != null) {
        Files.delete(second);
      }
    }
  }

  /** The input's names for the type and the files made this input's own. */
  private static byte[] rename(byte[] bytes, String type, String file, String shared) {
    String text = new String(bytes, StandardCharsets.ISO_8859_1); // byte for byte: the names are ASCII
    return text.replace(TYPE, type)
        .replace(SchemaStore.fileName(TYPE).replace(".json", "#"), file.replace(".json", "#"))
        .replace("\"shared#", "\"" + shared + "#")
        .getBytes(StandardCharsets.ISO_8859_1);
  }

  private static void assertLocated(Finding f, String name, int lines) {
    assertThat(f.file()).isEqualTo(name);
    assertThat(f.message()).as("%s %s", f.ruleId(), f.message()).isNotBlank().doesNotContain("internal error");
    assertThat(f.location()).as(f.message()).isNotNull();
    assertThat(f.location().line()).as("%s %s", f.ruleId(), f.message()).isBetween(1, lines);
    assertThat(f.location().column()).as("%s %s", f.ruleId(), f.message()).isPositive();
    if (f.resource() != null) {
      assertThat(f.resource().line()).as("%s %s", f.ruleId(), f.message()).isBetween(1, lines);
    }
  }

  private static Path write(String name, byte[] bytes) {
    try {
      return Files.write(schemas.resolve(name), bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static int indexOf(byte[] bytes, byte[] part) {
    for (int i = 0; i + part.length <= bytes.length; i++) {
      if (Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
        return i;
      }
    }
    return -1;
  }

  private static int lines(String text) {
    return (int) text.chars().filter(c -> c == '\n' || c == '\r').count() + 1;
  }
}
