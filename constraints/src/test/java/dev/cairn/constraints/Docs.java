package dev.cairn.constraints;

import dev.cairn.locator.DocumentLoader;
import java.util.List;

/** Test documents from YAML text. */
final class Docs {
  private static final DocumentLoader LOADER = DocumentLoader.builder().build();

  private Docs() {}

  static SourceDocument doc(String name, String yaml) {
    return SourceDocument.of(name, LOADER.load(name, yaml).documents().get(0));
  }

  /** A document read from a file on disk, as the command line reads them. */
  static SourceDocument file(java.nio.file.Path dir, String name, String yaml) {
    try {
      java.nio.file.Path p = dir.resolve(name);
      java.nio.file.Files.writeString(p, yaml);
      return SourceDocument.of(p.toString(), LOADER.load(p).documents().get(0));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  static List<SourceDocument> docs(String name, String yaml) {
    return LOADER.load(name, yaml).documents().stream().map(d -> SourceDocument.of(name, d)).toList();
  }

  /** A v1 template of kind K8sTest whose target holds {@code targetYaml} (indented by 4). */
  static String template(String targetYaml) {
    return """
        apiVersion: templates.gatekeeper.sh/v1
        kind: ConstraintTemplate
        metadata:
          name: k8stest
        spec:
          crd:
            spec:
              names:
                kind: K8sTest
              validation:
                openAPIV3Schema:
                  type: object
                  properties:
                    labels:
                      type: array
                      items:
                        type: string
                    max:
                      type: integer
          targets:
        """ + targetYaml.indent(2);
  }

  static final String REQUIRED_LABELS = template("""
        - target: admission.k8s.gatekeeper.sh
          rego: |
            package k8stest

            violation[{"msg": msg, "details": {"missing": missing}}] {
              provided := {l | input.review.object.metadata.labels[l]}
              required := {l | l := input.parameters.labels[_]}
              missing := required - provided
              count(missing) > 0
              msg := sprintf("missing labels: %v", [missing])
            }
        """);

  static String constraint(String spec) {
    return """
        apiVersion: constraints.gatekeeper.sh/v1beta1
        kind: K8sTest
        metadata:
          name: test
        spec:
        """ + spec;
  }
}
