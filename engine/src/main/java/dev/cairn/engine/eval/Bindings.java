package dev.cairn.engine.eval;

import dev.cairn.engine.value.Value;
import java.util.Arrays;

/**
 * The variables of one rule, function or query body, with an undo trail. The compiler gives
 * every variable of a body (comprehensions included) a distinct name, so one flat table serves the
 * whole body; backtracking undoes bindings back to a {@link #mark()}.
 *
 * <p>The table is the trail itself: bindings are pushed in order and undone by truncating, and a
 * lookup scans the few names of one body, newest first. A body binds a handful of variables, so a
 * scan of adjacent names beats hashing into a map and allocating its entries on every binding.
 * Each name's hash sits beside it in an int array, so that the scan compares ints in one array
 * and reads a name only where its hash matches (reading every name's cached hash from the String
 * itself was a fifth of the evaluator's time on a large template).
 */
final class Bindings {
  private String[] names = new String[16];
  private int[] hashes = new int[16];
  private Value[] values = new Value[16];
  private int size;
  /**
   * A replayed derivation's bindings (see {@link Witness}): the key each iteration of the body
   * chose, consulted only where the body iterates; null otherwise.
   */
  private Replay chosen;
  /**
   * Set when a deterministic expression found its solution ({@link BodyEvaluator}'s direct
   * evaluation): the evaluator unwinds from there without undoing, so the solution's bindings
   * stay for the rest of the body instead of being copied out and bound again.
   */
  private boolean keeping;

  Bindings() {}

  /** Bindings for replaying a derivation whose variables held {@code chosen}. */
  Bindings(Replay chosen) {
    this.chosen = chosen;
  }

  /** Whether these are a replayed derivation's bindings. */
  boolean replaying() {
    return chosen != null;
  }

  /** The key a replayed derivation's iteration over {@code name} chose, or null. */
  Value chosen(String name) {
    if (chosen == null) {
      return null;
    }
    String[] n = chosen.names();
    for (int i = n.length - 1; i >= 0; i--) {
      if (n[i].equals(name)) {
        return chosen.values()[i];
      }
    }
    return null;
  }

  private int indexOf(String name) {
    int h = name.hashCode();
    for (int i = size - 1; i >= 0; i--) {
      if (hashes[i] == h) {
        String n = names[i];
        if (n == name || n.equals(name)) {
          return i;
        }
      }
    }
    return -1;
  }

  Value get(String name) {
    int i = indexOf(name);
    return i < 0 ? null : values[i];
  }

  boolean isBound(String name) {
    return indexOf(name) >= 0;
  }

  int mark() {
    return size;
  }

  void bind(String name, Value v) {
    if (size == names.length) {
      names = Arrays.copyOf(names, size * 2);
      hashes = Arrays.copyOf(hashes, size * 2);
      values = Arrays.copyOf(values, size * 2);
    }
    names[size] = name;
    hashes[size] = name.hashCode();
    values[size] = v;
    size++;
  }

  /** The bindings made since {@code mark}, to be made again by {@link #replay} after undoing. */
  record Replay(String[] names, Value[] values) {}

  /** The bindings made before {@code mark}. */
  Replay until(int mark) {
    return new Replay(Arrays.copyOf(names, mark), Arrays.copyOf(values, mark));
  }

  /** Replaces the replayed derivation's choices (see {@link Witness}); returns the old ones. */
  Replay choose(Replay next) {
    Replay old = chosen;
    chosen = next;
    return old;
  }

  /** Whether every choice is bound to an equal value: the replay took the recorded path. */
  boolean matchesChosen() {
    for (int i = 0; i < chosen.names().length; i++) {
      Value v = get(chosen.names()[i]);
      if (v == null || !v.equals(chosen.values()[i])) {
        return false;
      }
    }
    return true;
  }

  Replay since(int mark) {
    return new Replay(Arrays.copyOfRange(names, mark, size), Arrays.copyOfRange(values, mark, size));
  }

  void replay(Replay r) {
    for (int i = 0; i < r.names().length; i++) {
      bind(r.names()[i], r.values()[i]);
    }
  }

  /** Keeps every binding from now until {@link #stopKeeping}; a continuation that stops. */
  boolean keepFromHere() {
    keeping = true;
    return true;
  }

  /** Undoes bindings again; returns whether {@link #keepFromHere} was called since the last call. */
  boolean stopKeeping() {
    boolean kept = keeping;
    keeping = false;
    return kept;
  }

  void undo(int mark) {
    if (!keeping && mark < size) {
      Arrays.fill(values, mark, size, null); // let undone values be collected
      size = mark;
    }
  }
}
