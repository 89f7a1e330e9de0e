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

  /** The type the fuzzed schema is for, and the file a flat {@code --schemas} folder holds it in. */
  private static final String TYPE = "Fuzz::Test::Thing";
  private static final String SCHEMA_FILE = SchemaStore.fileName(TYPE);
  /** A second schema the fuzzed one may name ({@code "$ref": "shared#/definitions/X"}). */
  private static final String SHARED_FILE = "shared.json";
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

  /** A {@code --schemas} folder, written anew for each input. */
  private static Path schemas;
  private static int templateLines;

  @BeforeAll
  static void folder() throws IOException {
    schemas = Files.createTempDirectory("cairn-schema-fuzz");
    templateLines = lines(TEMPLATE);
  }

  @AfterAll
  static void removeFolder() throws IOException {
    Files.deleteIfExists(schemas.resolve(SCHEMA_FILE));
    Files.deleteIfExists(schemas.resolve(SHARED_FILE));
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
   * file it may refer to), in a {@code --schemas} folder, applied to a fixed template.
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
    byte[] bytes = data.consumeRemainingAsBytes();
    int mark = indexOf(bytes, SHARED_MARK);
    write(SCHEMA_FILE, mark < 0 ? bytes : Arrays.copyOf(bytes, mark));
    if (mark < 0) {
      Files.deleteIfExists(schemas.resolve(SHARED_FILE));
    } else {
      write(SHARED_FILE, Arrays.copyOfRange(bytes, mark + SHARED_MARK.length, bytes.length));
    }
    TemplateLinter linter = new TemplateLinter(SchemaStore.directory(schemas, "us-east-1"), OPTIONS);
    for (Finding f : linter.lint(LOADER.load("fuzz.yaml", TEMPLATE))) {
      assertLocated(f, "fuzz.yaml", templateLines);
      if (f.ruleId().equals("E0002")) {
        // a schema Cairn cannot use is named, with the place in it: ".../fuzz-test-thing.json:3:7: ..."
        assertThat(f.message()).as("names the schema file and place").containsPattern(SCHEMA_AT);
      }
    }
  }

  private static final Pattern SCHEMA_AT = Pattern.compile(
      Pattern.quote(SCHEMA_FILE) + ":\\d+:\\d+: |" + Pattern.quote(SHARED_FILE) + ":\\d+:\\d+: ");

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

  private static void write(String name, byte[] bytes) {
    try {
      Files.write(schemas.resolve(name), bytes);
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
