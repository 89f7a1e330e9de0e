package dev.cairn.tracer;

import static dev.cairn.tracer.Traces.trace;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** End to end: Rego source and a JSON input in, each result's exact ranked paths out. */
class ProvenanceTest {
  private static final String TEMPLATE =
      """
      {"Resources": {
        "Vpc": {"Type": "AWS::EC2::VPC", "Properties": {"CidrBlock": "10.0.0.0/16"}},
        "PublicSubnet": {"Type": "AWS::EC2::Subnet",
          "Properties": {"VpcId": {"Ref": "Vpc"}, "CidrBlock": "10.0.0.0/24"}},
        "PrivateSubnet": {"Type": "AWS::EC2::Subnet",
          "Properties": {"VpcId": {"Ref": "Vpc"}, "CidrBlock": "10.0.128.0/20"}}}}
      """;

  private static final String BUCKETS =
      """
      {"Resources": {
        "Logs": {"Type": "AWS::S3::Bucket",
          "Properties": {"BucketEncryption": {"Rules": []}, "AccessControl": "Private"}},
        "Assets": {"Type": "AWS::S3::Bucket", "Properties": {"AccessControl": "PublicRead"}},
        "Key": {"Type": "AWS::KMS::Key", "Properties": {}}}}
      """;

  private static final String PODS =
      """
      {"spec": {"containers": [
        {"name": "web", "image": "web:1", "securityContext": {"privileged": false}},
        {"name": "shell", "image": "busybox:latest", "securityContext": {"privileged": true}},
        {"name": "side", "image": "side:2"}]}}
      """;

  /** A helper set rule of the bucket names, for policies to add rules reading it to. */
  private static final String BUCKET_SET =
      """
      package policy
      import rego.v1
      buckets contains name if {
        some name, r in input.Resources
        r.Type == "AWS::S3::Bucket"
      }
      """;

  @Test
  void seedExample() {
    String policy =
        """
        package policy
        deny[resourceId] {
          resource := input.Resources[resourceId]
          resource.Type == "AWS::EC2::Subnet"
          [_, mask] = split(resource.Properties.CidrBlock, "/")
          to_number(mask) < 24
        }
        """;
    assertThat(trace(policy, "data.policy.deny", TEMPLATE))
        .containsExactly(
            Map.entry(
                "\"PrivateSubnet\"",
                List.of(
                    "Resources/PrivateSubnet/Properties/CidrBlock (cause)",
                    "Resources/PrivateSubnet/Type (cause)")));
  }

  @Test
  void missingAttribute() {
    String policy =
        """
        package policy
        deny[msg] {
          b := input.Resources[name]
          b.Type == "AWS::S3::Bucket"
          not b.Properties.BucketEncryption
          msg := sprintf("%s must be encrypted", [name])
        }
        """;
    assertThat(trace(policy, "data.policy.deny", BUCKETS))
        .containsExactly(
            Map.entry(
                "\"Assets must be encrypted\"",
                List.of(
                    "Resources/Assets/Properties/?BucketEncryption (cause)",
                    "Resources/Assets/Type (cause)")));
  }

  @Test
  void missingAttributeLocatesAtTheExistingPrefix() {
    String policy =
        """
        package policy
        deny contains name if {
          some name, b in input.Resources
          b.Type == "AWS::S3::Bucket"
          not b.Properties.BucketEncryption
        }
        """;
    List<TracedResult> results =
        Provenance.trace(
            Traces.compile(policy),
            "data.policy.deny",
            dev.cairn.engine.provenance.AnnotatedInput.of(dev.cairn.engine.value.Json.parse(BUCKETS)));
    assertThat(results).hasSize(1);
    RankedPath primary = results.get(0).primary();
    assertThat(primary.existing()).containsExactly("Resources", "Assets", "Properties");
    assertThat(primary.missing()).containsExactly("BucketEncryption");
  }

  @Test
  void iterationWithAWildcardPointsAtTheIndex() {
    String policy =
        """
        package policy
        deny[c.name] {
          c := input.spec.containers[_]
          c.securityContext.privileged == true
        }
        """;
    assertThat(trace(policy, "data.policy.deny", PODS))
        .containsExactly(
            Map.entry(
                "\"shell\"",
                List.of(
                    "spec/containers/1/securityContext/privileged (cause)",
                    "spec/containers/1/name (context)")));
  }

