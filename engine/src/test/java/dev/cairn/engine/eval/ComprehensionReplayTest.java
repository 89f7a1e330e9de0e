package dev.cairn.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.Rego;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * In a replay, a comprehension whose elements were recorded gives its recorded value at once, and
 * a listener that defers them derives each element only when it asks, with the events of that
 * element's derivation alone.
 */
class ComprehensionReplayTest {
  private static final CompiledPolicy POLICY =
      Rego.policy()
          .module(
              "p.rego",
              """
              package test
              import rego.v1
              of_type(t) := {name: r | some name, r in input.rs; r.type == t}
              deny contains name if {
                some name, r in of_type("bucket")
                not r.encrypted
              }
              """)
          .compile();

  private static final Value INPUT =
      Json.parse("{\"rs\": {\"a\": {\"type\": \"bucket\"}, \"b\": {\"type\": \"key\"}, \"c\": {\"type\": \"bucket\", \"encrypted\": true}}}");

  /** Defers comprehension elements, keeping each with its derivation for the test to run. */
  static final class Deferring extends RecordingListenerTest.Recorder {
    final List<Value> elements = new ArrayList<>();
    final List<ElementDeriver> derivations = new ArrayList<>();

    @Override
    public boolean defersComprehensionElements() {
      return true;
    }

    @Override
    public void comprehensionElement(Value element, ElementDeriver derivation) {
      elements.add(element);
      derivations.add(derivation);
    }
  }

  private static List<Witness> recordAndReplay(Value input, EvalListener listener) {
    WitnessRecorder recorder = WitnessRecorder.everyRule();
    POLICY.evaluateAll(List.of("data.test.deny"), EvalHooks.witnesses(EvalOptions.builder().input(input), recorder).build());
    List<Witness> witnesses = recorder.witnesses("data.test.deny");
    assertThat(witnesses).extracting(w -> w.element().toString()).containsExactly("\"a\"");
    return POLICY.replay(recorder, witnesses, EvalHooks.listener(EvalOptions.builder().input(input), listener).build());
  }

  @Test
  void aDeferringListenerGetsTheRecordedElementsUnderived() {
    Deferring listener = new Deferring();

    assertThat(recordAndReplay(INPUT, listener)).isEmpty();

    assertThat(listener.elements).extracting(Value::toString)
        .containsExactly("[\"a\",{\"type\":\"bucket\"}]", "[\"c\",{\"encrypted\":true,\"type\":\"bucket\"}]");
    // The comprehension's body was not evaluated: no type compared yet.
    assertThat(listener.events).noneMatch(e -> e.startsWith("builtin equal"));
    assertThat(listener.events).contains("exit COMPREHENSION true");
  }

  @Test
  void eachElementIsDerivedWhenAsked() {
    Deferring listener = new Deferring();
    recordAndReplay(INPUT, listener);
    listener.events.clear();

    listener.derivations.get(1).derive();

    assertThat(listener.events)
        .contains("builtin equal [\"bucket\", \"bucket\"]")
        .last().isEqualTo("yield COMPREHENSION [\"c\",{\"encrypted\":true,\"type\":\"bucket\"}]");
    assertThat(listener.events).noneMatch(e -> e.contains("\"a\""));
  }

  @Test
  void anElementThatNoLongerComesOutIsAMismatchWhenDerived() {
    WitnessRecorder recorder = WitnessRecorder.everyRule();
    POLICY.evaluateAll(List.of("data.test.deny"), EvalHooks.witnesses(EvalOptions.builder().input(INPUT), recorder).build());
    // Replayed over an input where a is no longer a bucket: the recorded value still stands for
    // the comprehension, and deriving a's element again finds that it does not come out.
    Value changed = Json.parse("{\"rs\": {\"a\": {\"type\": \"key\"}, \"c\": {\"type\": \"bucket\", \"encrypted\": true}}}");
    Deferring listener = new Deferring();
    POLICY.replay(recorder, recorder.witnesses("data.test.deny"), EvalHooks.listener(EvalOptions.builder().input(changed), listener).build());

    assertThat(listener.derivations).hasSize(2);
    assertThatThrownBy(() -> listener.derivations.get(0).derive()).isInstanceOf(ReplayMismatch.class);
  }

  @Test
  void aListenerThatDoesNotDeferHasEveryRecordedElementDerivedNow() {
    List<String> yields = new ArrayList<>();
    RecordingListenerTest.Recorder keepingYields = new RecordingListenerTest.Recorder() {
      @Override
      public void yield(Scope scope, Value value) {
        super.yield(scope, value);
        yields.add(scope + " " + value);
      }
    };

    assertThat(recordAndReplay(INPUT, keepingYields)).isEmpty();

    assertThat(yields).containsSubsequence(
        "COMPREHENSION [\"a\",{\"type\":\"bucket\"}]",
        "COMPREHENSION [\"c\",{\"encrypted\":true,\"type\":\"bucket\"}]",
        "RULE \"a\"");
  }
}
