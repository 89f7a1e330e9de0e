package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cairn scan} with ConstraintTemplates and Constraints among the policies. */
class ScanConstraintsTest {
  private static final String C = "../fixtures/constraints/";

  private static CliRun scan(String... extra) {
    String[] args = new String[5 + extra.length];
    args[0] = "scan";
    args[1] = "-p";
    args[2] = C + "labels";
    args[3] = "-p";
    args[4] = C + "privileged";
    System.arraycopy(extra, 0, args, 5, extra.length);
    return CliRun.of(args);
  }

  @Test
  void locatesEachViolationInTheWorkloadThatCausesIt() {
    CliRun r = scan(C + "labels/pod-bad-owner.yaml", C + "privileged/deployment.yaml");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.out())
        .contains("../fixtures/constraints/labels/pod-bad-owner.yaml:8:5: error K8sRequiredLabels/owner-must-be-a-team: "
            + "label <owner: alice> does not satisfy allowed regex: ^team-[a-z]+$")
        .contains("../fixtures/constraints/privileged/deployment.yaml:17:13: warning K8sPrivileged/no-privileged-pods: "
            + "[Implied by expand-workloads] container nginx must not be privileged")
        .contains("resource: Deployment/prod/web (Deployment)")
        .contains("2 failures, 1 warning, 0 errors in 2 files (2 documents)");
  }

  @Test
  void warnAndDryrunDoNotFailWithoutFailOnWarn(@TempDir Path dir) throws Exception {
    CliRun r = CliRun.of("scan", "-p", C + "privileged", C + "privileged/deployment.yaml");
    assertThat(r.exitCode()).isZero();
    assertThat(CliRun.of("scan", "-p", C + "privileged", "--fail-on-warn", C + "privileged/deployment.yaml").exitCode())
        .isEqualTo(1);
  }

  @Test
  void jsonSarifAndGithubOutputs() throws Exception {
    JsonNode json = new ObjectMapper().readTree(scan("-o", "json", C + "privileged/deployment.yaml").out());
    JsonNode privileged = json.at("/results/1");
    assertThat(privileged.at("/rule").asText()).isEqualTo("K8sPrivileged/no-privileged-pods");
    assertThat(privileged.at("/severity").asText()).isEqualTo("warning");
    assertThat(privileged.at("/location/line").asInt()).isEqualTo(17);
    assertThat(privileged.at("/location/path").toString())
        .isEqualTo("[\"spec\",\"template\",\"spec\",\"containers\",0,\"securityContext\",\"privileged\"]");
    JsonNode sarif = new ObjectMapper().readTree(scan("-o", "sarif", C + "privileged/deployment.yaml").out());
    assertThat(sarif.at("/runs/0/results/1/locations/0/physicalLocation/region/startLine").asInt()).isEqualTo(17);
    assertThat(sarif.at("/runs/0/results/1/level").asText()).isEqualTo("warning");
    assertThat(scan("-o", "github", C + "privileged/deployment.yaml").out())
        .contains("::warning file=../fixtures/constraints/privileged/deployment.yaml,line=17,col=13");
  }

  @Test
  void regoPoliciesAndConstraintsTogether() {
    CliRun r = CliRun.of("scan", "-p", CliRun.SEED + "policy.rego", "-n", "policy", "-p", C + "labels",
        CliRun.SEED + "template.yaml", C + "labels/pod-bad-owner.yaml");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.out()).contains("template.yaml:17:7: error data.policy.deny: PrivateSubnet")
        .contains("pod-bad-owner.yaml:8:5: error K8sRequiredLabels/owner-must-be-a-team");
  }

  @Test
  void aBadTemplateStopsTheScanWithItsLocation() {
    CliRun r = CliRun.of("scan", "-p", C + "bad", C + "labels/pod-ok.yaml");
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).contains("../fixtures/constraints/bad/template.yaml:17:30: rego_parse_error").doesNotContain("Exception");
  }

  @Test
  void badConstraintParametersStopTheScanWithTheParameterLine(@TempDir Path dir) throws Exception {
    Files.copy(Path.of(C, "labels/template.yaml"), dir.resolve("template.yaml"));
    Files.writeString(dir.resolve("constraint.yaml"), """
        apiVersion: constraints.gatekeeper.sh/v1beta1
        kind: K8sRequiredLabels
        metadata:
          name: bad
        spec:
          parameters:
            labels:
              - key: 7
        """);
    CliRun r = CliRun.of("scan", "-p", dir.toString(), C + "labels/pod-ok.yaml");
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).contains("constraint.yaml:8:9: constraint K8sRequiredLabels/bad: parameter spec.parameters.labels[0].key");
  }

  @Test
  void aConstraintOfAnUnknownKindIsAnError(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("constraint.yaml"), "apiVersion: constraints.gatekeeper.sh/v1beta1\nkind: K8sNothing\nmetadata:\n  name: x\n");
    CliRun r = CliRun.of("scan", "-p", dir.toString(), C + "labels/pod-ok.yaml");
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).contains("constraint.yaml:2:1: no template defines the constraint kind K8sNothing");
  }

  @Test
  void cloudFormationResourcesUnderTheCairnTarget() {
    CliRun r = CliRun.of("scan", "-p", C + "cloudformation", C + "cloudformation/stack.yaml");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.out())
        .contains("cloudformation/stack.yaml:5:5: error CfnBucketEncryption/buckets-use-kms: bucket Logs is not encrypted")
        .contains("= missing: BucketEncryption")
        .contains("resource: Logs (AWS::S3::Bucket)")
        .contains("cloudformation/stack.yaml:13:15: error CfnBucketEncryption/buckets-use-kms: bucket Assets uses AES256");
  }

  @Test
  void malformedPolicyYamlIsLocatedAndOtherYamlIsLeftAlone(@TempDir Path dir) throws Exception {
    Path broken = dir.resolve("template.yaml");
    Files.writeString(broken, "apiVersion: templates.gatekeeper.sh/v1\nkind: ConstraintTemplate\nspec: [\n");
    CliRun r = CliRun.of("scan", "-p", dir.toString(), C + "labels/pod-ok.yaml");
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).startsWith(broken + ":4:1: ");
    Files.delete(broken);
    Files.writeString(dir.resolve("notes.yaml"), "not: [valid\n");
    Files.copy(Path.of(C, "labels/template.yaml"), dir.resolve("t.yaml"));
    Files.copy(Path.of(C, "labels/constraint.yaml"), dir.resolve("c.yaml"));
    CliRun ok = CliRun.of("scan", "-p", dir.toString(), C + "labels/pod-ok.yaml");
    assertThat(ok.exitCode()).isZero();
  }

  @Test
  void aMalformedInputIsReportedOnceWithItsPosition(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("bad.yaml");
    Files.writeString(bad, "apiVersion: v1\nkind: Pod\nmetadata: {name: [\n");
    CliRun r = CliRun.of("scan", "-p", CliRun.SEED + "policy.rego", "-n", "policy", "-p", C + "labels", bad.toString());
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.out().split(bad.toString() + ":", -1)).hasSize(2);
  }
}
