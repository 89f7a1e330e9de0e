package dev.cairn.cfnlint;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.report.Finding;
import dev.cairn.testkit.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The property test over every resource type of ../shared/cfn-schemas: a minimal resource built from
 * its schema validates clean; one property of the wrong type, or one unknown property, gives exactly
 * one finding, at that property.
 */
class EveryResourceTypeTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final DocumentLoader LOADER = DocumentLoader.builder().build();
  private static SchemaStore store;
  private static TemplateLinter linter;
  private static List<String> types;

  @BeforeAll
  static void load() throws IOException {
    Path root = Shared.require("cfn-schemas");
    store = SchemaStore.directory(root, "us-east-1");
    // the provider schemas alone: cfn-lint's extension rules constrain more than a type's schema
    List<String> extensionRules = List.copyOf(ExtensionRules.ALL.resourceRuleIds());
    linter = new TemplateLinter(store, new LintOptions(List.of("us-east-1"), extensionRules, List.of(), false));
    try (Stream<Path> files = Files.list(root.resolve("providers/us_east_1"))) {
      types = files.map(f -> typeName(f)).sorted().toList();
    }
  }

  private static String typeName(Path file) {
    try {
      return JSON.readTree(file.toFile()).path("typeName").asText();
    } catch (IOException e) {
      throw new AssertionError(file + ": " + e.getMessage());
    }
  }

  @Test
  void everyTypeIsThere() {
    assertThat(types).hasSizeGreaterThan(1_500).doesNotContain("");
  }

  @Test
  void aMinimalResourceOfEveryTypeIsClean() {
    List<String> failures = new ArrayList<>();
    List<String> unbuilt = new ArrayList<>();
    for (String type : types) {
      MinimalValue generator = new MinimalValue(provider(type));
      List<Finding> findings = lint(type, minimal(type, generator));
      if (!generator.unbuilt().isEmpty()) {
        unbuilt.add(type + " " + generator.unbuilt());
      } else if (!findings.isEmpty()) {
        failures.add(type + ": " + Lint.describe(findings));
      }
    }
    // every type's minimal resource is built (a pattern no string was found for would be no evidence)
    assertThat(unbuilt).as(String.join("\n", unbuilt)).isEmpty();
    assertThat(failures).as(failures.size() + " types:\n" + String.join("", failures.subList(0, Math.min(40, failures.size())))).isEmpty();
  }

  private static final java.util.Set<String> ANY_VALUE = java.util.Set.of("enum", "enumCaseInsensitive", "const", "oneOf", "anyOf");

  @Test
  void oneWrongTypeIsOneTypeFindingAtThatProperty() {
    List<String> failures = new ArrayList<>();
    for (String type : types) {
      SchemaDocument doc = provider(type);
      MinimalValue generator = new MinimalValue(doc);
      ObjectNode properties = minimal(type, generator);
      String name = typedProperty(doc, properties);
      if (!generator.unbuilt().isEmpty()) {
        continue;
      }
      if (name == null) {
        continue;
      }
      properties.set(name, wrongValue(doc, doc.root().path("properties").get(name)));
      List<Finding> findings = lint(type, properties);
      List<Object> at = List.of("Resources", "R", "Properties", name);
      // one E3012; the property's keywords for any kind of value (an enum, its own or an extension
      // rule's; a oneOf whose branches only constrain objects or strings) still apply, as in cfn-lint
      if (findings.stream().filter(f -> f.ruleId().equals("E3012")).count() != 1
          || findings.stream().anyMatch(f -> !f.location().path().equals(at)
              || !(f.ruleId().equals("E3012") || ANY_VALUE.contains(f.metadata().path("keyword").asText())))) {
        failures.add(type + "." + name + ": " + Lint.describe(findings));
      }
    }
    assertThat(failures).as(failures.size() + " types:\n" + String.join("", failures.subList(0, Math.min(40, failures.size())))).isEmpty();
  }

  @Test
  void oneUnknownPropertyIsOneE3002AtThatKey() {
    List<String> failures = new ArrayList<>();
    for (String type : types) {
      SchemaDocument doc = provider(type);
      MinimalValue generator = new MinimalValue(doc);
      ObjectNode properties = minimal(type, generator);
      if (doc.root().path("additionalProperties").asBoolean(true) || doc.root().has("patternProperties")
          || !generator.unbuilt().isEmpty()) {
        continue;
      }
      properties.put("CairnUnknownProperty", "x");
      List<Finding> findings = lint(type, properties);
      if (findings.size() != 1 || !findings.get(0).ruleId().equals("E3002")
          || !findings.get(0).location().path().equals(List.of("Resources", "R", "Properties", "CairnUnknownProperty"))) {
        failures.add(type + ": " + Lint.describe(findings));
      }
    }
    assertThat(failures).as(failures.size() + " types:\n" + String.join("", failures.subList(0, Math.min(40, failures.size())))).isEmpty();
  }

  private static SchemaDocument provider(String type) {
    return store.provider("us-east-1", type).orElseThrow();
  }

  private static ObjectNode minimal(String type) {
    return minimal(type, new MinimalValue(provider(type)));
  }

  private static ObjectNode minimal(String type, MinimalValue generator) {
    SchemaDocument doc = provider(type);
    JsonNode value = generator.of(doc.root(), 0);
    return value.isObject() ? (ObjectNode) value : JsonNodeFactory.instance.objectNode();
  }

  /** The first property (required ones first) whose schema says its type. */
  private static String typedProperty(SchemaDocument doc, ObjectNode minimal) {
    List<String> names = new ArrayList<>();
    minimal.fieldNames().forEachRemaining(names::add);
    doc.root().path("properties").fieldNames().forEachRemaining(names::add);
    List<String> readOnly = new ArrayList<>();
    doc.root().path("readOnlyProperties").forEach(p -> readOnly.add(p.asText().substring(p.asText().lastIndexOf('/') + 1)));
    for (String n : names) {
      JsonNode s = resolved(doc, doc.root().path("properties").path(n));
      if (s.has("type") && !readOnly.contains(n)) {
        return n;
      }
    }
    return null;
  }

  private static JsonNode resolved(SchemaDocument doc, JsonNode s) {
    for (int i = 0; i < 20 && s.has("$ref"); i++) {
      s = doc.resolve(s.get("$ref").asText());
    }
    return s;
  }

  /** A value no type of the property's schema accepts, even with CloudFormation's coercion. */
  private static JsonNode wrongValue(SchemaDocument doc, JsonNode schema) {
    String types = resolved(doc, schema).get("type").toString();
    if (!types.contains("array")) {
      return JsonNodeFactory.instance.arrayNode().add("x");
    }
    if (!types.contains("object")) {
      return JsonNodeFactory.instance.objectNode().put("CairnWrong", "x");
    }
    return JsonNodeFactory.instance.nullNode();
  }

  private static List<Finding> lint(String type, ObjectNode properties) {
    ObjectNode template = JsonNodeFactory.instance.objectNode();
    ObjectNode resource = template.putObject("Resources").putObject("R");
    resource.put("Type", type);
    resource.set("Properties", properties);
    String text;
    try {
      text = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(template);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    return linter.lint(LOADER.load(type + ".json", text));
  }
}
