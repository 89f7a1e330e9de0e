package dev.cairn.engine.eval;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.provenance.ArgumentMove;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * INTERNAL: the evaluator's hooks for Cairn's provenance tracer and {@code opa test} coverage, not
 * a user API (users trace with {@link dev.cairn.engine.QueryTracer}). Attached through {@link
 * EvalHooks} only. Beyond what a tracer sees it carries backtracking checkpoints, built-in results
 * and the replay and attribution hooks ({@link #deferred}, {@link #cachedCall}, {@link #movedCall},
 * {@link #cacheSwitched}, ...), which change with the tracer's needs.
 *
 * <p>Observes an evaluation, for provenance tracing. With no listener the evaluator takes a fast path
 * that creates no event objects; a listener therefore receives values, never wrapper objects.
 *
 * <p>The three term events are OPA's tracer events, with every variable already replaced by its
 * value. Values are the evaluator's own objects, so a value read from the input is the very
 * object of the input document and carries its {@link dev.cairn.engine.value.Value#origin()}.
 *
 * <p>Backtracking: {@link #checkpoint()} is taken before every choice point's alternatives and
 * {@link #restore(int)} called with it before the next alternative is tried and when the choice
 * point is exhausted, so the events between checkpoint and a success are exactly those of the
 * successful derivation. Scopes ({@link #enter}/{@link #exit}) tell the listener which events are
 * inside a negation, an {@code every}, a comprehension, a rule or a function.
 */
public interface EvalListener {
  /** A unification ({@code =}, {@code :=}, iteration, head/argument matching), both sides plugged. */
  void unify(Value left, Value right, Location location);

  /**
   * A built-in call (operators included) with all arguments plugged, before it runs. {@code args}
   * is never changed afterwards, so a listener may keep it without copying.
   */
  void builtin(String name, List<Value> args, Location location);

  /**
   * The value returned by the built-in announced by the last {@link #builtin} call; not called
   * when the built-in was undefined or failed. Lets a tracer follow computed values (a {@code
   * split} result, a {@code to_number}) back to the input they were computed from.
   */
  default void builtinResult(Value result) {}

  /** A standalone expression's value. */
  void term(Value value, Location location);

  /**
   * A reference ran past the data it reads: {@code base} is the last value that existed and
   * {@code missing} the keys that did not ({@code not b.Properties.BucketEncryption}).
   */
  void missing(Value base, List<Value> missing, Location location);

  /**
   * A reference's operand that the policy bound or computed ({@code tables[input.schema]}, {@code
   * input.Resources[ref]}) was found among {@code collection}'s keys, at {@code found}: a lookup
   * that succeeded tests the key as much as a comparison would.
   */
  default void lookedUp(Value key, Value found, Location location) {}

  /**
   * An iteration over {@code collection} begins ({@code xs[_]}, {@code some x in xs}), before its
   * first alternative. When no element leads anywhere, the collection is what was searched: the
   * place a finding about something missing from it belongs.
   */
  default void iterate(Value collection) {}

  /**
   * The definitions of the rule or function being evaluated so far all failed, and the next one
   * evaluated is an {@code else} branch or the {@code default}: its value is taken because of
   * those failures, which are its evidence.
   */
  default void fallback() {}

  /** A mark in the event stream, for {@link #restore}. */
  int checkpoint();

  /** Backtracking: forget the events after {@code checkpoint} (scopes decide what they keep). */
  void restore(int checkpoint);

  /** Kinds of nested evaluation. */
  enum Scope {
    RULE,
    FUNCTION,
    NEGATION,
    EVERY,
    COMPREHENSION
  }

  /** A nested evaluation starts; {@code name} is the rule or function path, else null. */
  void enter(Scope scope, String name, Location location);

  /**
   * One success inside the innermost scope: a rule body produced {@code value} (for multi-value
   * rules the element, for partial objects {@code [key, value]}), a comprehension an element, an
   * {@code every} an iteration, a function a result.
   */
  void yield(Scope scope, Value value);

  /** The innermost nested evaluation ends; {@code succeeded} is whether it produced anything. */
  void exit(Scope scope, boolean succeeded);

  /**
   * A value of a rule or function was read from the evaluator's cache rather than derived here:
   * {@code name} is the rule path and {@code value} as in {@link #yield}. Lets a tracer bring in
   * the events that derived it earlier.
   */
  void cached(String name, Value value);

  /**
   * An element of a multi-value rule or partial object read from the cache whose derivation a
   * replay has not made yet ({@link WitnessRecorder}): {@code derivation} derives it with this
   * listener listening, whenever the listener needs it, even after the evaluation has returned.
   * Deriving only the elements a result goes on to use is what keeps a replay small. By default
   * the element is derived at once and then reported as {@link #cached}.
   */
  default void deferred(String name, Value element, ElementDeriver derivation) {
    derivation.derive();
    cached(name, element);
  }

  /**
   * As {@link #deferred} for each element of the multi-value rule {@code name}, read from the cache
   * with none derived yet, told at once: a listener may find the elements it needs when a
   * derivation uses them rather than take each one now. By default each is reported as {@link
   * #deferred}.
   */
  default void deferredElements(String name, DeferredElements elements) {
    for (Value element : elements.all()) {
      deferred(name, element, elements.deriver(element));
    }
  }

  /** Derives one deferred element again (see {@link #deferred}). */
  @FunctionalInterface
  interface ElementDeriver {
    /**
     * Derives the element with the listener listening.
     *
     * @throws ReplayMismatch when it does not come out as recorded
     */
    void derive();
  }

  /**
   * In a replay, just after {@link #enter} of a comprehension whose elements were recorded: whether
   * the listener takes them as {@link #comprehensionElement}s, each derived only when it asks,
   * instead of having each derived now and reported by {@link #yield}. A listener says yes only
   * where nothing but the elements' own derivations is kept of what the comprehension reads.
   */
  default boolean defersComprehensionElements() {
    return false;
  }

  /**
   * In a replay, one element of the comprehension being evaluated (after {@link
   * #defersComprehensionElements} said yes), as recorded ({@code [key, value]} for an object):
   * {@code derivation} derives it, whenever the listener asks, even after the evaluation has
   * returned, reporting it with {@link #yield} inside no scope of its own.
   */
  default void comprehensionElement(Value element, ElementDeriver derivation) {
    throw new UnsupportedOperationException("a listener that defers comprehension elements takes them");
  }

  /**
   * A multi-value rule or partial object {@code name} is read from the cache again. A listener
   * that keeps what {@link #cached} told it of the rule's elements at the first read (since the
   * last {@link #cacheSwitched}) returns true, and the evaluator does not report each element
   * again; false, the default, has them reported on every read.
   */
  default boolean cachedAgain(String name) {
    return false;
  }

  /**
   * The result of a call of the user function {@code name} with {@code args}, reported once the
   * call is evaluated and again each time the result is read from the cache. Unlike {@link
   * #cached}, it names the arguments, so a tracer can tell apart equal results of calls on
   * different input nodes. {@code args} is the list of the call that computed the result: the
   * very same object on every report of that cached result, so a listener may key by identity.
   */
  default void cachedCall(String name, List<Value> args, Value result) {
    cached(name, result);
  }

  /**
   * A call of the user function {@code name} took over the outcome of an earlier call with
   * arguments of equal value on other input nodes ({@code move.from()}, as in {@link
   * #cachedCall}): {@code result} (null when undefined) is that outcome moved to this call's
   * nodes ({@code move.to()}), and its derivation is the earlier call's, read on those nodes. Later
   * reads of it are reported as {@link #cachedCall}s with {@code move.to()}. By default reported
   * as a fresh outcome of this call.
   */
  default void movedCall(String name, ArgumentMove move, Value result) {
    if (result != null) {
      cachedCall(name, move.to(), result);
    } else {
      undefined(name, move.to());
    }
  }

  /**
   * A rule ({@code args} null) or a call of a user function turned out undefined, just evaluated
   * or read from the cache. Lets a tracer bring back what was read while it failed: the reason a
   * {@code not} of it succeeds. A call's {@code args} are as in {@link #cachedCall}: one list
   * object per cached call.
   */
  default void undefined(String name, List<Value> args) {}

  /**
   * The evaluator switched from one rule and function cache to another, entering or leaving a
   * {@code with}: {@link #cached} and its kin read from {@code next} until the next switch. Caches
   * are compared by identity.
   */
  default void cacheSwitched(Object previous, Object next) {}
}
