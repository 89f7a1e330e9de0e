package dev.cairn.engine.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RuleDependenciesTest {
  @Test
  void nodeSpecificRulesMentionInputUseWithBuildComprehensionsOrUseSuchRules() {
    CompiledModules m =
        TestCompiler.compile(
            """
            package p
            as_list(x) := x if is_array(x)
            as_list(x) := [x] if not is_array(x)
            cidrs := {"0.0.0.0/0"}
            open(rule) if rule.CidrIp in cidrs
            buckets := {n | some n, r in input.Resources; r.Type == "AWS::S3::Bucket"}
            is_bucket(name) if name in buckets
            uses_is_bucket(x) if is_bucket(x)
            replaced(x) if x == input.y with input.y as 1
            on(x) := [i | some i in x.items; i.on]
            """);
    assertThat(m.nodeSpecific())
        .contains("data.p.buckets", "data.p.is_bucket", "data.p.uses_is_bucket", "data.p.replaced", "data.p.on")
        .doesNotContain("data.p.as_list", "data.p.cidrs", "data.p.open");
  }
}
