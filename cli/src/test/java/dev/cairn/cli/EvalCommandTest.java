package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class EvalCommandTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @Test
  void seedExampleDeniesThePrivateSubnet() throws Exception {
    CliRun run =
        CliRun.of(
            "eval", "-d", CliRun.SEED + "policy.rego", "-i", CliRun.SEED + "template.yaml",
            "data.policy.deny");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode expr = MAPPER.readTree(run.out()).at("/result/0/expressions/0");
    assertThat(expr.get("value")).isEqualTo(MAPPER.readTree("[\"PrivateSubnet\"]"));
    assertThat(expr.get("text").asText()).isEqualTo("data.policy.deny");
    assertThat(expr.get("location")).isEqualTo(MAPPER.readTree("{\"row\":1,\"col\":1}"));
  }

  @Test
  void jsonOutputHasBindingsOnlyWhenTheQueryHasVariables() throws Exception {
    CliRun run = CliRun.of("eval", "x := 1 + 2");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode result = MAPPER.readTree(run.out()).at("/result/0");
    assertThat(result.get("bindings")).isEqualTo(MAPPER.readTree("{\"x\":3}"));

    JsonNode noVars = MAPPER.readTree(CliRun.of("eval", "1 + 2 == 3").out()).at("/result/0");
    assertThat(noVars.has("bindings")).isFalse();
  }

  @Test
  void jsonIsIndentedLikeOpa() {
    CliRun run = CliRun.of("eval", "[]");
    assertThat(run.out())
        .isEqualTo(
            String.join(
                "\n",
                "{",
                "  \"result\": [",
                "    {",
                "      \"expressions\": [",
                "        {",
                "          \"value\": [],",
                "          \"text\": \"[]\",",
                "          \"location\": {",
                "            \"row\": 1,",
                "            \"col\": 1",
                "          }",
                "        }",
                "      ]",
                "    }",
                "  ]",
                "}",
                ""));
  }

  @Test
  void htmlCharactersAreEscapedAsGoDoes() {
    CliRun run = CliRun.of("eval", "-f", "values", "\"<a&b>\"");
    assertThat(run.out()).contains("\"\\u003ca\\u0026b\\u003e\"");
  }

  @Test
  void undefinedPrintsAnEmptyObjectAndFailExitsOne() {
    CliRun plain = CliRun.of("eval", "-d", CliRun.SEED + "policy.rego", "data.policy.nothing");
    assertThat(plain.exitCode()).as(plain.err()).isZero();
    assertThat(plain.out().strip()).isEqualTo("{}");

    CliRun fail = CliRun.of("eval", "--fail", "data.nothing.here");
    assertThat(fail.exitCode()).isEqualTo(1);
  }

  @Test
  void failDefinedExitsOneWhenDefined() {
    assertThat(CliRun.of("eval", "--fail-defined", "1 == 1").exitCode()).isEqualTo(1);
    assertThat(CliRun.of("eval", "--fail-defined", "1 == 2").exitCode()).isZero();
    assertThat(CliRun.of("eval", "--fail", "1 == 1").exitCode()).isZero();
  }

  @Test
  void failAndFailDefinedExcludeEachOther() {
    CliRun run = CliRun.of("eval", "--fail", "--fail-defined", "true");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("mutually exclusive");
  }

  @Test
  void valuesAndBindingsFormatsPrintOneDocumentPerSolution() throws Exception {
    CliRun values = CliRun.of("eval", "-f", "values", "x := [1, 2][_]");
    assertThat(values.exitCode()).as(values.err()).isZero();
    assertThat(values.out().replaceAll("\\s", "")).isEqualTo("[true][true]");

    CliRun bindings = CliRun.of("eval", "-f", "bindings", "x := [1, 2][_]");
    assertThat(bindings.out().replaceAll("\\s", "")).isEqualTo("{\"x\":1}{\"x\":2}");
  }

  @Test
  void malformedRegoIsReportedWithItsPosition() {
    CliRun run = CliRun.of("eval", "-f", "pretty", "-d", CliRun.FIXTURES + "errors/bad.rego", "data.bad.p");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).containsPattern("errors/bad\\.rego:\\d+:\\d+: rego_parse_error: ");
    assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
  }

  @Test
  void missingFileExitsTwo() {
    CliRun run = CliRun.of("eval", "-f", "pretty", "-d", "no/such/policy.rego", "data");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err().strip())
        .isEqualTo("no/such/policy.rego: load_error: no such file or directory");
  }

  @Test
  void badYamlInputNamesLineAndColumn() {
    CliRun run = CliRun.of("eval", "-f", "pretty", "-i", CliRun.FIXTURES + "errors/bad.yaml", "input");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).startsWith(CliRun.FIXTURES + "errors/bad.yaml:4:");
    assertThat(run.err()).contains("yaml_parse_error");
  }

  @Test
  void badJsonDataNamesLineAndColumn() {
    CliRun run = CliRun.of("eval", "-f", "values", "-d", CliRun.FIXTURES + "errors/bad.json", "data");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).startsWith(CliRun.FIXTURES + "errors/bad.json:2:7: json_parse_error: ");
  }

  @Test
  void errorsInJsonFormatAreADocumentOnStdout() throws Exception {
    CliRun run = CliRun.of("eval", "-d", "missing.json", "data"); // json is the default
    assertThat(run.exitCode()).isEqualTo(2);
    JsonNode error = MAPPER.readTree(run.out()).at("/errors/0");
    assertThat(error.get("code").asText()).isEqualTo("load_error");
    assertThat(error.at("/location/file").asText()).isEqualTo("missing.json");
  }

  @Test
  void cloudFormationShortFormTagsAreRead() throws Exception {
    CliRun run =
        CliRun.of(
            "eval", "-f", "values", "-i", "../fixtures/examples/storage.yaml",
            "input.Resources.LogsBucket.Properties.BucketName");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(MAPPER.readTree(run.out()).get(0))
        .isEqualTo(MAPPER.readTree("{\"Fn::Sub\": \"${AWS::StackName}-logs\"}"));
  }

  @Test
  void duplicateKeysAreAWarningAndTheLastValueWins() {
    CliRun run =
        CliRun.of("eval", "-f", "values", "-i", CliRun.FIXTURES + "errors/duplicate.yaml", "input.a");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out().replaceAll("\\s", "")).isEqualTo("[2]");
    assertThat(run.err()).startsWith(CliRun.FIXTURES + "errors/duplicate.yaml:2:1: warning: ");
  }

  @Test
  void directoriesMergeDataAtTheirRelativePath() throws Exception {
    CliRun run = CliRun.of("eval", "-f", "values", "-d", CliRun.FIXTURES + "tree", "data");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode data = MAPPER.readTree(run.out()).get(0);
    assertThat(data.get("top").asBoolean()).isTrue();
    assertThat(data.at("/sub/x").asInt()).isEqualTo(1);
    assertThat(data.at("/sub/deeper/y")).isEqualTo(MAPPER.readTree("[1,2]"));
    assertThat(data.at("/tree/sum").asInt()).isEqualTo(3);
  }

  @Test
  void conflictingDataFilesAreAnError() {
    CliRun run = CliRun.of("eval", "-f", "bindings", "-d", CliRun.FIXTURES + "conflict", "data");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("conflict/two.json: load_error: merge conflict: data.a.b");
  }

  @Test
  void usageErrorsExitTwo() {
    assertThat(CliRun.of("eval").exitCode()).isEqualTo(2);
    assertThat(CliRun.of("eval", "--no-such-flag", "x").exitCode()).isEqualTo(2);
    assertThat(CliRun.of("eval", "-f", "yaml", "x").exitCode()).isEqualTo(2);
    assertThat(CliRun.of("eval", "--timeout", "soon", "x").exitCode()).isEqualTo(2);
    assertThat(CliRun.of().exitCode()).isEqualTo(2);
  }
}
