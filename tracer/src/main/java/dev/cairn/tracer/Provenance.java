package dev.cairn.tracer;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.RuleSummary;
import dev.cairn.engine.compiler.RuleKind;
import dev.cairn.engine.eval.EvalHooks;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The library call: evaluate a rule over an annotated input and return each of its results with
 * the ranked input paths that derived it.
 *
 * <pre>{@code
 * AnnotatedInput input = AnnotatedInput.fromJson(document);
 * List<TracedResult> results = Provenance.trace(policy, "data.policy.deny", input);
 * }</pre>
 */
public final class Provenance {
  /** Each policy's rule facts, computed once per policy rather than once per traced input. */
  private static final Cache<CompiledPolicy, RuleFacts> FACTS =
      Caffeine.newBuilder().weakKeys().maximumSize(64).build();

  private Provenance() {}

  /**
   * What the tracer needs to know of each rule: its kind, whether it never fails (nothing read while
   * failing to keep), and whether it has a value only thanks to an else branch or a default.
   */
  record RuleFacts(Map<String, RuleKind> kinds, Set<String> unconditional, Set<String> fallbackTotal) {
    static RuleFacts of(CompiledPolicy policy) {
      Map<String, RuleKind> kinds = new HashMap<>();
      Set<String> unconditional = new HashSet<>();
      Set<String> fallbackTotal = new HashSet<>();
      for (RuleSummary r : policy.rules()) {
        kinds.put(r.path(), r.kind());
        if (r.unconditional()) {
          unconditional.add(r.path());
        } else if (r.alwaysDefined()) {
          fallbackTotal.add(r.path());
        }
      }
      return new RuleFacts(Map.copyOf(kinds), Set.copyOf(unconditional), Set.copyOf(fallbackTotal));
    }
  }

  /** Traces {@code rule} (a full rule path such as {@code data.policy.deny}). */
  public static List<TracedResult> trace(CompiledPolicy policy, String rule, AnnotatedInput input) {
    return trace(policy, rule, input, EvalOptions.builder().build());
  }

  /** As {@link #trace(CompiledPolicy, String, AnnotatedInput)}, with other options kept. */
  public static List<TracedResult> trace(
      CompiledPolicy policy, String rule, AnnotatedInput input, EvalOptions options) {
    return traceAll(policy, List.of(rule), input, options).get(rule);
  }

  /**
   * Traces several rules in one evaluation, which evaluates what they share (a helper rule over
   * every resource, a function called with the same arguments) once; each rule's results are
   * those {@link #trace} gives it alone. A rule listed twice is traced once.
   *
   * <p>By replay ({@link #traceByReplay}): the evaluation runs with no listener, keeping a witness
   * of each result, and only the results' derivations are derived again with the tracer listening,
   * so tracing costs per result rather than per evaluation step. {@link #traceByWholeEvaluation}
   * gives the same results (ReplayEquivalenceTest) at a cost per evaluation step instead: about
   * the same where one resource in four breaks a rule, more where fewer do (see
   * docs/performance/benchmarks.md).
   *
   * @return each rule's results, in the order of {@code rules}
   */
  public static Map<String, List<TracedResult>> traceAll(
      CompiledPolicy policy, List<String> rules, AnnotatedInput input, EvalOptions options) {
    return traceByReplay(policy, rules, input, options);
  }

  /**
   * As {@link #traceAll}, by replaying each result's derivation from its witness (the default).
   *
   * <p>How: see {@link ReplayTrace}. Complete rules, and rules whose derivations do not come out
   * as recorded, are traced by a whole evaluation; {@link #wholeEvaluations()} counts them.
   *
   * @return each rule's results, in the order of {@code rules}
   */
  public static Map<String, List<TracedResult>> traceByReplay(
      CompiledPolicy policy, List<String> rules, AnnotatedInput input, EvalOptions options) {
    return ReplayTrace.trace(policy, List.copyOf(new LinkedHashSet<>(rules)), input, options, FACTS.get(policy, RuleFacts::of));
  }

  /**
   * As {@link #traceAll}, by one evaluation with the tracer listening at every step: recording an
   * event costs a few array stores, and the tracer drops those of failed alternatives as the
   * evaluator backtracks over them.
   *
   * @return each rule's results, in the order of {@code rules}
   */
  public static Map<String, List<TracedResult>> traceByWholeEvaluation(
      CompiledPolicy policy, List<String> rules, AnnotatedInput input, EvalOptions options) {
    List<String> distinct = List.copyOf(new LinkedHashSet<>(rules));
    LocationTracer tracer = new LocationTracer(distinct, input, FACTS.get(policy, RuleFacts::of));
    RuleCancelled.evaluateAll(policy, distinct, EvalHooks.listener(options.toBuilder().input(input.value()), tracer).build());
    return ranked(distinct, input, tracer, Map.of());
  }

  /** How many rules, since the JVM started, {@link #traceByReplay} traced by a whole evaluation. */
  public static long wholeEvaluations() {
    return ReplayTrace.wholeEvaluations();
  }

  static Map<String, List<TracedResult>> ranked(
      List<String> rules, AnnotatedInput input, LocationTracer tracer, Map<String, List<Value>> order) {
    Map<String, List<TracedResult>> out = new LinkedHashMap<>();
    Attribution attribution = new Attribution(input, tracer);
    for (String rule : rules) {
      List<TracedResult> results = new ArrayList<>();
      for (LocationTracer.Derivation d : inOrder(tracer.results(rule), order.get(rule))) {
        results.add(new TracedResult(d.value(), attribution.paths(d.events(), d.value())));
      }
      out.put(rule, results);
    }
    return out;
  }

  /** A rule's derivations in the order the evaluation first produced their values. */
  private static List<LocationTracer.Derivation> inOrder(List<LocationTracer.Derivation> derived, List<Value> order) {
    if (order == null) {
      return derived;
    }
    Map<Value, LocationTracer.Derivation> byValue = new HashMap<>();
    for (LocationTracer.Derivation d : derived) {
      byValue.putIfAbsent(d.value(), d);
    }
    List<LocationTracer.Derivation> out = new ArrayList<>(order.size());
    for (Value v : order) {
      LocationTracer.Derivation d = byValue.remove(v);
      if (d != null) {
        out.add(d);
      }
    }
    // A whole evaluation after a failed replay may derive other values (rand.intn, say).
    for (LocationTracer.Derivation d : derived) {
      if (byValue.remove(d.value()) != null) {
        out.add(d);
      }
    }
    return out;
  }
}
