package dev.cairn.guard;

import dev.cairn.guard.output.CfnGuardOutput;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code cairn guard validate -o json|yaml|sarif|junit --structured} against the cfn-guard binary's
 * output for the same files: the same structure (keys, data files, statuses, rule names in each list,
 * rule ids, test suites and cases). Check internals are compared in the JSON test only by their keys.
 */
class CfnGuardOutputDifferentialTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path DIR = Path.of("../fixtures/guard/language");
  private static final List<Path> DATA = List.of(DIR.resolve("noncompliant.yaml"), DIR.resolve("compliant.yaml"),
      DIR.resolve("empty.json"));

  private static String cfnGuard(String format) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(Oracle.BINARY.toString(), "validate", "-r", DIR.resolve("constructs.guard").toString(),
        "-o", format, "--structured", "-S", "none"));
    DATA.forEach(d -> cmd.addAll(List.of("-d", d.toString())));
    Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
    return out;
  }

  private static String cairn(CfnGuardOutput format) throws Exception {
    Map<Path, String> data = new LinkedHashMap<>();
    for (Path d : DATA) {
      data.put(d, Files.readString(d));
    }
    StringWriter out = new StringWriter();
    format.write(Validation.all(List.of(GuardRules.load(DIR.resolve("constructs.guard"))), data, InputParameters.NONE),
        true, 0, out);
    return out.toString();
  }

  /** What both must agree on: per data file its keys, status and rule lists, and each failing rule's keys. */
  private static JsonNode outline(JsonNode docs) {
    ArrayNode out = JSON.createArrayNode();
    for (JsonNode d : docs) {
      ObjectNode o = out.addObject();
      o.set("keys", JSON.valueToTree(keys(d)));
      o.set("name", d.get("name"));
      o.set("status", d.get("status"));
      o.set("not_applicable", d.get("not_applicable"));
      o.set("compliant", d.get("compliant"));
      ArrayNode failing = o.putArray("not_compliant");
      for (JsonNode r : d.get("not_compliant")) {
        failing.addObject().put("name", r.at("/Rule/name").asText()).set("keys", JSON.valueToTree(keys(r.get("Rule"))));
      }
    }
    return out;
  }

  private static List<String> keys(JsonNode n) {
    List<String> keys = new ArrayList<>();
    n.fieldNames().forEachRemaining(keys::add);
    return keys;
  }

  private static TreeSet<String> clauseKinds(JsonNode docs) {
    TreeSet<String> kinds = new TreeSet<>();
    docs.findValues("Clause").forEach(c -> c.fieldNames().forEachRemaining(kinds::add));
    return kinds;
  }

  @Test
  void jsonAndYamlHaveCfnGuardsStructure() throws Exception {
    Oracle.assumeInstalled();
    JsonNode theirs = JSON.readTree(cfnGuard("json"));
    JsonNode ours = JSON.readTree(cairn(CfnGuardOutput.JSON));
    assertThat(outline(ours)).isEqualTo(outline(theirs));
    assertThat(theirs.size()).isEqualTo(3);
    assertThat(clauseKinds(ours)).isEqualTo(clauseKinds(theirs)).contains("Unary", "Binary");
    Load yaml = new Load(LoadSettings.builder().build());
    assertThat(outline(JSON.valueToTree(yaml.loadFromString(cairn(CfnGuardOutput.YAML)))))
        .isEqualTo(outline(JSON.valueToTree(yaml.loadFromString(cfnGuard("yaml")))));
  }

  @Test
  void sarifHasCfnGuardsStructure() throws Exception {
    Oracle.assumeInstalled();
    JsonNode theirs = JSON.readTree(cfnGuard("sarif"));
    JsonNode ours = JSON.readTree(cairn(CfnGuardOutput.SARIF));
    assertThat(keys(ours)).isEqualTo(keys(theirs));
    assertThat(keys(ours.at("/runs/0"))).isEqualTo(keys(theirs.at("/runs/0")));
    assertThat(keys(ours.at("/runs/0/tool/driver"))).isEqualTo(keys(theirs.at("/runs/0/tool/driver")));
    assertThat(ours.at("/runs/0/artifacts")).isEqualTo(theirs.at("/runs/0/artifacts"));
    assertThat(new TreeSet<>(ours.at("/runs/0/results").findValuesAsText("ruleId")))
        .isEqualTo(new TreeSet<>(theirs.at("/runs/0/results").findValuesAsText("ruleId")));
    assertThat(keys(ours.at("/runs/0/results/0"))).isEqualTo(keys(theirs.at("/runs/0/results/0")));
    assertThat(keys(ours.at("/runs/0/results/0/locations/0/physicalLocation/region")))
        .isEqualTo(keys(theirs.at("/runs/0/results/0/locations/0/physicalLocation/region")));
  }

  @Test
  void junitHasCfnGuardsStructure() throws Exception {
    Oracle.assumeInstalled();
    assertThat(junitOutline(cairn(CfnGuardOutput.JUNIT))).isEqualTo(junitOutline(cfnGuard("junit")));
  }

  /** Element names, and every attribute but the times, in document order. */
  private static List<String> junitOutline(String xml) throws Exception {
    org.w3c.dom.Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    List<String> out = new ArrayList<>();
    NodeList all = doc.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      StringBuilder sb = new StringBuilder(e.getTagName());
      for (int a = 0; a < e.getAttributes().getLength(); a++) {
        String name = e.getAttributes().item(a).getNodeName();
        sb.append(' ').append(name).append('=').append(name.equals("time") ? "*" : e.getAttribute(name));
      }
      out.add(sb.toString());
    }
    return out;
  }
}
