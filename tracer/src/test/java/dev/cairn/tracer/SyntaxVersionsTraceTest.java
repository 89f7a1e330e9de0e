package dev.cairn.tracer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The fixture policies in v0 and v1 syntax are the same policy: over every example document, each
 * rule gives the same results with the same ranked paths.
 */
class SyntaxVersionsTraceTest {
  @Test
  void v0AndV1GiveTheSameResultsAndPaths() throws IOException {
    CompiledPolicy v0 = Traces.compileDir(dev.cairn.testkit.Fixtures.path("policy/v0"));
    CompiledPolicy v1 = Traces.compileDir(dev.cairn.testkit.Fixtures.path("policy/v1"));
    List<String> rules = Traces.checkedRules(v1);
    assertThat(rules).hasSize(25).isEqualTo(Traces.checkedRules(v0));

    DocumentLoader loader = DocumentLoader.builder().build();
    int results = 0;
    int rulesWithResults = 0;
    Map<String, List<String>> seen = new LinkedHashMap<>();
    for (Path example : Traces.files(dev.cairn.testkit.Fixtures.path("examples"), ".yaml", ".json")) {
      for (Document doc : loader.load(example).documents()) {
        for (String rule : rules) {
          // Fresh annotations per evaluation: both see the same paths, never shared objects.
          Map<String, List<String>> expected = Traces.trace(v0, rule, AnnotatedInput.fromJson(doc.value()));
          Map<String, List<String>> actual = Traces.trace(v1, rule, AnnotatedInput.fromJson(doc.value()));
          assertThat(actual).as("%s document %d: %s", example.getFileName(), doc.index(), rule).isEqualTo(expected);
          for (Map.Entry<String, List<String>> e : actual.entrySet()) {
            assertThat(e.getValue()).as("%s %s %s has paths", example.getFileName(), rule, e.getKey()).isNotEmpty();
          }
          actual.forEach((k, v) -> seen.put(example.getFileName() + " " + rule + " " + k, v));
          results += actual.size();
          rulesWithResults += actual.isEmpty() ? 0 : 1;
        }
      }
    }
    assertThat(results).isEqualTo(17);
    assertThat(rulesWithResults).isEqualTo(17);
    assertThat(seen)
        .containsEntry(
            "workloads.yaml data.main.warn_run_as_root \"Pod/debug: container shell may run as root\"",
            List.of(
                "spec/containers/0/securityContext/?runAsNonRoot (cause)",
                "spec/?securityContext/runAsNonRoot (cause)",
                "kind (cause)",
                "spec/containers/0/name (context)",
                "metadata/name (context)"))
        .containsEntry(
            "access.json data.main.deny_iam_wildcard_action \"IAM policy AdminRole statement 1 allows all actions\"",
            List.of(
                "Resources/AdminRole/Properties/Policies/0/PolicyDocument/Statement/1/Action/1 (cause)",
                "Resources/AdminRole/Properties/Policies/0/PolicyDocument/Statement/1/Effect (cause)",
                "Resources/AdminRole/Type (cause)"))
        .containsEntry(
            "storage.yaml data.main.warn_s3_versioning \"S3 bucket AssetsBucket is not versioned\"",
            List.of(
                "Resources/AssetsBucket/Properties/?VersioningConfiguration/Status (cause)",
                "Resources/AssetsBucket/Type (cause)"));
  }
}
