package dev.cairn.engine.eval;

import dev.cairn.engine.value.Value;
import java.util.Collection;

/**
 * All elements of a multi-value rule a replay read from the cache, none derived yet (see {@link
 * EvalListener#deferredElements}): a listener can look an element up when a derivation uses it
 * instead of being told of each one, which costs the size of the rule on every replay that reads it.
 */
public interface DeferredElements {
  /** The elements, in the order they were first produced. */
  Collection<Value> all();

  /** The element equal to {@code v}, as the rule's value holds it (its identity), or null if none. */
  Value find(Value v);

  /** Derives {@code element}, one of {@link #all}, with the listener listening, when called. */
  EvalListener.ElementDeriver deriver(Value element);
}
