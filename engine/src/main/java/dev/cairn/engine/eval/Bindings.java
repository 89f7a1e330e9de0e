package dev.cairn.engine.eval;

import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.HashMap;

/**
 * The variables of one rule, function or query body, with an undo trail. The compiler gives
 * every variable of a body (comprehensions included) a distinct name, so one flat map serves the
 * whole body; backtracking undoes bindings back to a {@link #mark()}.
 */
final class Bindings {
  private final HashMap<String, Value> values = new HashMap<>();
  private final ArrayList<String> trail = new ArrayList<>();

  Value get(String name) {
    return values.get(name);
  }

  boolean isBound(String name) {
    return values.containsKey(name);
  }

  int mark() {
    return trail.size();
  }

  void bind(String name, Value v) {
    values.put(name, v);
    trail.add(name);
  }

  void undo(int mark) {
    for (int i = trail.size() - 1; i >= mark; i--) {
      values.remove(trail.remove(i));
    }
  }
}