  @Test
  void iterationWithSomeIn() {
    String policy =
        """
        package policy
        import rego.v1
        deny contains c.image if {
          some c in input.spec.containers
          endswith(c.image, ":latest")
        }
        """;
    assertThat(trace(policy, "data.policy.deny", PODS))
        .containsExactly(Map.entry("\"busybox:latest\"", List.of("spec/containers/1/image (cause)")));
  }

  @Test
  void iterationWithAnIndexVariable() {
    String policy =
        """
        package policy
        import rego.v1
        deny contains i if {
          some i, c in input.spec.containers
          not c.securityContext
        }
        """;
    assertThat(trace(policy, "data.policy.deny", PODS))
        .containsExactly(Map.entry("2", List.of("spec/containers/2/?securityContext (cause)")));
  }

  @Test
  void aHelperFunctionContributesWhatItRead() {
    String policy =
        """
        package policy
        import rego.v1
        is_public(b) if b.Properties.AccessControl == "PublicRead"
        is_public(b) if b.Properties.PublicAccessBlockConfiguration.BlockPublicAcls == false
        deny contains name if {
          some name, b in input.Resources
          b.Type == "AWS::S3::Bucket"
          is_public(b)
        }
        """;
    assertThat(trace(policy, "data.policy.deny", BUCKETS))
        .containsExactly(
            Map.entry(
                "\"Assets\"",
                List.of(
                    "Resources/Assets/Properties/AccessControl (cause)",
                    "Resources/Assets/Type (cause)")));
  }

  @Test
  void anElseValueBringsTheFailureOfTheDefinitionBeforeIt() {
    String policy =
        """
        package policy
        import rego.v1
        kind(c) := "privileged" if c.securityContext.privileged == true
        else := "plain" if c.image
        deny contains c.name if {
          some c in input.spec.containers
          kind(c) == "plain"
        }
        """;
    assertThat(trace(policy, "data.policy.deny", PODS))
        .containsExactly(
            // "plain" because the first definition's test failed: that failure is evidence too.
            Map.entry(
                "\"web\"",
                List.of(
                    "spec/containers/0/securityContext/privileged (cause)",
                    "spec/containers/0/image (cause)",
                    "spec/containers/0/name (context)")),
            Map.entry(
                "\"side\"",
                List.of(
                    "spec/containers/2/?securityContext/privileged (cause)",
                    "spec/containers/2/image (cause)",
                    "spec/containers/2/name (context)")));
  }

  @Test
  void aHelperSetRuleBringsTheDerivationOfTheElementUsed() {
    String policy =
        BUCKET_SET
            + """
        deny contains name if {
          some name in buckets
          input.Resources[name].Properties.AccessControl == "PublicRead"
        }
        """;
    assertThat(trace(policy, "data.policy.deny", BUCKETS))
        .containsExactly(
            Map.entry(
                "\"Assets\"",
                List.of(
                    "Resources/Assets/Properties/AccessControl (cause)",
                    "Resources/Assets/Type (cause)")));
  }

  @Test
  void aHelperSetReadByTwoRulesAndTwiceByOneBringsItsElementsToEveryReader() {
    String policy =
        BUCKET_SET
            + """
        public contains name if {
          some name in buckets
          input.Resources[name].Properties.AccessControl == "PublicRead"
        }
        unencrypted contains name if {
          some name in buckets
          not input.Resources[name].Properties.BucketEncryption
          some other in buckets
          other == name
        }
        """;
    // The second and third reads of `buckets` find its elements already known to the tracer.
    Map<String, List<TracedResult>> all =
        Provenance.traceAll(
            Traces.compile(policy),
            List.of("data.policy.public", "data.policy.unencrypted"),
            dev.cairn.engine.provenance.AnnotatedInput.of(dev.cairn.engine.value.Json.parse(BUCKETS)),
            dev.cairn.engine.EvalOptions.DEFAULT);
    for (String rule : List.of("data.policy.public", "data.policy.unencrypted")) {
      assertThat(all.get(rule)).hasSize(1);
      assertThat(all.get(rule).get(0).paths().stream().map(RankedPath::toString))
          .as(rule)
          .contains("Resources/Assets/Type (cause)");
    }
  }

