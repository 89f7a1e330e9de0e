package dev.cairn.guard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** cfn-guard 3.1.1's behaviour, each case checked with the binary when it was written. */
class GuardLanguageTest {

  private static final String TEMPLATE = """
      Resources:
        B:
          Type: AWS::S3::Bucket
          Properties:
            BucketName: x
        C:
          Type: AWS::S3::Bucket
      """;

  private static Map<String, RuleOutcome> run(String rules, String name, String data) {
    Map<String, RuleOutcome> out = new LinkedHashMap<>();
    for (RuleOutcome o : GuardRules.parse("t.guard", rules).evaluate(name, data).get(0)) {
      out.put(o.rule(), o);
    }
    return out;
  }

  private static Map<String, Status> statuses(String rules, String name, String data) {
    Map<String, Status> out = new LinkedHashMap<>();
    run(rules, name, data).forEach((k, v) -> out.put(k, v.status()));
    return out;
  }

  @Test
  void aMissingPropertyFailsAtItsNearestParentAndAnEmptyFilterSkips() {
    Map<String, RuleOutcome> r = run("""
        let b = Resources.*[ Type == 'AWS::S3::Bucket' ]
        rule r1 when %b !empty { %b.Properties.BucketName exists <<need name>> }
        rule r2 { Resources.*[ Type == 'AWS::SQS::Queue' ].Properties.X exists }
        """, "t.yaml", TEMPLATE);
    assertThat(r.get("r1").status()).isEqualTo(Status.FAIL);
    assertThat(r.get("r1").failures()).singleElement().satisfies(c -> {
      assertThat(c.path()).containsExactly("Resources", "C");
      assertThat(c.missing()).containsExactly("Properties", "BucketName");
      assertThat(c.customMessage()).isEqualTo("need name");
    });
    assertThat(r.get("r2").status()).isEqualTo(Status.SKIP);
  }

  @Test
  void aLeadingNotIsIgnoredBeforeABinaryComparisonAsIn311() {
    assertThat(statuses("rule r { not Resources.B.Properties.BucketName == 'x' }", "t.yaml", TEMPLATE))
        .containsEntry("r", Status.PASS);
    assertThat(statuses("rule r { not Resources.B.Properties.BucketName exists }", "t.yaml", TEMPLATE))
        .containsEntry("r", Status.FAIL);
  }

  @Test
  void plainScalarsAreTypedAsCfnGuardTypesThem() {
    String data = "A: True\nB: 010\nC: \nD: 0x10\nE: 1e3\nF: Null\nG: !GetAtt A.B\nH: \"5\"\n";
    Map<String, Status> s = statuses("""
        rule a { A is_string }
        rule b { B == 10 }
        rule c { C == "" }
        rule d { D is_string }
        rule e { E is_float }
        rule f { F is_null }
        rule g { G.'Fn::GetAtt' == "A.B" }
        rule h { H is_string }
        """, "t.yaml", data);
    assertThat(s).containsOnly(Map.entry("a", Status.PASS), Map.entry("b", Status.PASS), Map.entry("c", Status.PASS),
        Map.entry("d", Status.PASS), Map.entry("e", Status.PASS), Map.entry("f", Status.PASS),
        Map.entry("g", Status.PASS), Map.entry("h", Status.PASS));
  }

  @Test
  void anIntAndAStringAreNotComparableSoEvenNotEqualFails() {
    assertThat(statuses("rule r { Port != '80' }", "t.yaml", "Port: 443\n")).containsEntry("r", Status.FAIL);
    assertThat(statuses("rule r { Port != 80 }", "t.yaml", "Port: 443\n")).containsEntry("r", Status.PASS);
  }

  @Test
  void rulesSharingANameAnswerWithTheFirstThatApplies() {
    Map<String, Status> s = statuses("""
        rule d when Resources.B exists { Resources.B.Type == 'AWS::S3::Bucket' }
        rule d when Resources.Z exists { Resources.Z.Type == 'x' }
        rule uses_d { d }
        """, "t.yaml", TEMPLATE);
    assertThat(s).containsEntry("d", Status.PASS).containsEntry("uses_d", Status.PASS);
  }

  @Test
  void aFilterAfterAVariableTestsTheValueAfterAKeyEachOfItsValues() {
    String data = "Resources:\n  C1:\n    Type: X\n    Properties:\n      S:\n        Arn: true\n        Name: true\n";
    Map<String, Status> s = statuses("""
        let xs = Resources.*[ Type == 'X' ]
        rule via_param { check(%xs.Properties) }
        rule check(p) { %p [ Arn exists ] { Name is_string } }
        rule after_key { %xs.Properties [ Arn exists ] { Name is_string } }
        """, "t.yaml", data);
    assertThat(s).containsEntry("via_param", Status.SKIP).containsEntry("after_key", Status.FAIL);
  }

  @Test
  void aMissingKeyIsTriedInOtherCases() {
    assertThat(statuses("rule r { Users exists  bucketName exists }", "t.yaml", "User: 1\nBucketName: b\n"))
        .containsEntry("r", Status.PASS);
  }

