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

  /** The bindings made since {@code mark}, to be made again by {@link #replay} after undoing. */
  record Replay(String[] names, Value[] values) {}

  Replay since(int mark) {
    int n = trail.size() - mark;
    String[] names = new String[n];
    Value[] vals = new Value[n];
    for (int i = 0; i < n; i++) {
      names[i] = trail.get(mark + i);
      vals[i] = values.get(names[i]);
    }
    return new Replay(names, vals);
  }

  void replay(Replay r) {
    for (int i = 0; i < r.names().length; i++) {
      bind(r.names()[i], r.values()[i]);
    }
  }

  void undo(int mark) {
    for (int i = trail.size() - 1; i >= mark; i--) {
      values.remove(trail.remove(i));
    }
  }
}
