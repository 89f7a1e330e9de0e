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
    assertThat(BuiltinTable.registered()).contains(SHOUT);
    assertThat(BuiltinTable.all()).doesNotContain(SHOUT);
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
