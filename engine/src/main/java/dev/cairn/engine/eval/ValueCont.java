package dev.cairn.engine.eval;

import dev.cairn.engine.value.Value;

/** A continuation receiving one value of a term; returns true to stop the search (see {@link Cont}). */
@FunctionalInterface
interface ValueCont {
  boolean accept(Value v);
}
