package dev.cairn.engine.eval;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Array, set and object comprehensions: every solution of the body contributes its head. The body
 * runs in the enclosing bindings (the compiler renamed its local variables apart).
 */
final class ComprehensionEvaluator {
  private final Evaluator ev;

  ComprehensionEvaluator(Evaluator ev) {
    this.ev = ev;
  }

  boolean array(ArrayComprehension c, Bindings b, ValueCont k) {
    List<Value> out = new ArrayList<>();
    collect(c.body(), c.location(), b, () -> ev.terms.eval(c.head(), b, v -> {
      out.add(v);
      yielded(v);
      return false;
    }));
    return k.accept(ArrayValue.of(out));
  }

  boolean set(SetComprehension c, Bindings b, ValueCont k) {
    LinkedHashSet<Value> out = new LinkedHashSet<>();
    collect(c.body(), c.location(), b, () -> ev.terms.eval(c.head(), b, v -> {
      out.add(v);
      yielded(v);
      return false;
    }));
    return k.accept(SetValue.wrap(out));
  }

  boolean object(ObjectComprehension c, Bindings b, ValueCont k) {
    LinkedHashMap<Value, Value> out = new LinkedHashMap<>();
    collect(c.body(), c.location(), b, () -> ev.terms.eval(c.key(), b, key -> ev.terms.eval(c.value(), b, v -> {
      Value old = out.putIfAbsent(key, v);
      if (old != null && !old.equals(v)) {
        throw Evaluator.conflict("object keys must be unique", c.location());
      }
      if (ev.listener != null) {
        yielded(ArrayValue.of(key, v));
      }
      return false;
    })));
    return k.accept(ObjectValue.wrap(out));
  }

  private void collect(Body body, Location loc, Bindings b, Cont onSolution) {
    EvalListener l = ev.listener;
    WitnessRecorder recorder = ev.state.comprehensionRecorder();
    if (l == null) {
      if (recorder == null) {
        ev.bodies.eval(body, b, onSolution);
      } else {
        record(body, b, onSolution, recorder);
      }
      return;
    }
    l.enter(EvalListener.Scope.COMPREHENSION, null, loc);
    boolean[] found = {false};
    Cont solution = () -> {
      found[0] = true;
      return onSolution.run();
    };
    WitnessRecorder replays = ev.negations == 0 ? ev.state.comprehensionReplays() : null;
    List<Bindings.Replay> elements = replays == null ? null : replays.comprehension(new ComprehensionKey(body, b.until(b.mark())));
    if (elements == null || ambiguous(body, elements)) {
      ev.bodies.eval(body, b, solution);
    } else {
      replay(body, b, elements, solution);
    }
    l.exit(EvalListener.Scope.COMPREHENSION, found[0]);
  }

  /** Evaluates the body, keeping the bindings of each element it produces. */
  private void record(Body body, Bindings b, Cont onSolution, WitnessRecorder recorder) {
    int outer = b.mark();
    List<Bindings.Replay> elements = new ArrayList<>();
    ev.bodies.eval(body, b, () -> {
      elements.add(b.since(0));
      return onSolution.run();
    });
    if (!elements.isEmpty()) {
      recorder.comprehension(new ComprehensionKey(body, b.until(outer)), elements);
    }
  }

  /**
   * Whether two elements were produced with the same bindings ({@code [1 | some t in tags]} over
   * repeated tags, whose index no variable holds): a replay could not tell their derivations apart.
   */
  private static boolean ambiguous(Body body, List<Bindings.Replay> elements) {
    if (elements.size() < 2) {
      return false;
    }
    java.util.HashSet<ComprehensionKey> seen = new java.util.HashSet<>();
    for (Bindings.Replay e : elements) {
      if (!seen.add(new ComprehensionKey(body, e))) {
        return true;
      }
    }
    return false;
  }

  /**
   * In a replay: the comprehension's elements derived again one by one, each with the iterations
   * its body took fixed, instead of trying every alternative. The solution whose bindings are the
   * recorded ones is the element; one that does not come out again fails the whole replay.
   */
  private void replay(Body body, Bindings b, List<Bindings.Replay> elements, Cont solution) {
    for (Bindings.Replay element : elements) {
      Bindings.Replay saved = b.choose(element);
      boolean[] again = {false};
      try {
        // Each element is one alternative, restored before the next, as in a whole evaluation.
        ev.bodies.eval(body, b, () -> {
          if (again[0] || !b.matchesChosen()) {
            return false;
          }
          again[0] = true;
          return solution.run();
        });
      } finally {
        b.choose(saved);
      }
      if (!again[0]) {
        throw new ReplayMismatch();
      }
    }
  }

  private void yielded(Value v) {
    if (ev.listener != null) {
      ev.listener.yield(EvalListener.Scope.COMPREHENSION, v);
    }
  }
}
