package dev.cairn.cfnlint;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testkit.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every file of ../shared/cfn-schemas loads, and every keyword the schemas use is either checked or a
 * known annotation; the ones that are neither are listed here, so a new one fails this test.
 */
class SchemaSetTest {

  /** Keywords in the set that Cairn does not check, with why. */
  private static final Set<String> NOT_CHECKED = Set.of();

  /**
   * cfnLint keyword values that name a rule Cairn does not have: inside IAM policy documents, W3037
   * (actions), I3510 (statement resources) and E3514 (resource ARNs) need AWS's service
   * authorization data, which the schema set does not hold, and W2511 (policy version) is Python
   * logic.
   */
  private static final Set<String> RULES_NOT_CHECKED = Set.of(
      "AWS::IAM::Policy/Properties/PolicyDocument/Statement",
      "AWS::IAM::Policy/Properties/PolicyDocument/Statement/Action",
      "AWS::IAM::Policy/Properties/PolicyDocument/Statement/Resource",
      "AWS::IAM::Policy/Properties/PolicyDocument/Version");

  @Test
  void everyFileLoadsAndEveryKeywordIsKnown() throws IOException {
    Path root = Shared.require("cfn-schemas");
    SchemaStore store = SchemaStore.directory(root, "us-east-1");
    Map<String, Set<String>> unchecked = new TreeMap<>();
    Set<String> patterns = new TreeSet<>();
    Set<String> rules = new TreeSet<>();
    Set<String> regional = ExtensionRules.ALL.regionalSchemas();
    int files = 0;
    for (String dir : List.of("providers/us_east_1", "other", "extensions")) {
      try (Stream<Path> walk = Files.walk(root.resolve(dir))) {
        for (Path file : walk.filter(f -> f.toString().endsWith(".json")).toList()) {
          String relative = root.relativize(file).toString().replace('\\', '/');
          SchemaDocument doc = store.required(relative);
          files++;
          // a regional extension schema is one schema per region
          List<JsonNode> schemas = new ArrayList<>();
          if (regional.contains(relative)) {
            doc.root().forEach(schemas::add);
          } else {
            schemas.add(doc.root());
          }
          for (JsonNode schema : schemas) {
            for (String k : Keywords.unchecked(schema)) {
              unchecked.computeIfAbsent(k, x -> new TreeSet<>()).add(relative);
            }
          }
          patterns.addAll(Keywords.uncompilablePatterns(doc.root()));
          rules.addAll(Keywords.unknownRules(doc.root()));
        }
      }
    }
    assertThat(files).isGreaterThan(1_500);
    assertThat(unchecked.keySet()).as("unchecked keywords and where: " + unchecked).isEqualTo(NOT_CHECKED);
    assertThat(patterns).as("patterns Java cannot compile").isEmpty();
    assertThat(rules).as("cfnLint rules Cairn does not have").isEqualTo(RULES_NOT_CHECKED);
  }

  /** Every schema the extension rules name is in the set, and every extension schema has a rule. */
  @Test
  void everyExtensionSchemaIsApplied() throws IOException {
    Path root = Shared.require("cfn-schemas");
    SchemaStore store = SchemaStore.directory(root, "us-east-1");
    Set<String> named = ExtensionRules.ALL.schemaFiles();
    Set<String> extensions = new TreeSet<>();
    try (Stream<Path> walk = Files.walk(root.resolve("extensions"))) {
      walk.filter(f -> f.toString().endsWith(".json")).forEach(f -> extensions.add(root.relativize(f).toString().replace('\\', '/')));
    }
    assertThat(extensions).hasSize(60);
    assertThat(named).containsAll(extensions);
    named.stream().filter(f -> !f.startsWith("builtin:")).forEach(f -> assertThat(store.required(f).root().isObject()).isTrue());
  }

  @Test
  void theExtensionSchemasLoad() throws IOException {
    Path root = Shared.require("cfn-schemas");
    SchemaStore store = SchemaStore.directory(root, "us-east-1");
    try (Stream<Path> walk = Files.walk(root.resolve("extensions"))) {
      List<Path> files = walk.filter(f -> f.toString().endsWith(".json")).toList();
      assertThat(files).hasSizeGreaterThan(50);
      files.forEach(f -> assertThat(store.required(root.relativize(f).toString()).root().isObject()).isTrue());
    }
  }
}