  @Test
  void aBrokenRulesFileNamesLineAndColumn() {
    assertThatThrownBy(() -> GuardRules.parse("bad.guard", "rule x {\n  Resources.* ==\n"))
        .isInstanceOf(GuardSyntaxException.class)
        .hasMessageStartingWith("bad.guard:3:1: ");
    assertThatThrownBy(() -> GuardRules.parse("bad.guard", "rule x { A == /[/ }"))
        .isInstanceOf(GuardSyntaxException.class)
        .hasMessageContaining("bad.guard:1:15: invalid regular expression");
    assertThatThrownBy(() -> GuardRules.parse("bad.guard", "rule x { A exists <<never closed }"))
        .isInstanceOf(GuardSyntaxException.class)
        .hasMessageStartingWith("bad.guard:1:19: ");
  }

  @Test
  void unreadableDataNamesLineAndColumn() {
    GuardRules rules = GuardRules.parse("r.guard", "rule r { A exists }");
    assertThatThrownBy(() -> rules.evaluate("bad.yaml", "a: [\n"))
        .isInstanceOf(DataException.class)
        .hasMessageStartingWith("bad.yaml:2:1: ");
    assertThatThrownBy(() -> rules.evaluate("bad.json", "{\"a\": [1,\n"))
        .isInstanceOf(DataException.class)
        .hasMessageStartingWith("bad.json:");
    // Not JSON, but YAML (a: null): cfn-guard 3.1.1 reads it, and the rule passes.
    assertThat(rules.evaluate("yaml.json", "{\"a\": }").get(0).get(0).status()).isEqualTo(Status.PASS);
  }

  @Test
  void anUnknownRuleOrVariableIsAnEvaluationError() {
    assertThatThrownBy(() -> run("rule r { missing_rule }", "t.yaml", TEMPLATE))
        .isInstanceOf(GuardEvalException.class).hasMessageContaining("missing_rule");
    assertThatThrownBy(() -> run("rule r { %nope exists }", "t.yaml", TEMPLATE))
        .isInstanceOf(GuardEvalException.class).hasMessageContaining("nope");
  }

  @Test
  void builtInFunctionsComputeValues() {
    Map<String, Status> s = statuses("""
        let names = Resources.*.Properties.BucketName
        rule counted { let n = count(Resources.*) \n %n == 2 }
        rule upper { let u = to_upper(%names) \n %u == 'X' }
        rule joined { let j = join(Resources.B.Properties.BucketName, ',') \n %j == 'x' }
        rule replaced { let r = regex_replace(%names, '^(x)$', 'y$1') \n %r == 'yx' }
        rule parsed { let p = json_parse('{"k": [1]}') \n %p.k[0] == 1 }
        """, "t.yaml", TEMPLATE);
    assertThat(s.values()).containsOnly(Status.PASS);
    assertThat(s).hasSize(5);
    assertThatThrownBy(() -> run("rule j { let j = join(['a', 'b'], ',') \n %j == 'a,b' }", "t.yaml", TEMPLATE))
        .isInstanceOf(GuardEvalException.class).hasMessageContaining("non string");
  }

  @Test
  void ruleNamesAreListedOnceInFileOrder() {
    assertThat(GuardRules.parse("r.guard", "rule b { A exists }\nrule a { A exists }\nrule b { B exists }\n")
        .ruleNames()).isEqualTo(List.of("b", "a"));
  }

  @Test
  void aNamedCaptureInAFilterIsParsedAndBindsNothingAsIn311() {
    assertThat(statuses("""
        rule captured { Resources[ name | Type == 'AWS::S3::Bucket' ].Properties.BucketName exists }
        rule plain { Resources[ Type == 'AWS::S3::Bucket' ].Properties.BucketName exists }
        rule keys { Resources[ id | keys == /B/ ].Type == 'AWS::S3::Bucket' }
        """, "t.yaml", TEMPLATE)).containsExactly(Map.entry("captured", Status.FAIL), Map.entry("plain", Status.FAIL),
        Map.entry("keys", Status.PASS));
    assertThatThrownBy(() -> run("rule r { Resources[ n | %n exists ] !empty }", "t.yaml", TEMPLATE))
        .isInstanceOf(GuardEvalException.class).hasMessageContaining("Could not resolve variable by name n");
    assertThatThrownBy(() -> GuardRules.parse("t.guard", "rule r { Resources[ n | ] !empty }"))
        .isInstanceOf(GuardSyntaxException.class).hasMessageContaining("t.guard:1:25");
    assertThatThrownBy(() -> GuardRules.parse("t.guard", "rule r { Resources[ n m | Type exists ] !empty }"))
        .isInstanceOf(GuardSyntaxException.class).hasMessageContaining("t.guard:1:25");
    assertThatThrownBy(() -> GuardRules.parse("t.guard", "rule r { Resources[ 3 | Type exists ] !empty }"))
        .isInstanceOf(GuardSyntaxException.class).hasMessageContaining("t.guard:1:21");
  }
}
