package dev.cairn.guard;

import java.time.Duration;

/**
 * What one evaluation (one rules file over one document; not shared between threads) of a rules file over a document may spend: a deadline, and how deep rules and
 * variables may refer to one another (each level costs Java stack, so a chain of ten thousand rules
 * must end in an error, not a {@link StackOverflowError}). Exceeding either is a {@link
 * GuardEvalException} at the clause, rule reference or variable where it happened.
 */
final class EvaluationLimits {
  /** Rules and variables evaluated inside one another; real rules files nest a handful. */
  static final int MAX_DEPTH = 200;

  private final long deadline;
  private final Duration timeout;
  private int depth;

  /** @param timeout how long the evaluation may take (null or zero: no deadline) */
  EvaluationLimits(Duration timeout) {
    boolean bounded = timeout != null && !timeout.isZero() && !timeout.isNegative();
    this.timeout = bounded ? timeout : null;
    this.deadline = bounded ? System.nanoTime() + timeout.toNanos() : Long.MAX_VALUE;
  }

  /** Before evaluating a clause: fails when the deadline has passed. */
  void check(GuardAst.Pos at) {
    if (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
      throw new GuardEvalException("evaluation stopped: it took longer than the timeout of " + timeout.toMillis()
          + " ms", at);
    }
  }

  /** Entering a rule or variable evaluated for another one. */
  void enter(String what, GuardAst.Pos at) {
    if (++depth > MAX_DEPTH) {
      depth--;
      throw new GuardEvalException(what + " is reached through more than " + MAX_DEPTH
          + " rules and variables that refer to one another", at);
    }
  }

  void leave() {
    depth--;
  }
}
