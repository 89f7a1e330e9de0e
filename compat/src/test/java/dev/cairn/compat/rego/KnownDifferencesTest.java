package dev.cairn.compat.rego;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.ParseMode;
import dev.cairn.engine.value.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KnownDifferencesTest {
  private static final String PAGE = """
      # Page

      | Suite | Cases | Agree |
      | --- | ---: | ---: |
      | conformance | 10 | 9 |

      | Suite | Case | Count | Reason |
      | --- | --- | ---: | --- |
      | conformance | `graphql/*` | 2 | not implemented |
      | conformance | `time/one` | 1 | a \\| b |
      | generated | `gen-*` when Cairn eval_conflict_error and OPA value | 1 | index |
      """;

  private static Comparison differing(String id, Verdict cairn, Verdict peer) {
    RegoCase c = new RegoCase(id, ParseMode.V1, List.of(), "x = 1", null, null, null, false, false);
    return new Comparison(c, cairn, peer);
  }

  private static Verdict value() {
    return Verdict.Solutions.of(List.of(Map.of("x", Json.parse("1"))), false);
  }

  private static Verdict error(String code) {
    return new Verdict.Failure(Set.of(code), "m");
  }

  @Test
  void readsOnlyTheDifferencesTableAndMatchesPrefixesAndVerdicts(@TempDir Path dir) throws Exception {
    Path page = Files.writeString(dir.resolve("p.md"), PAGE);
    KnownDifferences conformance = KnownDifferences.read(page, "conformance");
    assertThat(conformance.entries()).extracting(KnownDifferences.Entry::pattern).containsExactly("graphql/*", "time/one");
    assertThat(conformance.entries().get(1).reason()).isEqualTo("a \\| b");

    KnownDifferences.Check<Comparison> ok = conformance.check(List.of(
        differing("graphql/a", error("rego_type_error"), value()),
        differing("graphql/b", error("rego_type_error"), value()),
        differing("time/one", value(), error("rego_type_error"))), true);
    assertThat(ok.ok()).isTrue();

    KnownDifferences.Check<Comparison> bad = conformance.check(List.of(
        differing("graphql/a", error("rego_type_error"), value()),
        differing("other", value(), value())), true);
    assertThat(bad.undocumented()).extracting(Comparison::id).containsExactly("other");
    assertThat(bad.stale()).hasSize(2); // graphql/* matched 1 of 2, time/one none
    assertThat(conformance.check(List.of(differing("graphql/a", value(), value())), false).stale()).isEmpty();

    KnownDifferences generated = KnownDifferences.read(page, "generated");
    assertThat(generated.check(List.of(differing("gen-1-2-v1", error("eval_conflict_error"), value())), true).ok())
        .isTrue();
    assertThat(generated.check(List.of(differing("gen-1-2-v1", value(), error("eval_conflict_error"))), true)
        .undocumented()).hasSize(1);
  }

  /** A case without verdicts (the conftest and gator suites compare outputs). */
  private record Plain(String id) implements KnownDifferences.Differing {}

  @Test
  void aStarMatchesAnyTextAnywhereAndOnlyThat(@TempDir Path dir) throws Exception {
    Path page = Files.writeString(dir.resolve("p.md"),
        "| Suite | Case | Count | Reason |\n| --- | --- | ---: | --- |\n| test | `json/aws/*.gitignore main` | 2 | r |\n"
            + "| test | `x.y` | 1 | a dot is a dot |\n| test | `n * v` | 1 | when Cairn value and the peer error: no verdicts here |\n");
    KnownDifferences test = KnownDifferences.read(page, "test");
    KnownDifferences.Check<Plain> check = test.check(List.of(
        new Plain("json/aws/a/.gitignore main"), new Plain("json/aws/b/c/.gitignore main"),
        new Plain("json/aws/a/.gitignore other"), new Plain("xzy"), new Plain("x.y"), new Plain("n a v")), true);
    assertThat(check.undocumented()).extracting(Plain::id).containsExactly("json/aws/a/.gitignore other", "xzy");
    assertThat(check.stale()).isEmpty();
  }

  @Test
  void aRowWithoutABackquotedIdIsAnError(@TempDir Path dir) throws Exception {
    Path page = Files.writeString(dir.resolve("p.md"), "| Suite | Case | Count | Reason |\n| s | bare | 1 | r |\n");
    assertThatThrownBy(() -> KnownDifferences.read(page, "s")).hasMessageContaining("p.md:2");
  }
}
