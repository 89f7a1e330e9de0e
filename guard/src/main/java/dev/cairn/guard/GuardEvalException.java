package dev.cairn.guard;

/** A rules file that parsed but cannot be evaluated (an unknown rule or variable, a bad function call). */
public final class GuardEvalException extends RuntimeException {

  public GuardEvalException(String message) {
    super(message);
  }
}
