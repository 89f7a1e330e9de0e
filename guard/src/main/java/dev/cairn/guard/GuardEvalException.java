package dev.cairn.guard;

/** A rules file that parsed but cannot be evaluated (an unknown rule or variable, a bad function call). */
public final class GuardEvalException extends RuntimeException {
  /** Where in the rules file, when the failing construct knows; null otherwise. */
  private final Ast.Pos pos;

  public GuardEvalException(String message) {
    this(message, null);
  }

  GuardEvalException(String message, Ast.Pos pos) {
    super(message);
    this.pos = pos;
  }

  /** The message after {@code rulesFile:line:column: }, or {@code rulesFile: } when the place is unknown. */
  public String located(String rulesFile) {
    return pos == null ? rulesFile + ": " + getMessage() : rulesFile + ":" + pos.line() + ":" + pos.column() + ": " + getMessage();
  }
}
