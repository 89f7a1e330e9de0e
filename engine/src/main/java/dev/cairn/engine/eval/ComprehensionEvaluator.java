package dev.cairn.engine.eval;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoException;
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
import java.util.function.Supplier;

/**
 * Array, set and object comprehensions: every solution of the body contributes its head. The body
 * runs in the enclosing bindings (the compiler renamed its local variables apart).
 */
final class ComprehensionEvaluator {
  private final Evaluator ev;
  /** While recording a comprehension without a listener: where its heads go, one per solution. */
  private List<Value> recordedHeads;

  ComprehensionEvaluator(Evaluator ev) {
    this.ev = ev;
  }

  /** Evaluates a comprehension's head in some bindings: what deriving one element again needs. */
  @FunctionalInterface
  private interface Head {
    boolean eval(Bindings b, ValueCont k);
  }

  boolean array(ArrayComprehension c, Bindings b, ValueCont k) {
    List<Value> out = new ArrayList<>();
    Head head = (hb, hk) -> ev.terms.eval(c.head(), hb, hk);
    return k.accept(collect(c.body(), c.location(), b, head, () -> head.eval(b, v -> {
      out.add(v);
      yielded(v);
      return false;
    }), () -> ArrayValue.of(out)));
  }

  boolean set(SetComprehension c, Bindings b, ValueCont k) {
    LinkedHashSet<Value> out = new LinkedHashSet<>();
    Head head = (hb, hk) -> ev.terms.eval(c.head(), hb, hk);
    return k.accept(collect(c.body(), c.location(), b, head, () -> head.eval(b, v -> {
      out.add(v);
      yielded(v);
      return false;
    }), () -> SetValue.wrap(out)));
  }

  boolean object(ObjectComprehension c, Bindings b, ValueCont k) {
    LinkedHashMap<Value, Value> out = new LinkedHashMap<>();
    Head pair = (hb, hk) -> ev.terms.eval(c.key(), hb, key -> ev.terms.eval(c.value(), hb, v -> hk.accept(ArrayValue.of(key, v))));
    return k.accept(collect(c.body(), c.location(), b, pair, () -> ev.terms.eval(c.key(), b, key -> ev.terms.eval(c.value(), b, v -> {
      Value old = out.putIfAbsent(key, v);
      if (old != null && !old.equals(v)) {
        throw Evaluator.conflict("object keys must be unique", c.location());
      }
      if (ev.listener != null || recordedHeads != null) {
        yielded(ArrayValue.of(key, v));
      }
      return false;
    })), () -> ObjectValue.wrap(out)));
  }

  /**
   * Evaluates the body, {@code onSolution} collecting each head, and returns the value {@code
   * built} makes of them; in a replay that lets the listener derive elements on demand, the
   * recorded value instead, the body not evaluated at all.
   */
  private Value collect(Body body, Location loc, Bindings b, Head head, Cont onSolution, Supplier<Value> built) {
    EvalListener l = ev.listener;
    WitnessRecorder recorder = ev.state.comprehensionRecorder();
    if (l == null) {
      if (recorder != null) {
        return record(body, b, onSolution, built, recorder);
      }
      if (recordedHeads == null) {
        ev.bodies.eval(body, b, onSolution);
        return built.get();
      }
      // Not recorded (inside a `with`) though an enclosing comprehension is: its heads are not ours.
      List<Value> enclosing = recordedHeads;
      recordedHeads = null;
      try {
        ev.bodies.eval(body, b, onSolution);
      } finally {
        recordedHeads = enclosing;
      }
      return built.get();
    }
    l.enter(EvalListener.Scope.COMPREHENSION, null, loc);
    boolean[] found = {false};
    Cont solution = () -> {
      found[0] = true;
      return onSolution.run();
    };
    WitnessRecorder replays = ev.negations == 0 ? ev.state.comprehensionReplays() : null;
    ComprehensionKey key = replays == null ? null : new ComprehensionKey(body, b.until(b.mark()));
    ComprehensionWitness recorded = key == null ? null : replays.comprehension(key);
    if (recorded == null || recorded.ambiguous(body)) {
      ev.bodies.eval(body, b, solution);
    } else if (recorded.deferrable() && l.defersComprehensionElements()) {
      Bindings.Replay outer = b.until(b.mark());
      for (int i = 0; i < recorded.elements().size(); i++) {
        Bindings.Replay element = recorded.elements().get(i);
        Value want = recorded.heads().get(i);
        l.comprehensionElement(want, () -> derive(body, outer, element, head, want));
      }
      l.exit(EvalListener.Scope.COMPREHENSION, true);
      return recorded.value();
    } else {
      replay(body, b, recorded.elements(), solution);
    }
    l.exit(EvalListener.Scope.COMPREHENSION, found[0]);
    return built.get();
  }

  /** Evaluates the body, keeping the bindings and the head of each element it produces. */
  private Value record(Body body, Bindings b, Cont onSolution, Supplier<Value> built, WitnessRecorder recorder) {
    int outer = b.mark();
    List<Bindings.Replay> elements = new ArrayList<>();
    List<Value> heads = new ArrayList<>();
    boolean[] oneHeadEach = {true};
    List<Value> enclosing = recordedHeads;
    try {
      ev.bodies.eval(body, b, () -> {
        elements.add(b.since(0));
        int before = heads.size();
        recordedHeads = heads; // a comprehension in the body has put back ours by now
        boolean done = onSolution.run();
        oneHeadEach[0] &= heads.size() == before + 1;
        return done;
      });
    } finally {
      recordedHeads = enclosing;
    }
    Value value = built.get();
    if (!elements.isEmpty()) {
      recorder.comprehension(
          new ComprehensionKey(body, b.until(outer)),
          new ComprehensionWitness(elements, oneHeadEach[0] ? heads : null, value));
    }
    return value;
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

  /**
   * Derives one recorded element again, when the listener asks (see {@link
   * EvalListener#comprehensionElement}): the body in the bindings it started from, its iterations
   * fixed to the element's, and the head, which must come out as recorded.
   */
  private void derive(Body body, Bindings.Replay outer, Bindings.Replay element, Head head, Value want) {
    Bindings b = new Bindings(element);
    b.replay(outer);
    boolean[] again = {false};
    try {
      ev.bodies.eval(body, b, () -> {
        if (again[0] || !b.matchesChosen()) {
          return false;
        }
        return head.eval(b, v -> {
          if (again[0] || !v.equals(want)) {
            return false;
          }
          again[0] = true;
          ev.listener.yield(EvalListener.Scope.COMPREHENSION, v);
          return true;
        });
      });
    } catch (StackOverflowError e) {
      throw new RegoException(
          ErrorCodes.INTERNAL, "evaluation too deep: the policy nests beyond the thread's stack", null);
    }
    if (!again[0]) {
      throw new ReplayMismatch();
    }
  }

  private void yielded(Value v) {
    if (ev.listener != null) {
      ev.listener.yield(EvalListener.Scope.COMPREHENSION, v);
    } else if (recordedHeads != null) {
      recordedHeads.add(v);
    }
  }
}
