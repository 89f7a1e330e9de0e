package dev.cairn.engine.eval;

import dev.cairn.engine.compiler.CompiledRule;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Keeps a {@link Witness} of the first derivation of each element of the named multi-value rules
 * and partial objects, during an evaluation without a listener; the only tracing work such an
 * evaluation does. Only evaluations against the real documents count (not those inside a {@code
 * with}). One recorder per evaluation: it is not shared between threads.
 */
public final class WitnessRecorder {
  private final Map<String, LinkedHashMap<Value, Witness>> byRule = new HashMap<>();
  /** What each comprehension evaluated produced (when every rule is recorded). */
  private final Map<ComprehensionKey, ComprehensionWitness> comprehensions = new HashMap<>();
  /** Whether every multi-value rule and partial object is recorded, not only those named. */
  private final boolean all;

  /** Records witnesses of the rules at these paths ({@code data.policy.deny}). */
  public WitnessRecorder(Set<String> rules) {
    for (String r : rules) {
      byRule.put(r, new LinkedHashMap<>());
    }
    this.all = false;
  }

  private WitnessRecorder() {
    this.all = true;
  }

  /**
   * Records witnesses of every multi-value rule and partial object the evaluation computes, so
   * that a replay can derive a helper rule's elements from them instead of evaluating it whole.
   */
  public static WitnessRecorder everyRule() {
    return new WitnessRecorder();
  }

  /** The witnesses of {@code rule}'s elements, in the order the elements were first produced. */
  public List<Witness> witnesses(String rule) {
    LinkedHashMap<Value, Witness> w = byRule.get(rule);
    return w == null ? List.of() : new ArrayList<>(w.values());
  }

  /** Where a rule's elements go, or null when the rule is not recorded. */
  LinkedHashMap<Value, Witness> sink(String rule) {
    return all ? byRule.computeIfAbsent(rule, k -> new LinkedHashMap<>()) : byRule.get(rule);
  }

  /**
   * A rule's witnesses, by element, if the evaluation computed the rule (an empty map when it
   * had no elements); null when it did not.
   */
  LinkedHashMap<Value, Witness> computed(String rule) {
    return byRule.get(rule);
  }

  /** Whether comprehensions' elements are recorded. */
  boolean recordsComprehensions() {
    return all;
  }

  void comprehension(ComprehensionKey key, ComprehensionWitness witness) {
    comprehensions.putIfAbsent(key, witness);
  }

  /** What a comprehension produced, or null if not recorded (or empty). */
  ComprehensionWitness comprehension(ComprehensionKey key) {
    return comprehensions.get(key);
  }

  static void record(LinkedHashMap<Value, Witness> sink, CompiledRule definition, Bindings b, Value element) {
    if (!sink.containsKey(element)) {
      sink.put(element, new Witness(definition, b.since(0), element));
    }
  }
}
