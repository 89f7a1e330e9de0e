package dev.cairn.locator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Choosing a format by file name, conftest's value shapes, and malformed input in each format. */
class InputFormatsTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private final DocumentLoader loader = DocumentLoader.builder().build();

  @ParameterizedTest
  @CsvSource({
      "Dockerfile, DOCKERFILE",
      "build/Dockerfile.prod, DOCKERFILE",
      "app.dockerfile, DOCKERFILE",
      "main.tf, HCL2",
      "prod.tfvars, HCL2",
      ".env, DOTENV",
      "conf/app.properties, PROPERTIES",
      "traefik.toml, TOML",
      "grafana.INI, INI",
      "pom.xml, XML",
      "deploy.yml, YAML",
      "plan.json, JSON",
      "-, YAML",
      "manifest, YAML"})
  void chosenByFileName(String name, InputFormat expected) {
    assertThat(InputFormat.forFile(name)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource({
      "policy.cue, unsupported format \"cue\"",
      "config.jsonnet, unsupported format \"jsonnet\"",
      ".gitignore, unsupported format \"ignore\"",
      "notes.txt, no parser for the extension \".txt\""})
  void unsupportedFormatsNameTheFile(String name, String reason) {
    assertThatThrownBy(() -> loader.load(name, "a: 1"))
        .isInstanceOf(LocatorException.class)
        .hasMessageStartingWith(name + ":1:1: ")
        .hasMessageContaining(reason);
  }

  @Test
  void parserNames() {
    assertThat(InputFormat.named("hcl2")).isEqualTo(InputFormat.HCL2);
    assertThatThrownBy(() -> InputFormat.named("hcl1")).hasMessageContaining("unsupported format \"hcl1\"");
    assertThatThrownBy(() -> InputFormat.named("nope")).hasMessageContaining("unknown parser \"nope\"");
  }

  @Test
  void aGivenFormatOverridesTheName() {
    JsonNode v = value("input.txt", "[server]\nport = 80\n", InputFormat.INI);
    assertThat(v.toString()).isEqualTo("{\"server\":{\"port\":80}}");
  }

  @Test
  void terraformShapeAsConftestConvertsIt() throws Exception {
    String tf = String.join("\n",
        "provider \"aws\" {",
        "  alias = \"one\"",
        "}",
        "provider \"aws\" {",
        "  alias = \"two\"",
        "}",
        "resource \"aws_instance\" \"web\" {",
        "  ami   = \"${var.ami}\"",
        "  count = \"${2}\"",
        "  name  = \"web-${count.index}\"",
        "  tags  = { for k, v in var.tags : k => upper(v) }",
        "  keys  = { (var.k) = 1, 2 = \"two\", \"q\" = 3, a.b = 4 }",
        "  ids   = [for s in var.subnets : s.id]",
        "  port  = -1",
        "  ebs_block_device { size = 10 }",
        "  ebs_block_device { size = 20 }",
        "}",
        "");
    assertThat(value("main.tf", tf, null)).isEqualTo(JSON.readTree("""
        {"provider": {"aws": [{"alias": "one"}, {"alias": "two"}]},
         "resource": {"aws_instance": {"web": {
           "ami": "${var.ami}", "count": 2, "name": "web-${count.index}",
           "tags": "${{ for k, v in var.tags : k => upper(v) }}",
           "keys": {"${(var.k)}": 1, "2": "two", "q": 3, "a.b": 4},
           "ids": "${[for s in var.subnets : s.id]}", "port": "${-1}",
           "ebs_block_device": [{"size": 10}, {"size": 20}]}}}}
        """));
  }

  @Test
  void terraformRepeatedBlocksLocateEach() {
    String tf = "a \"x\" {\n  v = 1\n}\na \"x\" {\n  v = 2\n}\n";
    Document doc = loader.load("m.tf", tf).documents().get(0);
    assertThat(doc.sourceIndex().locate(List.of("a", "x", 1, "v")).region()).isEqualTo(new Region(5, 3, 5, 8));
    assertThat(doc.sourceIndex().locate(List.of("a", "x")).region()).isEqualTo(new Region(1, 1, 6, 2));
  }

  @Test
  void dockerfileShape() throws Exception {
    String df = "FROM alpine\nONBUILD RUN echo hi\nHEALTHCHECK --interval=5s CMD curl -f http://x/\nLABEL version 1.0\n";
    assertThat(value("Dockerfile", df, null)).isEqualTo(JSON.readTree("""
        [{"Cmd": "from", "SubCmd": "", "JSON": false, "Flags": [], "Value": ["alpine"], "Stage": 0},
         {"Cmd": "onbuild", "SubCmd": "run", "JSON": false, "Flags": [], "Value": ["echo hi"], "Stage": 0},
         {"Cmd": "healthcheck", "SubCmd": "", "JSON": false, "Flags": ["--interval=5s"],
          "Value": ["CMD", "curl -f http://x/"], "Stage": 0},
         {"Cmd": "label", "SubCmd": "", "JSON": false, "Flags": [], "Value": ["version", "1.0"], "Stage": 0}]
        """));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "main.tf|resource \"a\" \"b\" {\\n  x = \\n}|2|7|expected an expression",
      "main.tf|resource \"a\" \"b\" {\\n  x = 1\\n|1|18|unclosed block",
      "main.tf|x = [1, 2\\n|1|5|unclosed [",
      "main.tf|x = \"abc\\n|1|5|unterminated string",
      "main.tf|x = 1\\nx = 2\\n|2|1|defined twice",
      "Dockerfile|FROM alpine\\nFOO bar\\n|2|1|unknown instruction: FOO",
      "Dockerfile|# only a comment\\n|1|1|file with no instructions",
      "Dockerfile|FROM alpine\\n  RUN\\n|2|3|RUN requires at least one argument",
      "a.toml|a = 1\\nb = \\n|2|5|Unexpected end of line",
      "a.toml|[t]\\nx = 1\\n[t]\\n|3|1|previously defined",
      "a.ini|[server\\nport = 1\\n|1|1|unclosed section header",
      "a.ini|[server]\\nport\\n|2|1|delimiter",
      "pom.xml|<a>\\n  <b></a>\\n|2|8|must be terminated by the matching end-tag",
      "pom.xml|<!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>|1|62|was referenced, but not declared",
      "x.env|A=1\\nnot a pair\\n|2|1|expected KEY=value",
      "x.env|A=\"open\\n|1|3|unterminated quoted value",
      "a.properties|a=\\u12x\\n|1|3|invalid \\u escape"})
  void malformedInputIsLocated(String name, String text, int line, int column, String reason) {
    String input = text.replace("\\n", "\n");
    assertThatThrownBy(() -> loader.load(name, input))
        .isInstanceOfSatisfying(LocatorException.class, e -> {
          assertThat(e.file()).isEqualTo(name);
          assertThat(e.line()).isEqualTo(line);
          assertThat(e.column()).isEqualTo(column);
          assertThat(e.reason()).contains(reason);
        });
  }

  private JsonNode value(String name, String text, InputFormat format) {
    return loader.load(name, text, format).documents().get(0).value();
  }
}
