package dev.cairn.constraints;

import static dev.cairn.constraints.Docs.doc;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Gatekeeper's match semantics, criterion by criterion. */
class MatchTest {
  private static final Map<String, JsonNode> NAMESPACES = Map.of(
      "prod", doc("ns.yaml", "apiVersion: v1\nkind: Namespace\nmetadata: {name: prod, labels: {env: prod}}\n").value(),
      "dev", doc("ns.yaml", "apiVersion: v1\nkind: Namespace\nmetadata: {name: dev, labels: {env: dev}}\n").value());

  private static Match match(String yaml) {
    return Match.read(doc("c.yaml", yaml));
  }

  private static ReviewObject obj(String apiVersion, String kind, String ns, String name, String labels) {
    String yaml = "apiVersion: " + apiVersion + "\nkind: " + kind + "\nmetadata:\n  name: " + name
        + (ns == null ? "" : "\n  namespace: " + ns) + "\n  labels: {" + labels + "}\n";
    return ReviewObject.of(doc("o.yaml", yaml));
  }

  private static boolean matches(String match, ReviewObject o) {
    return match(match).matches(o, NAMESPACES::get);
  }

  private static final ReviewObject POD = obj("v1", "Pod", "prod", "web-1", "app: web");
  private static final ReviewObject DEPLOYMENT = obj("apps/v1", "Deployment", "kube-system", "dns", "");
  private static final ReviewObject NODE = obj("v1", "Node", null, "node-1", "");
  private static final ReviewObject NAMESPACE = obj("v1", "Namespace", null, "prod", "env: prod");

  @Test
  void emptyMatchMatchesEverything() {
    assertThat(List.of(POD, DEPLOYMENT, NODE, NAMESPACE)).allMatch(o -> matches("{}", o));
  }

  @Test
  void kindsMatchGroupAndKindWithWildcards() {
    assertThat(matches("kinds: [{apiGroups: [''], kinds: [Pod]}]", POD)).isTrue();
    assertThat(matches("kinds: [{apiGroups: [''], kinds: [Pod]}]", DEPLOYMENT)).isFalse();
    assertThat(matches("kinds: [{apiGroups: [apps], kinds: [Pod, Deployment]}]", DEPLOYMENT)).isTrue();
    assertThat(matches("kinds: [{apiGroups: ['*'], kinds: [Deployment]}]", DEPLOYMENT)).isTrue();
    assertThat(matches("kinds: [{apiGroups: [apps], kinds: ['*']}]", POD)).isFalse();
    assertThat(matches("kinds: [{apiGroups: [x], kinds: [Pod]}, {kinds: [Pod]}]", POD)).isTrue();
  }

  @Test
  void scopeTreatsNamespacesAsClusterScoped() {
    assertThat(matches("scope: Cluster", NODE)).isTrue();
    assertThat(matches("scope: Cluster", NAMESPACE)).isTrue();
    assertThat(matches("scope: Cluster", POD)).isFalse();
    assertThat(matches("scope: Namespaced", POD)).isTrue();
    assertThat(matches("scope: Namespaced", NAMESPACE)).isFalse();
    assertThat(matches("scope: '*'", NODE)).isTrue();
  }

  @Test
  void namespacesAndExclusionsWithGlobs() {
    assertThat(matches("namespaces: [prod]", POD)).isTrue();
    assertThat(matches("namespaces: [pr*]", POD)).isTrue();
    assertThat(matches("namespaces: ['*od']", POD)).isTrue();
    assertThat(matches("namespaces: [dev]", POD)).isFalse();
    assertThat(matches("namespaces: [dev]", NODE)).as("cluster-scoped objects are not filtered").isTrue();
    assertThat(matches("namespaces: [prod]", NAMESPACE)).as("a Namespace is in itself").isTrue();
    assertThat(matches("excludedNamespaces: [kube-*]", DEPLOYMENT)).isFalse();
    assertThat(matches("excludedNamespaces: ['*-system']", DEPLOYMENT)).isFalse();
    assertThat(matches("excludedNamespaces: ['*-system']", POD)).isTrue();
    assertThat(matches("excludedNamespaces: [prod]", NAMESPACE)).isFalse();
  }

  @Test
  void labelSelectorMatchLabelsAndExpressions() {
    assertThat(matches("labelSelector: {matchLabels: {app: web}}", POD)).isTrue();
    assertThat(matches("labelSelector: {matchLabels: {app: db}}", POD)).isFalse();
    assertThat(matches("labelSelector: {matchExpressions: [{key: app, operator: In, values: [web, db]}]}", POD)).isTrue();
    assertThat(matches("labelSelector: {matchExpressions: [{key: app, operator: NotIn, values: [web]}]}", POD)).isFalse();
    assertThat(matches("labelSelector: {matchExpressions: [{key: tier, operator: NotIn, values: [x]}]}", POD)).isTrue();
    assertThat(matches("labelSelector: {matchExpressions: [{key: app, operator: Exists}]}", POD)).isTrue();
    assertThat(matches("labelSelector: {matchExpressions: [{key: app, operator: DoesNotExist}]}", POD)).isFalse();
  }

  @Test
  void namespaceSelectorUsesTheNamespaceObject() {
    assertThat(matches("namespaceSelector: {matchLabels: {env: prod}}", POD)).isTrue();
    assertThat(matches("namespaceSelector: {matchLabels: {env: dev}}", POD)).isFalse();
    assertThat(matches("namespaceSelector: {matchLabels: {env: prod}}", NAMESPACE)).isTrue();
    assertThat(matches("namespaceSelector: {matchLabels: {env: dev}}", NODE)).isTrue();
    assertThatThrownBy(() -> matches("namespaceSelector: {matchLabels: {env: dev}}", DEPLOYMENT))
        .hasMessageContaining("namespace kube-system is not known");
  }

  @Test
  void nameWithGlobs() {
    assertThat(matches("name: web-1", POD)).isTrue();
    assertThat(matches("name: web-*", POD)).isTrue();
    assertThat(matches("name: db-*", POD)).isFalse();
  }

  @Test
  void sourceSeparatesOriginalFromExpandedObjects() {
    ReviewObject expanded = new ReviewObject(POD.target(), POD.id(), POD.value(), POD.source(), null, "expand-workloads");
    assertThat(matches("{}", expanded)).isTrue();
    assertThat(matches("source: All", expanded)).isTrue();
    assertThat(matches("source: Original", expanded)).isFalse();
    assertThat(matches("source: Original", POD)).isTrue();
    assertThat(matches("source: Generated", expanded)).isTrue();
    assertThat(matches("source: Generated", POD)).isFalse();
  }

  @Test
  void badSelectorOperatorIsLocated() {
    assertThatThrownBy(() -> match("labelSelector:\n  matchExpressions:\n  - key: a\n    operator: Like\n    values: [x]\n"))
        .hasMessage("c.yaml:4:5: \"Like\" is not a valid label selector operator");
  }
}
