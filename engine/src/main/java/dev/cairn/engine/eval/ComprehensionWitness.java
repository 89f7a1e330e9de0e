package dev.cairn.engine.eval;

import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * What an evaluation without a listener recorded of one comprehension's evaluation, for a replay
 * ({@link WitnessRecorder}): the bindings each element was produced with and, when every solution
 * produced exactly one head, each element's head ({@code [key, value]} for an object) and the
 * comprehension's value. With those a replay can return the value at once and derive an element
 * only when a listener asks for it ({@link EvalListener#comprehensionElement}).
 *
 * @param elements each solution's bindings, in the order produced
 * @param heads each solution's head, or null when some solution produced none or several
 * @param value the comprehension's value, made from those heads
 */
record ComprehensionWitness(List<Bindings.Replay> elements, List<Value> heads, Value value) {
  /** Whether a replay may take the value as recorded and derive elements on demand. */
  boolean deferrable() {
    return heads != null;
  }
}
