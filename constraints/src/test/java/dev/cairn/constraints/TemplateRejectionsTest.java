package dev.cairn.constraints;

import static dev.cairn.constraints.Docs.doc;
import static dev.cairn.constraints.Docs.template;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What Gatekeeper rejects in a template is rejected here too, with the place in the template file. */
class TemplateRejectionsTest {
  private static ConstraintException rejected(ThrowingCallable add) {
    return (ConstraintException) org.assertj.core.api.Assertions.catchThrowable(add);
  }

  @TempDir Path dir;

  private ConstraintException rejectedTemplate(String yaml) {
    Client client = Client.builder().build();
    SourceDocument d = Docs.file(dir, "t.yaml", yaml);
    ConstraintException e = rejected(() -> client.add(d));
    assertThat(e.file()).isEqualTo(d.file());
    return new ConstraintException("t.yaml", e.line(), e.column(), e.reason());
  }

  @Test
  void acceptsLegacyRegoAndV1CodeWithLibs() {
    Client client = Client.builder().build();
    assertThat(client.add(doc("t.yaml", Docs.REQUIRED_LABELS))).isEqualTo(Client.Kind.TEMPLATE);
    String v1 = template("""
        - target: admission.k8s.gatekeeper.sh
          code:
          - engine: K8sNativeValidation
            source:
              validations: []
          - engine: Rego
            source:
              version: "v1"
              rego: |
                package k8stest
                import data.lib.helpers.bad
                violation contains {"msg": "bad"} if bad(input.review.object)
              libs:
              - |
                package lib.helpers
                bad(o) if o.spec.bad == true
        """);
    Client c2 = Client.builder().build();
    c2.add(doc("t.yaml", v1));
    c2.add(doc("c.yaml", Docs.constraint("  match: {}\n")));
    assertThat(c2.review(ReviewObject.of(doc("o.yaml", "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {bad: true}\n"))))
        .extracting(Result::msg)
        .containsExactly("bad");
  }

  @Test
  void severalTargetsAreRejectedAtTheSecond() {
    ConstraintException e = rejectedTemplate(template("""
        - target: admission.k8s.gatekeeper.sh
          rego: "package a\\nviolation[{\\"msg\\": \\"x\\"}] { true }"
        - target: admission.k8s.gatekeeper.sh
          rego: "package b\\nviolation[{\\"msg\\": \\"x\\"}] { true }"
        """));
    assertThat(e.getMessage()).isEqualTo("t.yaml:23:5: template k8stest has 2 targets; only one is supported");
  }

  @Test
  void missingViolationRule() {
    ConstraintException e = rejectedTemplate(template("""
        - target: admission.k8s.gatekeeper.sh
          rego: |
            package k8stest
            deny[msg] { msg := "x" }
        """));
    assertThat(e.getMessage()).isEqualTo("t.yaml:22:5: template k8stest has no violation rule");
  }

  @Test
  void importsOtherThanDataLib() {
    ConstraintException e = rejectedTemplate(template("""
        - target: admission.k8s.gatekeeper.sh
          rego: |
            package k8stest
            import data.kubernetes.pods
            violation[{"msg": "x"}] { pods[_] }
        """));
    assertThat(e.getMessage())
        .isEqualTo("t.yaml:24:7: import data.kubernetes.pods is not allowed in a template: only data.lib imports are");
  }

  @Test
  void readingDataOutsideInventoryAndLib() {
    ConstraintException e = rejectedTemplate(template("""
        - target: admission.k8s.gatekeeper.sh
          rego: |
            package k8stest
            violation[{"msg": "x"}] {
              data.secrets.token == "x"
            }
        """));
    assertThat(e.getMessage())
        .isEqualTo("t.yaml:25:9: template reads data.secrets.token: only data.inventory and data.lib may be read");
  }

