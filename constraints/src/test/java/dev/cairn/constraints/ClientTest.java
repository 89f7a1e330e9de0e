package dev.cairn.constraints;

import static dev.cairn.constraints.Docs.doc;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reviews and audits through the library API, with located results. */
class ClientTest {
  private static final String POD = """
      apiVersion: v1
      kind: Pod
      metadata:
        name: web
        namespace: prod
        labels:
          app: web
      spec:
        containers:
        - name: nginx
          image: nginx
      """;

  private static final String PRIVILEGED = Docs.template("""
      - target: admission.k8s.gatekeeper.sh
        rego: |
          package k8stest
          violation[{"msg": msg}] {
            c := input.review.object.spec.containers[_]
            c.securityContext.privileged
            msg := sprintf("container %v is privileged", [c.name])
          }
      """);

  private static Client labelsClient(String spec) {
    Client client = Client.builder().build();
    client.add(doc("template.yaml", Docs.REQUIRED_LABELS));
    client.add(doc("constraint.yaml", Docs.constraint(spec)));
    return client;
  }

  @Test
  void reviewReturnsMessageDetailsConstraintActionAndObject() {
    Client client = labelsClient("""
          enforcementAction: warn
          parameters:
            labels: [owner, app]
        """);
    List<Result> results = client.review(ReviewObject.of(doc("pod.yaml", POD)));
    assertThat(results).hasSize(1);
    Result r = results.get(0);
    assertThat(r.msg()).isEqualTo("missing labels: {\"owner\"}");
    assertThat(r.details().toString()).contains("\"missing\"", "\"owner\"");
    assertThat(r.constraint().id()).isEqualTo("K8sTest/test");
    assertThat(r.enforcementAction()).isEqualTo("warn");
    assertThat(r.object()).isEqualTo(new ObjectId("", "v1", "Pod", "prod", "web"));
  }

  @Test
  void violationIsLocatedInTheObjectAndTheParameterInTheConstraint() {
    Client client = labelsClient("""
          parameters:
            labels: [owner]
        """);
    Result r = client.review(ReviewObject.of(doc("pod.yaml", POD))).get(0);
    // the labels the pod has are what the rule compared against the required ones
    assertThat(r.primary().toString()).isEqualTo("pod.yaml:7:5");
    assertThat(r.locations()).extracting(ResultLocation::toString).contains("constraint.yaml:7:14");
  }

  @Test
  void locatesTheContainerField() {
    Client client = Client.builder().build();
    client.add(doc("template.yaml", PRIVILEGED));
    client.add(doc("constraint.yaml", Docs.constraint("  match: {kinds: [{apiGroups: [''], kinds: [Pod]}]}\n")));
    String pod = POD + "    securityContext:\n      privileged: true\n";
    Result r = client.review(ReviewObject.of(doc("pod.yaml", pod))).get(0);
    assertThat(r.msg()).isEqualTo("container nginx is privileged");
    assertThat(r.primary().toString()).isEqualTo("pod.yaml:13:7");
    assertThat(r.primary().where().path()).containsExactly("spec", "containers", 0, "securityContext", "privileged");
  }

  @Test
  void aConstraintThatCannotBeEvaluatedDoesNotHideTheOthers() {
    Client client = labelsClient("  parameters:\n    labels: [owner]\n");
    client.add(doc("template2.yaml", PRIVILEGED.replace("k8stest", "k8sother").replace("K8sTest", "K8sOther")));
    client.add(doc("c2.yaml", Docs.constraint("  match: {namespaceSelector: {matchLabels: {env: prod}}}\n")
        .replace("K8sTest", "K8sOther")));
    List<ConstraintException> errors = new java.util.ArrayList<>();
    List<Result> results = client.review(ReviewObject.of(doc("pod.yaml", POD)), (c, e) -> errors.add(e));
    assertThat(results).extracting(Result::msg).containsExactly("missing labels: {\"owner\"}");
    assertThat(errors).extracting(ConstraintException::getMessage)
        .containsExactly("c2.yaml:6:11: namespaceSelector of a namespaced object (Pod prod/web) but namespace prod is not known");
  }

  @Test
  void constraintsThatDoNotMatchAreNotEvaluated() {
    Client client = labelsClient("""
          match:
            excludedNamespaces: [pro*]
          parameters:
            labels: [owner]
        """);
    assertThat(client.review(ReviewObject.of(doc("pod.yaml", POD)))).isEmpty();
  }

