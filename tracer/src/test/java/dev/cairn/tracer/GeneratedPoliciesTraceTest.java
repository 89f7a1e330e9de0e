package dev.cairn.tracer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Property: over random documents and generated policies, a result's paths are enough to derive
 * it. Keeping only the input at its paths (see {@link Pruning}) and evaluating again still yields
 * the result; every path exists in the input, or exists up to where it is marked missing.
 */
class GeneratedPoliciesTraceTest {
  private static final int CASES = 1000;

  @Test
  void theInputAtAResultsPathsStillDerivesIt() {
    Random random = new Random(20261121L);
    int checked = 0;
    for (int c = 0; c < CASES; c++) {
      String policySource = RandomPolicies.policy(random);
      String json = RandomDocuments.json(random);
      String what = "case " + c + "\n" + policySource + "\ninput: " + json;
      CompiledPolicy policy = Traces.compile(policySource);
      AnnotatedInput input = AnnotatedInput.of(Json.parse(json));

      List<TracedResult> traced = Provenance.trace(policy, "data.gen.deny", input);
      SetValue untraced = deny(policy, Json.parse(json));
      assertThat(SetValue.of(traced.stream().map(TracedResult::value).toList()))
          .as("traced results equal untraced ones: %s", what)
          .isEqualTo(untraced);

      for (TracedResult r : traced) {
        String result = what + "\nresult: " + Json.write(r.value()) + "\npaths: " + r.paths();
        for (RankedPath p : r.paths()) {
          assertPathExists(input.value(), p, result);
        }
        Value pruned = Pruning.prune(input.value(), r.paths());
        assertThat(deny(policy, pruned).contains(r.value()))
            .as("result survives pruning to %s: %s", Json.write(pruned), result)
            .isTrue();
        checked++;
      }
    }
    assertThat(checked).as("results checked").isGreaterThan(CASES / 4);
  }

  private static SetValue deny(CompiledPolicy policy, Value input) {
    QueryResult r = policy.evaluate("data.gen.deny", EvalOptions.builder().input(input).build());
    return r.isDefined() ? (SetValue) r.solutions().get(0).expressions().get(0).value() : SetValue.EMPTY;
  }

  /** The existing part of the path exists; the first missing key, if any, does not. */
  private static void assertPathExists(Value document, RankedPath p, String what) {
    Value v = document;
    for (Object key : p.existing()) {
      v = child(v, key);
      assertThat(v).as("%s exists: %s", p, what).isNotNull();
    }
    if (p.missingFrom() >= 0) {
      assertThat(child(v, p.path().get(p.missingFrom()))).as("%s is missing: %s", p, what).isNull();
    }
  }

  private static Value child(Value v, Object key) {
    if (v instanceof ObjectValue o && key instanceof String s) {
      return o.get(StringValue.of(s));
    }
    if (v instanceof ArrayValue a && key instanceof Integer i) {
      return i >= 0 && i < a.size() ? a.get(i) : null;
    }
    return null;
  }
}
