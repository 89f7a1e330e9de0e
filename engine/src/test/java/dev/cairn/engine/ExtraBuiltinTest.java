package dev.cairn.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import org.junit.jupiter.api.Test;

/** Built-ins an application adds through PolicyBuilder.builtin. */
class ExtraBuiltinTest {

  private static final Builtin SHOUT = Builtin.function(
      "cairn_test.shout", FunctionDecl.of(Type.STRING, Type.STRING), (ctx, args) -> {
        if (!(args.get(0) instanceof StringValue s)) {
          throw BuiltinException.operand(0, "string", args.get(0));
        }
        return StringValue.of(s.value().toUpperCase(java.util.Locale.ROOT) + "!");
      });

  @Test
  void anAddedBuiltinCompilesAndEvaluates() {
    CompiledPolicy p = Rego.policy().builtin(SHOUT)
        .module("p.rego", "package p\nx := cairn_test.shout(\"hi\")\n").compile();
    QueryResult r = p.evaluate("data.p.x", EvalOptions.builder().build());
    assertThat(r.solutions().get(0).expressions().get(0).value()).isEqualTo(StringValue.of("HI!"));
    assertThat(p.modules().builtins().extensions()).contains(SHOUT);
    assertThat(BuiltinTable.all()).doesNotContain(SHOUT);
  }

  @Test
  void anAddedBuiltinBelongsToItsPolicyAlone() {
    // A policy built with the extension first, then one without it: the second must reject the
    // call, whatever was compiled before it in this JVM.
    Rego.policy().builtin(SHOUT).module("p.rego", "package p\nx := cairn_test.shout(\"hi\")\n").compile();
    assertThatThrownBy(() -> Rego.policy().module("q.rego", "package q\ny := cairn_test.shout(\"hi\")\n").compile())
        .isInstanceOf(RegoException.class)
        .hasMessageContaining("cairn_test.shout");
    // Evaluating a query that names it against a policy without it fails too.
    CompiledPolicy plain = Rego.policy().module("r.rego", "package r\nz := 1\n").compile();
    assertThatThrownBy(() -> plain.evaluate("cairn_test.shout(\"x\")", EvalOptions.builder().build()))
        .isInstanceOf(RegoException.class);
  }

  @Test
  void itsTypeIsChecked() {
    assertThatThrownBy(() -> Rego.policy().builtin(SHOUT)
        .module("p.rego", "package p\nx := cairn_test.shout(1, 2)\n").compile())
        .isInstanceOf(RegoException.class);
  }

  @Test
  void opasBuiltinsCannotBeReplaced() {
    Builtin fake = Builtin.function("count", FunctionDecl.of(Type.NUMBER, Type.ANY), (ctx, args) -> NumberValue.of(0));
    assertThatThrownBy(() -> Rego.policy().builtin(fake)).isInstanceOf(IllegalArgumentException.class);
  }
}
