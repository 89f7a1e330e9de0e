package dev.cairn.guard;

import dev.cairn.locator.LocatedException;

/** A rules file that cfn-guard would reject: what is wrong and where (file:line:column). */
public final class GuardSyntaxException extends LocatedException {
  private static final long serialVersionUID = 1L;

  public GuardSyntaxException(String file, int line, int column, String reason) {
    super(file, line, column, reason);
  }
}
