package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cairn's commands print what Cairn says: no library's log lines reach stderr. */
class QuietOutputTest {
  private static final String TEMPLATE =
      """
      apiVersion: templates.gatekeeper.sh/v1
      kind: ConstraintTemplate
      metadata:
        name: k8srequiredlabels
      spec:
        crd:
          spec:
            names:
              kind: K8sRequiredLabels
            validation:
              openAPIV3Schema:
                type: object
                properties:
                  labels:
                    type: array
                    example: ["owner"]
                    x-kubernetes-list-type: set
                    items:
                      type: string
        targets:
          - target: admission.k8s.gatekeeper.sh
            rego: |
              package k8srequiredlabels
              violation[{"msg": msg}] {
                required := input.parameters.labels[_]
                not input.review.object.metadata.labels[required]
                msg := sprintf("missing label %v", [required])
              }
      """;

  private static final String CONSTRAINT =
      """
      apiVersion: constraints.gatekeeper.sh/v1beta1
      kind: K8sRequiredLabels
      metadata:
        name: owner
      spec:
        parameters:
          labels: ["owner"]
      """;

  private static final String SUITE =
      """
      kind: Suite
      apiVersion: test.gatekeeper.sh/v1alpha1
      tests:
        - name: labels
          template: template.yaml
          constraint: constraint.yaml
          cases:
            - name: unlabelled
              object: pod.yaml
              assertions:
                - violations: 1
      """;

  @Test
  void openApiKeywordsInAConstraintTemplateLogNothing(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("template.yaml"), TEMPLATE);
    Files.writeString(dir.resolve("constraint.yaml"), CONSTRAINT);
    Files.writeString(dir.resolve("pod.yaml"), "apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n");
    Files.writeString(dir.resolve("suite.yaml"), SUITE);
    List<LogRecord> logged = new ArrayList<>();
    Handler capture = new Handler() {
      @Override
      public void publish(LogRecord r) {
        if (r.getLevel().intValue() >= Level.INFO.intValue()) {
          logged.add(r);
        }
      }

      @Override
      public void flush() {}

      @Override
      public void close() {}
    };
    Logger root = Logger.getLogger("");
    root.addHandler(capture);
    try {
      CliRun r = CliRun.of("verify", dir.toString());
      assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
      assertThat(r.out()).contains("1 passed");
    } finally {
      root.removeHandler(capture);
    }
    assertThat(logged).extracting(LogRecord::getMessage).isEmpty();
  }
}
