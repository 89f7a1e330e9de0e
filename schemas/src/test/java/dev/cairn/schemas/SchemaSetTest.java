package dev.cairn.schemas;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
  private static final Set<String> NOT_CHECKED = Set.of(
      // other/metadata and other/iam: names of cfn-lint's Python rules (Metadata/cfn-lint, cfnParameter, ...)
      "cfnLint");

  @Test
  void everyFileLoadsAndEveryKeywordIsKnown() throws IOException {
    Path root = SharedSchemas.root();
    SchemaStore store = SchemaStore.directory(root, "us-east-1");
    Map<String, Set<String>> unchecked = new TreeMap<>();
    Set<String> patterns = new TreeSet<>();
    int files = 0;
    for (String dir : List.of("providers/us_east_1", "other")) {
      try (Stream<Path> walk = Files.walk(root.resolve(dir))) {
        for (Path file : walk.filter(f -> f.toString().endsWith(".json")).toList()) {
          String relative = root.relativize(file).toString().replace('\\', '/');
          SchemaDocument doc = store.required(relative);
          files++;
          for (String k : Keywords.unchecked(doc.root())) {
            unchecked.computeIfAbsent(k, x -> new TreeSet<>()).add(relative);
          }
          patterns.addAll(Keywords.uncompilablePatterns(doc.root()));
        }
      }
    }
    assertThat(files).isGreaterThan(1_500);
    assertThat(unchecked.keySet()).as("unchecked keywords and where: " + unchecked).isEqualTo(NOT_CHECKED);
    assertThat(patterns).as("patterns Java cannot compile").isEmpty();
  }

  @Test
  void theExtensionSchemasLoad() throws IOException {
    Path root = SharedSchemas.root();
    SchemaStore store = SchemaStore.directory(root, "us-east-1");
    try (Stream<Path> walk = Files.walk(root.resolve("extensions"))) {
      List<Path> files = walk.filter(f -> f.toString().endsWith(".json")).toList();
      assertThat(files).hasSizeGreaterThan(50);
      files.forEach(f -> assertThat(store.required(root.relativize(f).toString()).root().isObject()).isTrue());
    }
  }
}