  @Test
  void configExemptsNamespacesPerProcess() {
    Client client = labelsClient("  parameters:\n    labels: [owner]\n");
    client.add(doc("config.yaml", """
        apiVersion: config.gatekeeper.sh/v1alpha1
        kind: Config
        metadata: {name: config, namespace: gatekeeper-system}
        spec:
          match:
          - excludedNamespaces: ["prod"]
            processes: ["audit"]
        """));
    ReviewObject pod = ReviewObject.of(doc("pod.yaml", POD));
    assertThat(client.review(pod)).hasSize(1);
    client.addData(pod);
    assertThat(client.audit()).isEmpty();
  }

  @Test
  void auditReviewsEveryCachedObjectAndTemplatesReadTheInventory() {
    Client client = Client.builder().build();
    client.add(doc("template.yaml", Docs.template("""
        - target: admission.k8s.gatekeeper.sh
          rego: |
            package k8stest
            violation[{"msg": msg}] {
              name := input.review.object.metadata.name
              other := data.inventory.namespace[ns][_]["Pod"][name]
              ns != input.review.object.metadata.namespace
              msg := sprintf("pod name %v also used in %v", [name, ns])
            }
        """)));
    client.add(doc("constraint.yaml", Docs.constraint("  match: {}\n")));
    client.add(doc("a.yaml", POD));
    client.add(doc("b.yaml", POD.replace("namespace: prod", "namespace: dev")));
    assertThat(client.audit()).extracting(Result::msg)
        .containsExactly("pod name web also used in dev", "pod name web also used in prod");
    client.removeData(new ObjectId("", "v1", "Pod", "dev", "web"));
    assertThat(client.audit()).isEmpty();
  }

  @Test
  void expansionReviewsWorkloadsAsTheirPodsAndLocatesInTheTemplate() {
    Client client = Client.builder().build();
    client.add(doc("template.yaml", PRIVILEGED));
    client.add(doc("constraint.yaml", Docs.constraint("  match: {kinds: [{apiGroups: [''], kinds: [Pod]}]}\n")));
    client.add(doc("expansion.yaml", """
        apiVersion: expansion.gatekeeper.sh/v1alpha1
        kind: ExpansionTemplate
        metadata:
          name: expand-deployments
        spec:
          applyTo:
          - groups: ["apps"]
            kinds: ["Deployment"]
            versions: ["v1"]
          templateSource: "spec.template"
          generatedGVK: {kind: Pod, group: "", version: v1}
        """));
    String deployment = """
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
          namespace: prod
        spec:
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
              - name: nginx
                image: nginx
                securityContext:
                  privileged: true
        """;
    List<Result> results = client.review(ReviewObject.of(doc("deploy.yaml", deployment)));
    assertThat(results).hasSize(1);
    Result r = results.get(0);
    assertThat(r.msg()).isEqualTo("[Implied by expand-deployments] container nginx is privileged");
    assertThat(r.object()).isEqualTo(new ObjectId("", "v1", "Pod", "prod", "web-pod"));
    assertThat(r.primary().toString()).isEqualTo("deploy.yaml:15:11");
    assertThat(r.primary().where().path())
        .containsExactly("spec", "template", "spec", "containers", 0, "securityContext", "privileged");
  }

  @Test
  void admissionReviewDocumentsAreReviewedAsTheirRequest() {
    Client client = Client.builder().build();
    client.add(doc("template.yaml", Docs.template("""
        - target: admission.k8s.gatekeeper.sh
          rego: |
            package k8stest
            violation[{"msg": "no updates"}] {
              input.review.operation == "UPDATE"
            }
        """)));
    client.add(doc("constraint.yaml", Docs.constraint("  match: {}\n")));
    SourceDocument review = doc("review.yaml", """
        kind: AdmissionReview
        apiVersion: admission.k8s.io/v1beta1
        request:
          operation: "UPDATE"
          object:
            apiVersion: v1
            kind: Pod
            metadata: {name: p}
        """);
    ReviewObject o = new KubernetesTarget().objects(review).get(0);
    Result r = client.review(o).get(0);
    assertThat(r.msg()).isEqualTo("no updates");
    assertThat(r.primary().toString()).isEqualTo("review.yaml:4:3");
  }
}
