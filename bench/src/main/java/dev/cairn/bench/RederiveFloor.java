package dev.cairn.bench;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.eval.EvalHooks;
import dev.cairn.engine.eval.Witness;
import dev.cairn.engine.eval.WitnessRecorder;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * The floor under tracing by replay, to measure what the design itself costs ({@link
 * OverheadSplit}'s stage {@code rederive}): the evaluation that keeps witnesses, then every
 * result derived again from its witness with a listener that records nothing and asks for no
 * helper or comprehension element. Cairn's tracer does all of this and more (it records each
 * derivation's events, derives the elements a result used, and ranks the paths), so no tracer
 * built on re-deriving results costs less.
 */
final class RederiveFloor {
  private RederiveFloor() {}

  /** Evaluates and re-derives every result of {@code rules}; returns how many were re-derived. */
  static int run(CompiledPolicy policy, List<String> rules, AnnotatedInput input) {
    WitnessRecorder recorder = WitnessRecorder.everyRule();
    long now = System.currentTimeMillis() * 1_000_000L;
    policy.evaluateAll(rules, EvalHooks.witnesses(EvalOptions.builder().input(input.value()).nowNanos(now), recorder).build());
    List<Witness> witnesses = new ArrayList<>();
    for (String rule : rules) {
      witnesses.addAll(recorder.witnesses(rule));
    }
    List<Witness> missed = policy.replay(
        recorder, witnesses, EvalHooks.listener(EvalOptions.builder().input(input.value()).nowNanos(now), new Deferring()).build());
    return witnesses.size() - missed.size();
  }

  /** Listens to nothing, and leaves every helper and comprehension element underived. */
  private static final class Deferring extends SilentListener {
    @Override
    public void deferred(String name, Value element, ElementDeriver derivation) {}

    @Override
    public boolean defersComprehensionElements() {
      return true;
    }

    @Override
    public void comprehensionElement(Value element, ElementDeriver derivation) {}
  }
}
