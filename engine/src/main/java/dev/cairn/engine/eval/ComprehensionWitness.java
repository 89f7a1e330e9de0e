package dev.cairn.engine.eval;

import dev.cairn.engine.ast.Body;
import dev.cairn.engine.value.Value;
import java.util.HashSet;
import java.util.List;

/**
 * What an evaluation without a listener recorded of one comprehension's evaluation, for a replay
 * ({@link WitnessRecorder}): the bindings each element was produced with and, when every solution
 * produced exactly one head, each element's head ({@code [key, value]} for an object) and the
 * comprehension's value. With those a replay can return the value at once and derive an element
 * only when a listener asks for it ({@link EvalListener#comprehensionElement}).
 */
final class ComprehensionWitness {
  private final List<Bindings.Replay> elements;
  private final List<Value> heads;
  private final Value value;
  /** Whether two elements share their bindings; null until first asked. */
  private Boolean ambiguous;

  /**
   * @param elements each solution's bindings, in the order produced
   * @param heads each solution's head, or null when some solution produced none or several
   * @param value the comprehension's value, made from those heads
   */
  ComprehensionWitness(List<Bindings.Replay> elements, List<Value> heads, Value value) {
    this.elements = elements;
    this.heads = heads;
    this.value = value;
  }

  List<Bindings.Replay> elements() {
    return elements;
  }

  List<Value> heads() {
    return heads;
  }

  Value value() {
    return value;
  }

  /** Whether a replay may take the value as recorded and derive elements on demand. */
  boolean deferrable() {
    return heads != null;
  }

  /**
   * Whether two elements were produced with the same bindings ({@code [1 | some t in tags]} over
   * repeated tags, whose index no variable holds): a replay could not tell their derivations
   * apart. Found once per witness: a replay enters the same comprehension
   * (a helper function's, say) once for every derivation that calls it, and each time walked all
   * its elements again. A witness belongs to one body, the comprehension's.
   */
  boolean ambiguous(Body body) {
    Boolean a = ambiguous;
    if (a == null) {
      a = elements.size() >= 2 && !distinct(body);
      ambiguous = a;
    }
    return a;
  }

  private boolean distinct(Body body) {
    HashSet<ComprehensionKey> seen = new HashSet<>();
    for (Bindings.Replay e : elements) {
      if (!seen.add(new ComprehensionKey(body, e))) {
        return false;
      }
    }
    return true;
  }
}
