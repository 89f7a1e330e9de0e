package dev.cairn.tracer;

import static dev.cairn.tracer.Traces.trace;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The principles behind how Cairn chooses a location (docs/concepts/locations.md), each on the
 * pattern of real policy libraries that broke it: failure as evidence, existence before value,
 * head patterns as tests, searched containers, and breadth summarised.
 */
class LocationPrinciplesTest {
  private static final String BROKERS =
      """
      {"Resources": {
        "B": {"Type": "AWS::AmazonMQ::Broker",
              "Properties": {"BrokerName": "b1", "Other": 1, "Encrypted": "false"}},
        "C": {"Type": "AWS::AmazonMQ::Broker",
              "Properties": {"BrokerName": "c1", "KmsKeyId": "k", "EncryptionOptions": {"UseAwsOwnedKey": false}}}}}
      """;

  private static Map<String, List<String>> deny(String rules) {
    return trace("package p\n" + rules, "data.p.deny", BROKERS);
  }

  @Test
  void aHelperWhoseElseValueWasTakenBringsTheFailureBeforeIt() {
    Map<String, List<String>> out =
        deny(
            """
            valid_key(obj, key) { _ = obj[key]; not is_null(obj[key]) } else = false { true }
            deny[id] {
              r := input.Resources[id]
              not valid_key(r.Properties, "EncryptionOptions")
            }
            """);
    assertThat(out).containsOnlyKeys("\"B\"");
    assertThat(out.get("\"B\"").get(0)).isEqualTo("Resources/B/Properties/?EncryptionOptions (cause)");
  }

  @Test
  void aDefaultValueBringsTheFailuresOfTheRuleItStandsFor() {
    Map<String, List<String>> out =
        deny(
            """
            default encrypted(_) = false
            encrypted(r) { r.Properties.KmsKeyId }
            deny[id] {
              r := input.Resources[id]
              encrypted(r) == false
            }
            """);
    assertThat(out).containsOnlyKeys("\"B\"");
    assertThat(out.get("\"B\"")).contains("Resources/B/Properties/?KmsKeyId (cause)");
  }

  @Test
  void whatAnAlwaysDefinedNameHelperReadsIsContextEvenWhereItTests() {
    Map<String, List<String>> out =
        deny(
            """
            name_of(r, def) = n { n := r.Properties.BrokerName; n != "" } else = n { n := def }
            deny[msg] {
              r := input.Resources[id]
              r.Type == "AWS::AmazonMQ::Broker"
              r.Properties.Encrypted == "false"
              msg := sprintf("%s is not encrypted", [name_of(r, id)])
            }
            """);
    assertThat(out.get("\"b1 is not encrypted\""))
        .containsExactly(
            "Resources/B/Properties/Encrypted (cause)",
            "Resources/B/Type (cause)",
            "Resources/B/Properties/BrokerName (context)");
  }

  @Test
  void aConstantInAFunctionHeadTestsTheArgument() {
    Map<String, List<String>> out =
        deny(
            """
            is_true(true) = true
            is_true("true") = true
            deny[id] {
              r := input.Resources[id]
              not is_true(r.Properties.Encrypted)
            }
            """);
    // As in OPA, a call's argument that is undefined makes the negated call undefined: C (with
    // no Encrypted) has no finding.
    assertThat(out).containsOnlyKeys("\"B\"");
    assertThat(out.get("\"B\"").get(0)).isEqualTo("Resources/B/Properties/Encrypted (cause)");
  }

  @Test
  void aSearchThatFoundNothingLocatesTheContainerWithTheKeyItLookedFor() {
    Map<String, List<String>> out =
        deny(
            """
            deny[id] {
              r := input.Resources[id]
              count([p | walk(r, [p, v]); p[count(p) - 1] == "KmsKeyId"]) == 0
            }
            """);
    assertThat(out).containsOnlyKeys("\"B\"");
    assertThat(out.get("\"B\"").get(0)).isEqualTo("Resources/B/?KmsKeyId (cause)");
  }

  @Test
  void aSearchOverElementsLocatesTheCollection() {
    String tags =
        """
        {"Resources": {"B": {"Type": "T", "Properties": {"Tags": [{"Key": "a", "Value": "1"}, {"Key": "b", "Value": "2"}]}}}}
        """;
    Map<String, List<String>> out =
        trace(
            """
            package p
            has_tag(r, k) { r.Properties.Tags[_].Key == k }
            deny[id] {
              r := input.Resources[id]
              not has_tag(r, "Owner")
            }
            """,
            "data.p.deny",
            tags);
    assertThat(out.get("\"B\"")).containsExactly("Resources/B/Properties/Tags (cause)");
  }

