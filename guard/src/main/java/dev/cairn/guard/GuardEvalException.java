package dev.cairn.guard;

/**
 * A rules file that parsed but cannot be evaluated (an unknown rule or variable, a bad function call,
 * rules or variables that refer to themselves, an evaluation past its deadline), with where in the
 * rules file: the construct that failed, else the innermost clause being evaluated.
 */
public final class GuardEvalException extends RuntimeException {
  /** Where in the rules file, when the failing construct knows; null otherwise. */
  private final GuardAst.Pos pos;

  public GuardEvalException(String message) {
    this(message, null);
  }

  GuardEvalException(String message, GuardAst.Pos pos) {
    super(message);
    this.pos = pos;
  }

  /** This error at {@code where} when it has no place of its own yet. */
  GuardEvalException at(GuardAst.Pos where) {
    return pos != null || where == null ? this : new GuardEvalException(getMessage(), where);
  }

  /** The message after {@code rulesFile:line:column: }, or {@code rulesFile: } when the place is unknown. */
  public String located(String rulesFile) {
    return pos == null ? rulesFile + ": " + getMessage() : rulesFile + ":" + pos.line() + ":" + pos.column() + ": " + getMessage();
  }
}
