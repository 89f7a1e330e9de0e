package dev.cairn.engine.eval;

/**
 * A replayed derivation did not come out as recorded (a body that depends on more than its
 * iterations, such as {@code rand.intn}): the replay is abandoned, and the caller traces the
 * evaluation whole instead.
 */
public final class ReplayMismatch extends RuntimeException {
  ReplayMismatch() {
    super("a replayed derivation did not come out as recorded", null, false, false);
  }
}
