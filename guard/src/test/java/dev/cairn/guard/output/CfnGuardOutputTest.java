package dev.cairn.guard.output;

import dev.cairn.guard.DataException;
import dev.cairn.guard.GuardRules;
import dev.cairn.guard.InputParameters;
import dev.cairn.guard.RuleOutcome;
import dev.cairn.guard.Status;
import dev.cairn.guard.Validation;
import dev.cairn.guard.output.CfnGuardOutput;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.w3c.dom.Element;

/** cfn-guard's output shapes written from Cairn's validations, without the binary. */
class CfnGuardOutputTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String RULES = """
      rule named { Resources.*.Properties.BucketName exists <<needs a name>> }
      rule versioned { Resources.*.Properties.Status == 'Enabled' }
      rule skipped when Missing exists { Missing == 1 }
      rule ok { Resources exists }
      """;
  private static final String DATA = """
      Resources:
        B:
          Type: AWS::S3::Bucket
          Properties:
            Status: Suspended
      """;

  private static List<Validation> validations(InputParameters params) {
    Map<Path, String> data = new LinkedHashMap<>();
    data.put(Path.of("t.yaml"), DATA);
    return Validation.all(List.of(GuardRules.parse("r.guard", RULES)), data, params);
  }

  private static String write(CfnGuardOutput format, boolean structured) throws Exception {
    StringWriter out = new StringWriter();
    format.write(validations(InputParameters.NONE), structured, 7, out);
    return out.toString();
  }

  @Test
  void jsonHasCfnGuardsDocumentShape() throws Exception {
    JsonNode all = JSON.readTree(write(CfnGuardOutput.JSON, true));
    assertThat(all.isArray()).isTrue();
    JsonNode doc = all.get(0);
    assertThat(doc.fieldNames()).toIterable()
        .containsExactly("name", "metadata", "status", "not_compliant", "not_applicable", "compliant");
    assertThat(doc.get("name").asText()).isEqualTo(Path.of("t.yaml").toAbsolutePath().toString());
    assertThat(doc.get("status").asText()).isEqualTo("FAIL");
    assertThat(doc.get("not_applicable").toString()).isEqualTo("[\"skipped\"]");
    assertThat(doc.get("compliant").toString()).isEqualTo("[\"ok\"]");
    assertThat(doc.at("/not_compliant/0/Rule/name").asText()).isEqualTo("named");
    JsonNode missing = doc.at("/not_compliant/0/Rule/checks/0/Clause/Unary");
    assertThat(missing.at("/messages/custom_message").asText()).isEqualTo("needs a name");
    assertThat(missing.at("/check/UnResolved/value/traversed_to/path").asText()).isEqualTo("/Resources/B/Properties");
    assertThat(missing.at("/check/UnResolved/value/traversed_to/value/Status").asText()).isEqualTo("Suspended");
    assertThat(missing.at("/check/UnResolved/value/remaining_query").asText()).isEqualTo("BucketName");
    assertThat(missing.at("/check/UnResolved/comparison").toString()).isEqualTo("[\"Exists\",false]");
    JsonNode binary = doc.at("/not_compliant/1/Rule/checks/0/Clause/Binary/check/Resolved");
    assertThat(binary.at("/from/path").asText()).isEqualTo("/Resources/B/Properties/Status");
    assertThat(binary.at("/from/value").asText()).isEqualTo("Suspended");
    assertThat(binary.at("/comparison").toString()).isEqualTo("[\"Eq\",false]");
  }

  @Test
  void unstructuredJsonAndYamlGiveOneDocumentPerRulesAndDataFile() throws Exception {
    String json = write(CfnGuardOutput.JSON, false);
    assertThat(json).startsWith("{\n  \"name\": ").contains("\n  \"metadata\": {},\n");
    assertThat(JSON.readTree(json).get("status").asText()).isEqualTo("FAIL");
    List<Object> yaml = new java.util.ArrayList<>();
    new Load(LoadSettings.builder().build()).loadAllFromString(write(CfnGuardOutput.YAML, false)).forEach(yaml::add);
    assertThat(yaml).hasSize(1);
    assertThat((JsonNode) JSON.valueToTree(yaml.get(0))).isEqualTo(JSON.readTree(json));
    Object structured = new Load(LoadSettings.builder().build()).loadFromString(write(CfnGuardOutput.YAML, true));
    assertThat((JsonNode) JSON.valueToTree(structured)).isEqualTo(JSON.readTree(write(CfnGuardOutput.JSON, true)));
  }

  @Test
  void sarifPutsEachFailingCheckAtCairnsLocatedLine() throws Exception {
    JsonNode sarif = JSON.readTree(write(CfnGuardOutput.SARIF, true));
    JsonNode run = sarif.at("/runs/0");
    assertThat(run.at("/artifacts/0/location/uri").asText()).doesNotStartWith("/").endsWith("t.yaml");
    assertThat(run.at("/results").size()).isEqualTo(2);
    assertThat(run.at("/results/0/ruleId").asText()).isEqualTo("NAMED");
    assertThat(run.at("/results/0/message/text").asText()).endsWith(" needs a name");
    assertThat(run.at("/results/0/locations/0/physicalLocation/region/startLine").asInt()).isEqualTo(4);
    assertThat(run.at("/results/1/ruleId").asText()).isEqualTo("VERSIONED");
    assertThat(run.at("/results/1/locations/0/physicalLocation/region/startLine").asInt()).isEqualTo(5);
  }

  @Test
  void junitHasOneSuitePerDataFileAndOneCasePerRulesFile() throws Exception {
    org.w3c.dom.Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(write(CfnGuardOutput.JUNIT, true).getBytes(StandardCharsets.UTF_8)));
    Element suites = xml.getDocumentElement();
    assertThat(suites.getAttribute("name")).isEqualTo("cfn-guard validate report");
    assertThat(suites.getAttribute("tests")).isEqualTo("1");
    assertThat(suites.getAttribute("failures")).isEqualTo("1");
    assertThat(suites.getAttribute("time")).isEqualTo("7");
    Element testcase = (Element) xml.getElementsByTagName("testcase").item(0);
    assertThat(testcase.getAttribute("name")).isEqualTo("r.guard");
    Element failure = (Element) testcase.getElementsByTagName("failure").item(0);
    assertThat(failure.getAttribute("message")).isEqualTo("versioned");
    assertThat(failure.getTextContent()).contains("needs a name").contains("Suspended");
  }

  @Test
  void inputParametersAreMergedAndMayNotRepeatAKey() {
    Map<String, String> params = new LinkedHashMap<>();
    params.put("p.yaml", "Missing: 1\n");
    List<Validation> v = validations(InputParameters.read(params));
    assertThat(v.get(0).outcomes()).filteredOn(o -> o.rule().equals("skipped")).extracting(RuleOutcome::status)
        .containsExactly(Status.PASS);
    params.put("q.yaml", "Missing: 2\n");
    assertThatThrownBy(() -> InputParameters.read(params)).isInstanceOf(DataException.class)
        .hasMessageContaining("q.yaml:1:1").hasMessageContaining("Key Missing, already exists");
    Map<String, String> clash = Map.of("p.yaml", "Resources: {}\n");
    assertThatThrownBy(() -> validations(InputParameters.read(clash))).isInstanceOf(DataException.class)
        .hasMessageContaining("Key Resources, already exists");
    assertThatThrownBy(() -> InputParameters.read(Map.of("bad.yaml", "a: [\n"))).isInstanceOf(DataException.class)
        .hasMessageContaining("bad.yaml:2:1");
    assertThatThrownBy(() -> InputParameters.read(Map.of("list.yaml", "- 1\n"))).isInstanceOf(DataException.class)
        .hasMessageContaining("list.yaml:1:1");
  }

  @Test
  void aJsonFileHoldingYamlIsReadAsYamlAsCfnGuardDoes() {
    Map<Path, String> data = new LinkedHashMap<>();
    data.put(Path.of("t.json"), DATA);
    List<Validation> v = Validation.all(List.of(GuardRules.parse("r.guard", RULES)), data, InputParameters.NONE);
    assertThat(v.get(0).outcomes()).filteredOn(o -> o.rule().equals("versioned")).extracting(RuleOutcome::status)
        .containsExactly(Status.FAIL);
    Map<Path, String> broken = Map.of(Path.of("b.json"), "{\"a\": [1,\n");
    assertThatThrownBy(() -> Validation.all(List.of(GuardRules.parse("r.guard", RULES)), broken, InputParameters.NONE))
        .isInstanceOf(DataException.class).hasMessageContaining("b.json:");
  }
}
