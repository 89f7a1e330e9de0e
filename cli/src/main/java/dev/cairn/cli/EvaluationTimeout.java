package dev.cairn.cli;

import java.time.Duration;

/**
 * The deadline every command that evaluates policies has by default: long enough for any real
 * evaluation of one input (a 10,000-resource template takes seconds), short enough that a policy,
 * template or rules file that never ends stops the run with an error naming it instead of hanging.
 * {@code --timeout 0} removes it.
 */
public final class EvaluationTimeout {
  /** As {@code --timeout} takes it. */
  public static final String DEFAULT = "60s";

  private EvaluationTimeout() {}

  /** The deadline to use: null when {@code --timeout 0} (or none) asks for no deadline. */
  public static Duration of(Duration timeout) {
    return timeout == null || timeout.isZero() || timeout.isNegative() ? null : timeout;
  }
}
