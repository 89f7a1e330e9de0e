package dev.cairn.engine.builtins;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.Rego;
import dev.cairn.engine.value.Json;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PrintBuiltinTest {
  private static List<String> printed(String module, String query) {
    List<String> lines = new ArrayList<>();
    EvalOptions opts =
        EvalOptions.builder().input(Json.parse("{\"s\": \"hi\"}")).printSink(lines::add).build();
    Rego.policy().module("p.rego", module).compile().evaluate(query, opts);
    return lines;
  }

  @Test
  void printIsInTheTableWithoutResult() {
    Builtin b = BuiltinTable.lookup("print");
    assertThat(b).isNotNull();
    assertThat(b.decl().result()).isNull();
    assertThat(b.nondeterministic()).isFalse();
  }

  @Test
  void evaluatorStillPrintsUndefinedArgumentsAndCrossesValues() {
    List<String> lines = printed(
        "package t\np if {\n  print(input.s, input.missing, {1, 2}, [\"x\"])\n}\n", "data.t.p");
    assertThat(lines).containsExactly("hi <undefined> {1, 2} [\"x\"]");
  }

  @Test
  void theTableFunctionPrintsStringsBareAndOtherValuesAsRego() throws Exception {
    List<String> lines = new ArrayList<>();
    BuiltinContext ctx = new HookedContext(lines::add, () -> {});
    BuiltinTable.lookup("print").function()
        .apply(ctx, List.of(Json.parse("\"a\""), Json.parse("{\"k\": [1]}")));
    assertThat(lines).containsExactly("a {\"k\": [1]}");
  }
}
