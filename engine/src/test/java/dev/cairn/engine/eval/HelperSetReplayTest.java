package dev.cairn.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.Rego;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * In a replay, a helper multi-value rule's value comes from its witnesses, and the listener is
 * told of its elements, none derived: all at once ({@link EvalListener#deferredElements}) or, by
 * default, one by one as {@link EvalListener#deferred}, each derived at once and reported cached.
 */
class HelperSetReplayTest {
  private static final CompiledPolicy POLICY =
      Rego.policy()
          .module(
              "p.rego",
              """
              package test
              import rego.v1
              open contains [name, i] if {
                some name, g in input.groups
                some i, rule in g.rules
                rule.cidr == "0.0.0.0/0"
              }
              deny contains name if {
                some [name, i] in open
                i == 0
              }
              """)
          .compile();

  private static final Value INPUT = Json.parse(
      "{\"groups\": {\"a\": {\"rules\": [{\"cidr\": \"0.0.0.0/0\"}]}, \"b\": {\"rules\": [{\"cidr\": \"10.0.0.0/8\"}, {\"cidr\": \"0.0.0.0/0\"}]}}}");

  private static List<Witness> replay(EvalListener listener) {
    WitnessRecorder recorder = WitnessRecorder.everyRule();
    POLICY.evaluateAll(List.of("data.test.deny"), EvalHooks.witnesses(EvalOptions.builder().input(INPUT), recorder).build());
    List<Witness> witnesses = recorder.witnesses("data.test.deny");
    assertThat(witnesses).extracting(w -> w.element().toString()).containsExactly("\"a\"");
    return POLICY.replay(recorder, witnesses, EvalHooks.listener(EvalOptions.builder().input(INPUT), listener).build());
  }

  @Test
  void byDefaultEachElementIsDerivedAndReportedCached() {
    RecordingListenerTest.Recorder listener = new RecordingListenerTest.Recorder();

    assertThat(replay(listener)).isEmpty();

    assertThat(listener.events).contains("cached data.test.open [\"a\",0]", "cached data.test.open [\"b\",1]");
    assertThat(listener.events).contains("yield RULE [\"b\",1]"); // derived, though no result uses it
  }

  @Test
  void aListenerTakingThemAtOnceFindsEachElementAsHeldAndDerivesItWhenAsked() {
    List<DeferredElements> told = new ArrayList<>();
    RecordingListenerTest.Recorder listener = new RecordingListenerTest.Recorder() {
      @Override
      public void deferredElements(String name, DeferredElements elements) {
        events.add("deferred " + name);
        told.add(elements);
      }
    };

    assertThat(replay(listener)).isEmpty();

    assertThat(listener.events).contains("deferred data.test.open").noneMatch(e -> e.startsWith("cached data.test.open"));
    assertThat(listener.events).noneMatch(e -> e.startsWith("yield RULE [\"b\""));
    DeferredElements open = told.get(0);
    assertThat(open.all()).extracting(Value::toString).containsExactly("[\"a\",0]", "[\"b\",1]");
    Value b = open.all().stream().filter(v -> v.toString().equals("[\"b\",1]")).findFirst().orElseThrow();
    assertThat(open.find(Json.parse("[\"b\", 1]"))).isSameAs(b);
    assertThat(open.find(Json.parse("[\"b\", 0]"))).isNull();

    open.deriver(b).derive();

    assertThat(listener.events).contains("yield RULE [\"b\",1]");
  }
}
