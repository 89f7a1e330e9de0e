package dev.cairn.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.Rego;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A second evaluation that skips the alternatives a first one recorded as leading nowhere computes
 * the same values, even when every skippable alternative is skipped: negated operands, {@code
 * every}, aggregates and functions called with different literals each decide on failures.
 */
class ChoiceRecordTest {
  private static final String POLICY = """
      package t
      import rego.v1

      xs := [1, 2, 3]

      has(n) if xs[_] == n
      some_two_negated if not has(2)
      no_five_negated if not has(5)
      not_two contains x if {
        some x in xs
        not x == 2
      }
      all_positive if every x in xs { x > 0 }
      all_above_one if every x in xs { x > 1 }
      above_one := count([x | some x in xs; x > 1])
      keys_of(t) := {k | some k, v in input.items; v == t}
      by_letter := [keys_of("a"), keys_of("b"), keys_of("c")]
      first_b := k if {
        some k, v in input.items
        v == "b"
      }
      nested contains [k, i] if {
        some k, arr in input.lists
        some i, n in arr
        n > 10
      }
      """;

  private static final List<String> RULES = List.of(
      "data.t.some_two_negated", "data.t.no_five_negated", "data.t.not_two", "data.t.all_positive",
      "data.t.all_above_one", "data.t.above_one", "data.t.by_letter", "data.t.first_b", "data.t.nested");

  private static final String INPUT = """
      {"items": {"k1": "a", "k2": "b", "k3": "a"}, "lists": {"p": [1, 20, 3], "q": [4, 5], "r": [30]}}
      """;

  @Test
  void skippingRecordedFailuresChangesNoValue() {
    CompiledPolicy policy = Rego.policy().module("t.rego", POLICY).compile();
    Value input = Json.parse(INPUT);
    EvalOptions plain = EvalOptions.builder().input(input).nowNanos(1L).build();
    ChoiceRecord choices = new ChoiceRecord();
    List<QueryResult> expected = policy.evaluateAll(RULES, plain.toBuilder().recordChoices(choices).build());
    List<QueryResult> skipped =
        policy.evaluateAll(RULES, plain.toBuilder().listener(new SkipsEverywhere()).skipFailedChoices(choices).build());

    assertThat(values(skipped)).isEqualTo(values(expected));
    assertThat(values(expected)).containsExactly(
        null, "true", "[1,3]", "true", null, "2", "[[\"k1\",\"k3\"],[\"k2\"],[]]", "\"k2\"", "[[\"p\",1],[\"r\",0]]");
    assertThat(choices.size()).isPositive();
  }

  @Test
  void onlyAlternativesThatLedToASolutionAreRecorded() {
    CompiledPolicy policy = Rego.policy().module("t.rego", POLICY).compile();
    ChoiceRecord choices = new ChoiceRecord();
    policy.evaluateAll(
        List.of("data.t.first_b"),
        EvalOptions.builder().input(Json.parse(INPUT)).recordChoices(choices).build());
    assertThat(choices.size()).isEqualTo(1); // of k1, k2, k3 only k2 is "b"
  }

  private static List<String> values(List<QueryResult> results) {
    List<String> out = new ArrayList<>();
    for (QueryResult r : results) {
      out.add(r.isDefined() ? Json.write(r.solutions().get(0).expressions().get(0).value()) : null);
    }
    return out;
  }
}