  @Test
  void aHelperObjectRuleBringsTheDerivationOfTheEntryUsed() {
    String policy =
        """
        package policy
        import rego.v1
        acl[name] := r.Properties.AccessControl if {
          some name, r in input.Resources
          r.Type == "AWS::S3::Bucket"
        }
        deny contains name if {
          some name, a in acl
          a == "PublicRead"
        }
        """;
    assertThat(trace(policy, "data.policy.deny", BUCKETS))
        .containsExactly(
            Map.entry(
                "\"Assets\"",
                List.of(
                    "Resources/Assets/Properties/AccessControl (cause)",
                    "Resources/Assets/Type (cause)")));
  }

  @Test
  void everyContributesAllItsIterations() {
    String policy =
        """
        package policy
        import rego.v1
        deny contains "no container is privileged" if {
          every c in input.spec.containers {
            not c.securityContext.privileged == true
          }
        }
        deny contains "some container has a name" if {
          every c in input.spec.containers {
            c.name
          }
        }
        """;
    assertThat(trace(policy, "data.policy.deny", PODS))
        .containsExactly(
            Map.entry(
                "\"some container has a name\"",
                List.of(
                    "spec/containers/2/name (cause)",
                    "spec/containers/1/name (cause)",
                    "spec/containers/0/name (cause)")));
  }

  @Test
  void aComprehensionInACountContributesTheElementsItProduced() {
    String policy =
        """
        package policy
        import rego.v1
        deny contains "privileged containers" if {
          count([c | some c in input.spec.containers; c.securityContext.privileged]) > 0
        }
        """;
    assertThat(trace(policy, "data.policy.deny", PODS))
        .containsExactly(
            Map.entry(
                "\"privileged containers\"",
                List.of("spec/containers/1/securityContext/privileged (cause)")));
  }

  @Test
  void twoResultsOfOneRuleHaveDisjointPaths() {
    String policy =
        """
        package policy
        import rego.v1
        deny contains msg if {
          some name, b in input.Resources
          b.Type == "AWS::S3::Bucket"
          msg := sprintf("%s: %s", [name, b.Properties.AccessControl])
        }
        """;
    // Results come in evaluation order: OPA iterates object keys in sorted order.
    assertThat(trace(policy, "data.policy.deny", BUCKETS))
        .containsExactly(
            Map.entry(
                "\"Assets: PublicRead\"",
                List.of(
                    "Resources/Assets (cause)",
                    "Resources/Assets/Type (cause)",
                    "Resources/Assets/Properties/AccessControl (context)")),
            Map.entry(
                "\"Logs: Private\"",
                List.of(
                    "Resources/Logs (cause)",
                    "Resources/Logs/Type (cause)",
                    "Resources/Logs/Properties/AccessControl (context)")));
  }

  @Test
  void withInputReplacedByPartOfTheInput() {
    String policy =
        """
        package policy
        import rego.v1
        privileged if input.securityContext.privileged == true
        deny contains c.name if {
          some c in input.spec.containers
          privileged with input as c
        }
        """;
    String pods =
        """
        {"spec": {"containers": [
          {"name": "a", "securityContext": {"privileged": true}},
          {"name": "b", "securityContext": {"privileged": false}},
          {"name": "c", "securityContext": {"privileged": true}}]}}
        """;
    assertThat(trace(policy, "data.policy.deny", pods))
        .containsExactly(
            Map.entry(
                "\"a\"",
                List.of(
                    "spec/containers/0/securityContext/privileged (cause)",
                    "spec/containers/0/name (context)")),
            Map.entry(
                "\"c\"",
                List.of(
                    "spec/containers/2/securityContext/privileged (cause)",
                    "spec/containers/2/name (context)")));
  }

  @Test
  void aSingleValueRuleResultCarriesItsDerivation() {
    String policy =
        """
        package policy
        import rego.v1
        public_count := count([n | some n, b in input.Resources; b.Properties.AccessControl == "PublicRead"])
        """;
    assertThat(trace(policy, "data.policy.public_count", BUCKETS))
        .containsExactly(
            Map.entry(
                "1",
                List.of(
                    "Resources/Assets/Properties/AccessControl (cause)")));
  }

