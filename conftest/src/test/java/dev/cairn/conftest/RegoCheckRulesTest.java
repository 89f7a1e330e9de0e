package dev.cairn.conftest;

import dev.cairn.scan.Scan;

import dev.cairn.scan.ScanInput;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.report.CheckedInput;
import dev.cairn.report.ScanReport;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Namespace globs, and the inputs a scan reports as checked (what conftest counts tests from). */
class RegoCheckRulesTest {
  private static final String MAIN = """
      package main
      deny contains "no name" if not input.name
      warn contains "no owner" if not input.owner
      deny_public contains "public" if input.public
      exception contains rules if {
        input.name == "legacy"
        rules := ["public"]
      }
      """;
  private static final String MANIFESTS = "package manifests\ndeny contains \"kind\" if not input.kind\n";

  @Test
  void namespaceGlobsSelectPackages() {
    RegoCheck mai = RegoCheck.builder().policy("m.rego", MAIN).policy("k.rego", MANIFESTS).namespace("mai*").build();
    assertThat(mai.rules()).containsExactly("data.main.deny", "data.main.warn", "data.main.deny_public");
    RegoCheck any = RegoCheck.builder().policy("m.rego", MAIN).policy("k.rego", MANIFESTS).namespace("*s").build();
    assertThat(any.rules()).containsExactly("data.manifests.deny");
    assertThat(NamespaceGlob.matches("m?in", "main")).isTrue();
    assertThat(NamespaceGlob.matches("m.in", "main")).isFalse();
  }

  @Test
  void reportListsEachInputWithItsRulesAndExceptions() {
    RegoCheck s = RegoCheck.builder().policy("m.rego", MAIN).build();
    ScanReport r = Scan.of(s).run(List.of(
        ScanInput.text("a.yaml", "name: legacy\npublic: true\n---\nname: b\n"),
        ScanInput.text("c.json", "{\"owner\": \"x\"}")));
    assertThat(r.checked()).containsExactly(
        new CheckedInput("a.yaml", 0, List.of("data.main.deny", "data.main.warn"), List.of("data.main.deny_public")),
        new CheckedInput("a.yaml", 1, List.of("data.main.deny", "data.main.warn", "data.main.deny_public"), List.of()),
        new CheckedInput("c.json", 0, List.of("data.main.deny", "data.main.warn", "data.main.deny_public"), List.of()));
    ScanReport combined = Scan.of(RegoCheck.builder().policy("m.rego", MAIN).combine(true).build()).run(List.of(ScanInput.text("c.json", "{}")));
    assertThat(combined.checked()).extracting(CheckedInput::file).containsExactly((String) null);
  }
}
