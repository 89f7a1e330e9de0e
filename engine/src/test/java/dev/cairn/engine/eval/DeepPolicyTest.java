package dev.cairn.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.Rego;
import org.junit.jupiter.api.Test;

/** Policies whose structure is deep: long rule chains and long bodies stay within -Xss4m. */
class DeepPolicyTest {
  @Test
  void longChainOfRulesReferringToEachOther() {
    int depth = 400;
    StringBuilder src = new StringBuilder("package t\n");
    for (int i = 0; i < depth; i++) {
      src.append("r").append(i).append(" := x if { x := r").append(i + 1).append(" + 1 }\n");
    }
    src.append("r").append(depth).append(" := 0\n");
    QueryResult r = Rego.policy().module("deep.rego", src.toString()).compile().evaluate("x = data.t.r0", EvalOptions.DEFAULT);
    assertThat(r.solutions().get(0).bindings().get("x").toString()).isEqualTo(Integer.toString(depth));
  }

  @Test
  void longBody() {
    int n = 2000;
    StringBuilder src = new StringBuilder("package t\np := x0 if {\n  x").append(n).append(" := 0\n");
    for (int i = n - 1; i >= 0; i--) {
      src.append("  x").append(i).append(" := x").append(i + 1).append(" + 1\n");
    }
    src.append("}\n");
    QueryResult r = Rego.policy().module("long.rego", src.toString()).compile().evaluate("x = data.t.p", EvalOptions.DEFAULT);
    assertThat(r.solutions().get(0).bindings().get("x").toString()).isEqualTo(Integer.toString(n));
  }
}