  @Test
  void aFunctionCalledOnEqualNodesAttributesEachCallToItsOwnNode() {
    String policy =
        """
        package policy
        import rego.v1
        is_public(b) if b.Properties.AccessControl == "PublicRead"
        deny contains name if {
          some name, b in input.Resources
          is_public(b)
        }
        """;
    String twins =
        """
        {"Resources": {
          "A": {"Properties": {"AccessControl": "PublicRead"}},
          "B": {"Properties": {"AccessControl": "PublicRead"}}}}
        """;
    assertThat(trace(policy, "data.policy.deny", twins))
        .containsExactly(
            Map.entry("\"A\"", List.of("Resources/A/Properties/AccessControl (cause)")),
            Map.entry("\"B\"", List.of("Resources/B/Properties/AccessControl (cause)")));
  }

  @Test
  void aNegatedFunctionCalledOnEqualNodesAttributesEachFailureToItsOwnNode() {
    String policy =
        """
        package policy
        import rego.v1
        encrypted(b) if b.Properties.Encrypted == true
        deny contains name if {
          some name, b in input.Resources
          not encrypted(b)
        }
        """;
    String twins =
        """
        {"Resources": {
          "A": {"Properties": {"Encrypted": false}},
          "B": {"Properties": {"Encrypted": false}}}}
        """;
    assertThat(trace(policy, "data.policy.deny", twins))
        .containsExactly(
            Map.entry("\"A\"", List.of("Resources/A/Properties/Encrypted (cause)")),
            Map.entry("\"B\"", List.of("Resources/B/Properties/Encrypted (cause)")));
  }

  @Test
  void aCallOnEqualNodesMovesTheCallsItMadeToItsOwnNodes() {
    String policy =
        """
        package policy
        import rego.v1
        open(rule, port) if {
          rule.FromPort <= port
          port <= rule.ToPort
        }
        exposes(sg, port) if {
          some rule in sg.Ingress
          open(rule, port)
        }
        deny contains name if {
          some name, sg in input.Resources
          exposes(sg, 22)
        }
        """;
    String twins =
        """
        {"Resources": {
          "A": {"Ingress": [{"FromPort": 0, "ToPort": 100}]},
          "B": {"Ingress": [{"FromPort": 0, "ToPort": 100}]}}}
        """;
    assertThat(trace(policy, "data.policy.deny", twins))
        .containsExactly(
            Map.entry("\"A\"", List.of("Resources/A/Ingress/0/ToPort (cause)", "Resources/A/Ingress/0/FromPort (cause)")),
            Map.entry("\"B\"", List.of("Resources/B/Ingress/0/ToPort (cause)", "Resources/B/Ingress/0/FromPort (cause)")));
  }

  @Test
  void anOutcomeTakenOverFromAnEqualCallIsTheCallersOwnNodeOrBuiltFromIt() {
    String policy =
        """
        package policy
        import rego.v1
        as_list(x) := x if is_array(x)
        as_list(x) := [x] if not is_array(x)
        deny contains name if {
          some name, r in input.Resources
          some a in as_list(r.Action)
          a == "*"
        }
        """;
    String a = "{\"Action\": \"*\"}";
    String list = "{\"Action\": [\"s3:Get\", \"*\"]}";
    Map<String, List<String>> together =
        trace(
            policy,
            "data.policy.deny",
            "{\"Resources\": {\"A\": " + a + ", \"B\": " + a + ", \"C\": " + list + ", \"D\": " + list + "}}");
    assertThat(together).containsOnlyKeys("\"A\"", "\"B\"", "\"C\"", "\"D\"");
    // Each result as it is when its calls are the first of their kind: evaluated on its own nodes.
    for (String name : List.of("A", "B", "C", "D")) {
      String alone = "{\"Resources\": {\"" + name + "\": " + (name.compareTo("C") < 0 ? a : list) + "}}";
      assertThat(together.get("\"" + name + "\""))
          .as(name)
          .isEqualTo(trace(policy, "data.policy.deny", alone).get("\"" + name + "\""))
          .allMatch(path -> path.startsWith("Resources/" + name + "/"));
    }
    assertThat(together.get("\"D\"")).contains("Resources/D/Action/1 (cause)");
  }

