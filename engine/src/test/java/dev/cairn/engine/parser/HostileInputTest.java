package dev.cairn.engine.parser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.ParseMode;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Module;
import org.junit.jupiter.api.Test;

/** Deep nesting and large inputs give parse errors or results, never stack overflows. */
class HostileInputTest {
  @Test
  void deepBracketsAreRejected() {
    for (String open : new String[] {"[", "{", "(", "[x | "}) {
      String src = open.repeat(100_000);
      assertThatThrownBy(() -> Parser.parseTerm("deep.rego", src))
          .isInstanceOf(RegoException.class)
          .hasMessageContaining("max parsing recursion depth exceeded");
    }
  }

  @Test
  void deepModulesAreRejectedInEveryMode() {
    String src = "package p\np := " + "[".repeat(50_000) + "\n";
    for (ParseMode mode : ParseMode.values()) {
      assertThatThrownBy(() -> Parser.parseModule("deep.rego", src, mode))
          .isInstanceOf(RegoException.class)
          .hasMessageContaining("max parsing recursion depth exceeded");
    }
  }

  @Test
  void longOperatorChainsAreRejected() {
    String src = "1" + " + 1".repeat(50_000);
    assertThatThrownBy(() -> Parser.parseTerm("chain.rego", src))
        .isInstanceOf(RegoException.class)
        .hasMessageContaining("max parsing recursion depth exceeded");
  }

  @Test
  void moderateNestingIsFine() {
    String src = "[".repeat(200) + "1" + "]".repeat(200);
    assertThat(Parser.parseTerm("ok.rego", src)).isInstanceOf(ArrayTerm.class);
  }

  @Test
  void largeFlatInputsParse() {
    StringBuilder sb = new StringBuilder("package big\n");
    for (int i = 0; i < 20_000; i++) {
      sb.append("r").append(i).append(" := {\"k\": [").append(i).append(", \"v\"]}\n");
    }
    Module m = Parser.parseModule("big.rego", sb.toString(), ParseMode.AUTO);
    assertThat(m.rules()).hasSize(20_000);
    String list = "[" + "1, ".repeat(200_000) + "1]";
    assertThat(((ArrayTerm) Parser.parseTerm("list.rego", list)).items()).hasSize(200_001);
  }

  @Test
  void nulAndStrayCharactersAreErrors() {
    assertThatThrownBy(() -> Parser.parseTerm("nul.rego", "\u0000"))
        .isInstanceOf(RegoException.class)
        .hasMessageContaining("illegal null character");
    assertThatThrownBy(() -> Parser.parseQuery("q.rego", "x := 1 ^ 2"))
        .isInstanceOf(RegoException.class)
        .hasMessageContaining("1:8");
  }
}
