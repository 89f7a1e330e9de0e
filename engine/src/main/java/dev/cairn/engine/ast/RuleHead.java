package dev.cairn.engine.ast;

import java.util.List;

/**
 * A rule's head. The kind of rule follows from which parts are present:
 *
 * <ul>
 *   <li>function: {@code args != null} ({@code f(x) := y}, {@code f(x) if ...}, value true then);
 *   <li>multi-value (partial set): {@code key != null}, {@code value == null} ({@code p contains
 *       x}, v0 {@code p[x] { ... }}); {@code ref} is the set's own path;
 *   <li>single-value: otherwise. {@code ref} may end in variables ({@code p[k] := v}, v0 {@code
 *       p[k] = v { ... }}), which makes it a partial object. {@code p if ...} has value true.
 * </ul>
 *
 * <p>{@code ref} is relative to the package ({@code p}, {@code a.b.c}, {@code p[x]}); its head is
 * a {@link Var} naming the first part.
 */
public record RuleHead(Ref ref, List<Term> args, Term key, Term value, boolean assign, Location location) {
  public RuleHead {
    args = args == null ? null : List.copyOf(args);
  }

  public boolean isFunction() {
    return args != null;
  }

  public boolean isMultiValue() {
    return key != null && value == null;
  }
}