  @Test
  void aFunctionThatReadsTheInputItselfIsEvaluatedForEachNode() {
    // Moving the call on A to B would move its read of A's `w` to B's too.
    String policy =
        """
        package policy
        import rego.v1
        paired(r) if {
          r.v == 1
          input.Resources.A.w == 2
        }
        deny contains name if {
          some name, r in input.Resources
          paired(r)
        }
        """;
    String twins =
        """
        {"Resources": {
          "A": {"v": 1, "w": 2},
          "B": {"v": 1, "w": 2}}}
        """;
    assertThat(trace(policy, "data.policy.deny", twins).get("\"B\""))
        .containsExactlyInAnyOrder("Resources/B/v (cause)", "Resources/A/w (cause)");
  }

  @Test
  void aFunctionBuildingAComprehensionBringsEachElementsDerivationOnEveryNode() {
    String policy =
        """
        package policy
        import rego.v1
        switched_on(r) := [i | some i in r.items; i.on == true]
        deny contains name if {
          some name, r in input.Resources
          some i in switched_on(r)
          i.kind == "k"
        }
        """;
    String item = "{\"items\": [{\"on\": true, \"kind\": \"k\"}]}";
    Map<String, List<String>> together =
        trace(policy, "data.policy.deny", "{\"Resources\": {\"A\": " + item + ", \"B\": " + item + "}}");
    for (String name : List.of("A", "B")) {
      assertThat(together.get("\"" + name + "\""))
          .as(name)
          .isEqualTo(trace(policy, "data.policy.deny", "{\"Resources\": {\"" + name + "\": " + item + "}}").get("\"" + name + "\""))
          .contains("Resources/" + name + "/items/0/on (cause)");
    }
  }

  @Test
  void aNegatedFunctionCallKeepsWhatItsDefinitionsReadWhileFailing() {
    String policy =
        """
        package policy
        import rego.v1
        encrypted(b) if b.Properties.BucketEncryption
        encrypted(b) if b.Properties.KmsKey
        deny contains name if {
          some name, b in input.Resources
          b.Type == "AWS::S3::Bucket"
          not encrypted(b)
        }
        """;
    assertThat(trace(policy, "data.policy.deny", BUCKETS))
        .containsExactly(
            Map.entry(
                "\"Assets\"",
                List.of(
                    "Resources/Assets/Properties/?KmsKey (cause)",
                    "Resources/Assets/Properties/?BucketEncryption (cause)",
                    "Resources/Assets/Type (cause)")));
  }

  @Test
  void aHelperRuleReadUnderAWithIsAttributedPerEvaluation() {
    String policy =
        """
        package policy
        import rego.v1
        image_tag := split(input.image, ":")[1]
        deny contains c.name if {
          some c in input.spec.containers
          tag := image_tag with input as c
          tag == "latest"
        }
        """;
    assertThat(trace(policy, "data.policy.deny", PODS))
        .containsExactly(
            Map.entry(
                "\"shell\"",
                List.of("spec/containers/1/image (cause)", "spec/containers/1/name (context)")));
  }

  @Test
  void equalElementsOfAComprehensionEachBringTheirDerivation() {
    String policy =
        """
        package policy
        import rego.v1
        deny contains "three images" if {
          count([1 | some c in input.spec.containers; c.image]) > 2
        }
        """;
    assertThat(trace(policy, "data.policy.deny", PODS))
        .containsExactly(
            Map.entry(
                "\"three images\"",
                List.of(
                    "spec/containers/2/image (cause)",
                    "spec/containers/1/image (cause)",
                    "spec/containers/0/image (cause)")));
  }

