package dev.cairn.engine.parser;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ParseMode;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Annotations;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import org.junit.jupiter.api.Test;

class MetadataParsingTest {
  private static Module parse(String src) {
    return Parser.parseModule("m.rego", src, ParseMode.V1);
  }

  private static RegoError error(String src) {
    try {
      parse(src);
    } catch (RegoException e) {
      return e.errors().get(0);
    }
    throw new AssertionError("expected a parse error");
  }

  @Test
  void packageAndRuleAnnotations() {
    Module m =
        parse(
            """
            # METADATA
            # title: The package
            # description: Checks things
            package p

            # METADATA
            # title: Deny rule
            # custom:
            #   severity: high
            #   limit: 3
            #   tags: [a, b]
            deny contains "x" if true

            allow := true
            """);
    Annotations pkg = m.pkg().annotations();
    assertThat(pkg.scope()).isEqualTo("package");
    assertThat(pkg.title()).isEqualTo("The package");
    assertThat(pkg.description()).isEqualTo("Checks things");
    assertThat(pkg.location()).isEqualTo(new Location("m.rego", 1, 1));

    Annotations rule = m.rules().get(0).annotations();
    assertThat(rule.scope()).isEqualTo("rule");
    assertThat(rule.title()).isEqualTo("Deny rule");
    assertThat(rule.custom().get("severity")).isEqualTo(new StringValue("high"));
    assertThat(rule.custom().get("limit")).isEqualTo(NumberValue.of(3));
    assertThat(rule.custom().get("tags")).isEqualTo(ArrayValue.of(new StringValue("a"), new StringValue("b")));
    assertThat(rule.location()).isEqualTo(new Location("m.rego", 6, 1));

    assertThat(m.rules().get(1).annotations()).isNull();
    assertThat(m.annotations()).containsExactly(pkg, rule);
  }

  @Test
  void explicitScopes() {
    Module m =
        parse(
            """
            # METADATA
            # scope: subpackages
            # title: tree
            package p

            # METADATA
            # scope: document
            # title: doc
            p := 1
            """);
    assertThat(m.pkg().annotations().scope()).isEqualTo("subpackages");
    assertThat(m.rules().get(0).annotations().scope()).isEqualTo("document");
  }

  @Test
  void entrypointRulesDefaultToDocumentScope() {
    Module m = parse("package p\n# METADATA\n# entrypoint: true\nallow := true\n");
    assertThat(m.rules().get(0).annotations().scope()).isEqualTo("document");
  }

  @Test
  void blocksBeforeImportsOrAtTheEndAreErrors() {
    assertThat(error("package p\n# METADATA\n# title: x\nimport data.a\n").message())
        .isEqualTo("invalid annotation scope 'import'. Use one of 'rule', 'document', 'package', or 'subpackages'");
    assertThat(error("package p\np := 1\n# METADATA\n# scope: rule\n").message())
        .isEqualTo("annotation scope 'rule' must be applied to rule");
  }

  @Test
  void ordinaryCommentsAreNotMetadata() {
    Module m = parse("package p\n# just a note\n# title: no\np := 1\n");
    assertThat(m.annotations()).isEmpty();
    assertThat(m.rules().get(0).annotations()).isNull();
  }

  @Test
  void malformedYamlIsAParseErrorAtItsLine() {
    RegoError e = error("package p\n\n# METADATA\n# title: ok\n# custom: [unclosed\np := 1\n");
    assertThat(e.code()).isEqualTo("rego_parse_error");
    assertThat(e.message()).startsWith("yaml:");
    assertThat(e.location().line()).isBetween(4, 5);
  }

  @Test
  void scopeMustFitTheStatement() {
    RegoError e = error("package p\n# METADATA\n# scope: package\np := 1\n");
    assertThat(e.message()).isEqualTo("annotation scope 'package' must be applied to package (have rule)");
    assertThat(e.location()).isEqualTo(new Location("m.rego", 2, 1));
  }
}
