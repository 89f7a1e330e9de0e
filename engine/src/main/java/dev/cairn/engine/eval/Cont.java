package dev.cairn.engine.eval;

/**
 * What to do after a step succeeded: the rest of the evaluation. Returns true to stop the search
 * (a negation or {@code every} body found its one solution), false to backtrack for more.
 */
@FunctionalInterface
interface Cont {
  boolean run();
}