  @Test
  void aNegatedRuleReadFromTheCacheKeepsWhatItReadWhileFailing() {
    String policy =
        """
        package policy
        import rego.v1
        encrypted if input.settings.encryption
        enabled(s) if s.enabled
        deny contains name if {
          some name in ["a", "b"]
          not encrypted
          not enabled(input.settings)
        }
        """;
    List<String> paths = List.of("settings/?enabled (cause)", "settings/?encryption (cause)");
    assertThat(trace(policy, "data.policy.deny", "{\"settings\": {}}"))
        .containsExactly(Map.entry("\"a\"", paths), Map.entry("\"b\"", paths));
  }

  @Test
  void eachResultOfARelationBuiltinIsItsOwnAlternative() {
    String policy =
        """
        package policy
        import rego.v1
        deny contains path if {
          walk(input, [path, value])
          value == "bad"
        }
        """;
    assertThat(trace(policy, "data.policy.deny", "{\"a\": \"ok\", \"b\": {\"c\": \"bad\", \"d\": \"fine\"}}"))
        .containsExactly(Map.entry("[\"b\",\"c\"]", List.of("b/c (cause)")));
  }

  @Test
  void aNegatedEveryKeepsTheIterationThatFailed() {
    String policy =
        """
        package policy
        import rego.v1
        all_have_context if {
          every c in input.spec.containers { c.securityContext }
        }
        deny contains "a container has no security context" if {
          not all_have_context
        }
        """;
    assertThat(trace(policy, "data.policy.deny", PODS))
        .containsExactly(
            Map.entry(
                "\"a container has no security context\"",
                List.of("spec/containers/2/?securityContext (cause)")));
  }

  @Test
  void aNegatedHelperOverAnEmptyComprehensionLocatesTheCollectionSearched() {
    String policy =
        """
        package policy
        import rego.v1
        any_public if count([b | some b in input.buckets; b.public]) > 0
        deny contains "no bucket is public" if not any_public
        """;
    assertThat(trace(policy, "data.policy.deny", "{\"buckets\": [{\"public\": false}, {\"name\": \"x\"}]}"))
        .containsExactly(
            Map.entry(
                "\"no bucket is public\"",
                List.of("buckets (cause)")));
  }

  @Test
  void aRuleReadOutsideAWithAfterItWasEvaluatedInsideKeepsItsOwnDerivation() {
    String policy =
        """
        package policy
        import rego.v1
        privileged if input.securityContext.privileged == true
        deny contains c.name if {
          some c in input.containers
          privileged
          privileged with input as c
        }
        """;
    String pods =
        """
        {"securityContext": {"privileged": true}, "containers": [
          {"name": "a", "securityContext": {"privileged": true}},
          {"name": "b", "securityContext": {"privileged": true}}]}
        """;
    assertThat(trace(policy, "data.policy.deny", pods))
        .containsExactly(
            Map.entry(
                "\"a\"",
                List.of(
                    "containers/0/securityContext/privileged (cause)",
                    "securityContext/privileged (cause)",
                    "containers/0/name (context)")),
            Map.entry(
                "\"b\"",
                List.of(
                    "containers/1/securityContext/privileged (cause)",
                    "securityContext/privileged (cause)",
                    "containers/1/name (context)")));
  }

  @Test
  void aRuleWhoseFirstDefinitionFailsKeepsOnlyTheDefinitionThatHeld() {
    String policy =
        """
        package policy
        import rego.v1
        level := "high" if input.a.b == 1
        level := "low" if input.c == 2
        deny contains level if level
        """;
    assertThat(trace(policy, "data.policy.deny", "{\"a\": {\"b\": 5}, \"c\": 2}"))
        .containsExactly(Map.entry("\"low\"", List.of("c (cause)")));
  }

  @Test
  void aFunctionResultReadFromTheCacheBringsItsDerivation() {
    String policy =
        """
        package policy
        import rego.v1
        is_public(b) if b.Properties.AccessControl == "PublicRead"
        deny contains sprintf("first %s", [name]) if {
          some name, b in input.Resources
          is_public(b)
        }
        deny contains sprintf("second %s", [name]) if {
          some name, b in input.Resources
          is_public(b)
        }
        """;
    List<String> paths = List.of("Resources/Assets/Properties/AccessControl (cause)");
    assertThat(trace(policy, "data.policy.deny", BUCKETS))
        .containsExactly(
            Map.entry("\"first Assets\"", paths), Map.entry("\"second Assets\"", paths));
  }
}
