package dev.cairn.tracer;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.compiler.RuleKind;
import dev.cairn.engine.eval.EvalHooks;
import dev.cairn.engine.eval.ReplayMismatch;
import dev.cairn.engine.eval.Witness;
import dev.cairn.engine.eval.WitnessRecorder;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;

/**
 * Tracing by replay ({@link Provenance#traceByReplay}): an untraced evaluation that keeps
 * witnesses, then each result's derivation derived again from its witness with the tracer
 * listening, every iteration of its body fixed to the key the witness chose. The helper rules
 * and comprehensions a derivation reads are derived the same way, element by element from their
 * own witnesses, once for all the derivations, which share one evaluation. Complete rules, and
 * any rule an element of which does not come out of its witness again ({@code rand.intn} in its
 * body, say), are evaluated whole with the tracer listening instead, and counted.
 */
final class ReplayTrace {
  private static final LongAdder WHOLE_EVALUATIONS = new LongAdder();

  private ReplayTrace() {}

  static long wholeEvaluations() {
    return WHOLE_EVALUATIONS.sum();
  }

  static Map<String, List<TracedResult>> trace(
      CompiledPolicy policy, List<String> distinct, AnnotatedInput input, EvalOptions options, Provenance.RuleFacts facts) {
    Set<String> replayable = new LinkedHashSet<>();
    for (String rule : distinct) {
      RuleKind kind = facts.kinds().get(rule);
      if (kind == RuleKind.MULTI_VALUE || kind == RuleKind.PARTIAL_OBJECT) {
        replayable.add(rule);
      }
    }
    // One clock for both evaluations, so time.now_ns reads the same in a derivation again.
    long now = options.nowNanos() != null ? options.nowNanos() : Instant.now().toEpochMilli() * 1_000_000L;
    WitnessRecorder recorder = WitnessRecorder.everyRule();
    List<QueryResult> plain =
        RuleCancelled.evaluateAll(
            policy, distinct, EvalHooks.witnesses(EvalHooks.listener(options.toBuilder().input(input.value()).nowNanos(now), null), recorder).build());

    LocationTracer tracer = new LocationTracer(distinct, input, facts);
    EvalOptions traced =
        EvalHooks.witnesses(EvalHooks.listener(options.toBuilder().input(input.value()).nowNanos(now).printSink(null), tracer), null)
            .build();
    List<Witness> toReplay = new ArrayList<>();
    Set<String> whole = new LinkedHashSet<>();
    Map<String, List<Value>> order = new HashMap<>();
    for (int i = 0; i < distinct.size(); i++) {
      String rule = distinct.get(i);
      Value value = value(plain.get(i));
      if (value == null || isEmptyCollection(value)) {
        continue; // no results: nothing to locate
      }
      List<Witness> witnesses = recorder.witnesses(rule);
      if (replayable.contains(rule) && witnesses.size() == size(value)) {
        toReplay.addAll(witnesses);
        order.put(rule, witnesses.stream().map(Witness::element).toList());
      } else {
        whole.add(rule);
      }
    }
    List<Witness> missed;
    try {
      missed = policy.replay(recorder, toReplay, traced);
    } catch (ReplayMismatch e) {
      // A derivation did not come out as recorded; the tracer saw part of it: start again whole.
      WHOLE_EVALUATIONS.add(distinct.size());
      return Provenance.traceByWholeEvaluation(policy, distinct, input, options);
    }
    for (Witness w : missed) {
      whole.add(w.rule());
    }
    if (!whole.isEmpty()) {
      WHOLE_EVALUATIONS.add(whole.size());
      RuleCancelled.evaluateAll(policy, List.copyOf(whole), traced);
    }
    try {
      // Attribution derives the helper elements the results use (EvalListener.deferred).
      return Provenance.ranked(distinct, input, tracer, order);
    } catch (ReplayMismatch e) {
      WHOLE_EVALUATIONS.add(distinct.size());
      return Provenance.traceByWholeEvaluation(policy, distinct, input, options);
    }
  }

  private static Value value(QueryResult result) {
    if (result.solutions().isEmpty() || result.solutions().get(0).expressions().isEmpty()) {
      return null;
    }
    return result.solutions().get(0).expressions().get(0).value();
  }

  private static boolean isEmptyCollection(Value v) {
    return (v instanceof SetValue s && s.size() == 0) || (v instanceof ObjectValue o && o.size() == 0);
  }

  private static int size(Value v) {
    if (v instanceof SetValue s) {
      return s.size();
    }
    return v instanceof ObjectValue o ? o.size() : -1;
  }

}