  @Test
  void conftestsBuiltinsAreUnknownToTemplatesWhateverWasCompiledBefore() {
    // A policy compiled with conftest's parse_config first (as every scanner does) must not lend
    // it to a template: Gatekeeper rejects the call.
    dev.cairn.engine.Rego.policy()
        .builtin(dev.cairn.engine.builtins.Builtin.function(
            "parse_config",
            dev.cairn.engine.builtins.FunctionDecl.of(
                dev.cairn.engine.builtins.Type.ANY, dev.cairn.engine.builtins.Type.STRING, dev.cairn.engine.builtins.Type.STRING),
            (ctx, args) -> args.get(1)))
        .module("p.rego", "package p\nx := parse_config(\"yaml\", \"a: 1\")\n")
        .compile();
    ConstraintException e = rejectedTemplate(template("""
        - target: admission.k8s.gatekeeper.sh
          rego: |
            package k8stest
            violation[{"msg": msg}] {
              msg := parse_config("yaml", input.review.object.metadata.name)
            }
        """));
    assertThat(e.reason()).contains("parse_config");
  }

  @Test
  void malformedRegoIsLocatedInTheTemplateFile() {
    ConstraintException e = rejectedTemplate(template("""
        - target: admission.k8s.gatekeeper.sh
          rego: |
            package k8stest
            violation[{"msg": msg}] {
              msg := 
            }
        """));
    assertThat(e.file()).isEqualTo("t.yaml");
    assertThat(e.line()).isEqualTo(26);
    assertThat(e.reason()).startsWith("rego_parse_error");
  }

  @Test
  void celOnlyTemplatesAreUnsupportedByName() {
    ConstraintException e = rejectedTemplate(template("""
        - target: admission.k8s.gatekeeper.sh
          code:
          - engine: K8sNativeValidation
            source:
              validations:
              - expression: "true"
        """));
    assertThat(e.getMessage())
        .isEqualTo("t.yaml:22:5: template k8stest is not supported: it has no Rego, only K8sNativeValidation code (CEL is not evaluated by Cairn)");
  }

  @Test
  void unknownApiVersionAndTarget() {
    assertThat(rejectedTemplate(Docs.REQUIRED_LABELS.replace("templates.gatekeeper.sh/v1", "templates.gatekeeper.sh/v2")).getMessage())
        .startsWith("t.yaml:1:1: unsupported ConstraintTemplate apiVersion \"templates.gatekeeper.sh/v2\"");
    assertThat(rejectedTemplate(Docs.REQUIRED_LABELS.replace("admission.k8s.gatekeeper.sh", "nowhere")).getMessage())
        .startsWith("t.yaml:21:5: unknown target \"nowhere\"");
  }

  @Test
  void nameMustBeTheLowercaseKind() {
    assertThat(rejectedTemplate(Docs.REQUIRED_LABELS.replace("name: k8stest", "name: other")).getMessage())
        .isEqualTo("t.yaml:4:3: template name \"other\" is not the lowercase of its kind \"K8sTest\"");
  }

  @Test
  void constraintOfUnknownKind() {
    Client client = Client.builder().build();
    assertThatThrownBy(() -> client.add(doc("c.yaml", Docs.constraint("  match: {}\n"))))
        .hasMessage("c.yaml:2:1: no template defines the constraint kind K8sTest");
  }

  @Test
  void parametersThatDoNotFitTheSchemaNameTheParameterLine() {
    Client client = Client.builder().build();
    client.add(doc("t.yaml", Docs.REQUIRED_LABELS));
    ConstraintException e = rejected(() -> client.add(doc("c.yaml", Docs.constraint("""
          parameters:
            max: 3
            labels:
              - owner
              - 12
        """))));
    assertThat(e.file()).isEqualTo("c.yaml");
    assertThat(e.line()).isEqualTo(10);
    assertThat(e.column()).isEqualTo(9);
    assertThat(e.reason()).startsWith("constraint K8sTest/test: parameter spec.parameters.labels[1]: integer found, string expected");
  }
}
