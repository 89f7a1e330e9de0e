package dev.cairn.server;

/**
 * How a write to the {@link PolicyStore} takes effect: the new snapshot, built and compiled, is
 * swapped in through it. A write made for a request is swapped in only while that request is still
 * unanswered, so a client told that its request was cancelled (its deadline passed while the write
 * was being prepared) never finds the write applied later.
 */
@FunctionalInterface
interface Commit {
  /** Swaps at once: writes that answer nobody (bundle reloads, tests). */
  Commit NOW = Runnable::run;

  /** Runs {@code swap}, or throws an {@link ApiError} without running it when it is too late. */
  void apply(Runnable swap);
}
