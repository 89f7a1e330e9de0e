package dev.cairn.engine.ast;

import java.util.List;
import java.util.Objects;

/**
 * One expression of a body: a term, a {@code some} declaration, or {@code every}; optionally
 * negated with {@code not} and modified by {@code with}. A term expression succeeds when its value
 * is defined and not {@code false}; a {@link Call} to {@code eq}/{@code assign} unifies instead.
 */
public final class Expr {
  private final ExprKind kind;
  private final boolean negated;
  private final List<With> withs;
  private final Location location;
  /**
   * The evaluator's analysis of this expression for one compiled policy (which variables must be
   * bound for it to have at most one solution). It lives on the node for the reason {@link Call}'s
   * resolution does: it is read before every expression is evaluated. Written without locking:
   * the value is immutable, and each writer stores what any other would.
   */
  private Object analysis;

  public Expr(ExprKind kind, boolean negated, List<With> withs, Location location) {
    this.kind = kind;
    this.negated = negated;
    this.withs = List.copyOf(withs);
    this.location = location;
  }

  public ExprKind kind() {
    return kind;
  }

  public boolean negated() {
    return negated;
  }

  public List<With> withs() {
    return withs;
  }

  public Location location() {
    return location;
  }

  /** The evaluator's cached analysis of this expression, or null; not part of the node's value. */
  public Object analysis() {
    return analysis;
  }

  /** Caches the evaluator's analysis of this expression (an immutable object of the evaluator's). */
  public void analysis(Object a) {
    analysis = a;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Expr e && kind.equals(e.kind) && negated == e.negated && withs.equals(e.withs)
        && Objects.equals(location, e.location);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * (31 * kind.hashCode() + Boolean.hashCode(negated)) + withs.hashCode()) + Objects.hashCode(location);
  }

  @Override
  public String toString() {
    return "Expr[kind=" + kind + ", negated=" + negated + ", withs=" + withs + ", location=" + location + "]";
  }

  /** What an expression does. */
  public sealed interface ExprKind permits TermExpr, SomeDecl, SomeIn, Every {}

  /** A standalone term: {@code x == 1}, {@code input.enabled}, {@code x := f(y)}. */
  public record TermExpr(Term term) implements ExprKind {}

  /** {@code some x, y}: declares local variables. */
  public record SomeDecl(List<Var> vars) implements ExprKind {
    public SomeDecl {
      vars = List.copyOf(vars);
    }
  }

  /**
   * {@code some v in xs} / {@code some k, v in xs}: iterates a collection, unifying key (index or
   * object key; null when absent) and value with each element. Key and value may be patterns.
   */
  public record SomeIn(Term key, Term value, Term collection) implements ExprKind {}

  /**
   * {@code every v in xs { body }} / {@code every k, v in xs { body }}: true when the body holds
   * for every element (also for an empty domain; undefined domain makes it false).
   */
  public record Every(Var key, Var value, Term domain, Body body) implements ExprKind {}
}