  @Test
  void aBroadSearchOverEveryResourceDoesNotOutrankTheResultsOwnResource() {
    Map<String, List<String>> out =
        deny(
            """
            any_kms { input.Resources[_].Properties.KmsKeyId == "nope" }
            deny[id] {
              r := input.Resources[id]
              r.Type == "AWS::AmazonMQ::Broker"
              not any_kms
            }
            """);
    assertThat(out.get("\"B\"")).containsExactly("Resources/B (cause)", "Resources (cause)", "Resources/B/Type (cause)");
    assertThat(out.get("\"C\"")).containsExactly("Resources/C (cause)", "Resources (cause)", "Resources/C/Type (cause)");
  }

  @Test
  void aValueTestedInAReferencedResourceOutranksTheReferenceToIt() {
    String template =
        """
        {"Resources": {
          "Inst": {"Type": "AWS::EC2::Instance", "Properties": {"SecurityGroupIds": [{"Ref": "Sg"}]}},
          "Sg": {"Type": "AWS::EC2::SecurityGroup", "Properties": {"Ingress": [{"CidrIp": "0.0.0.0/0", "Port": 22}]}}}}
        """;
    Map<String, List<String>> out =
        trace(
            """
            package p
            deny[id] {
              i := input.Resources[id]
              i.Type == "AWS::EC2::Instance"
              ref := i.Properties.SecurityGroupIds[_]
              input.Resources[ref.Ref].Properties.Ingress[_].CidrIp == "0.0.0.0/0"
            }
            """,
            "data.p.deny",
            template);
    // The reference relates the two resources (a join); the value tested against the policy's
    // constant is why the instance is reported.
    assertThat(out.get("\"Inst\"").get(0)).isEqualTo("Resources/Sg/Properties/Ingress/0/CidrIp (cause)");
    assertThat(out.get("\"Inst\"")).contains("Resources/Inst/Properties/SecurityGroupIds/0/Ref (cause)");
  }

  @Test
  void aDeeperCauseOutranksAShallowerOneWhateverItsKind() {
    Map<String, List<String>> out =
        trace(
            """
            package p
            production(r) { r.Properties.Tags[_].Value == "prod" }
            deny[id] {
              r := input.Resources[id]
              production(r)
              not r.Properties.MultiAZ
            }
            """,
            "data.p.deny",
            "{\"Resources\": {\"Db\": {\"Properties\": {\"Tags\": [{\"Key\": \"env\", \"Value\": \"prod\"}]}}}}");
    // Positive tests and failures in the subject rank alike: deeper first, then later.
    assertThat(out.get("\"Db\"")).containsExactly("Resources/Db/Properties/Tags/0/Value (cause)", "Resources/Db/Properties/?MultiAZ (cause)");
  }

  @Test
  void anArrayElementWithManyFieldsTestedIsTheCause() {
    String sg =
        """
        {"Resources": {"Sg": {"Properties": {"Ingress": [
          {"CidrIp": "10.0.0.0/8", "FromPort": 22, "ToPort": 22},
          {"CidrIp": "0.0.0.0/0", "FromPort": 0, "ToPort": 100}]}}}}
        """;
    Map<String, List<String>> out =
        trace(
            """
            package p
            deny[i] {
              rule := input.Resources.Sg.Properties.Ingress[i]
              rule.CidrIp == "0.0.0.0/0"
              rule.FromPort <= 22
              rule.ToPort >= 22
            }
            """,
            "data.p.deny",
            sg);
    assertThat(out.get("1")).containsExactly("Resources/Sg/Properties/Ingress/1 (cause)");
  }

  @Test
  void aTestedNodeWhoseChildOnlyFeedsTheMessageIsTheLocation() {
    Map<String, List<String>> out =
        trace(
            """
            package p
            deny[msg] {
              v := input.volumes[_]
              v.hostPath
              msg := sprintf("mounts %s", [v.hostPath.path])
            }
            """,
            "data.p.deny",
            "{\"volumes\": [{\"hostPath\": {\"path\": \"/\"}}]}");
    assertThat(out.get("\"mounts /\""))
        .containsExactly("volumes/0/hostPath (cause)", "volumes/0/hostPath/path (context)");
  }
}
