package dev.cairn.engine.ast;

import java.util.List;

/**
 * One expression of a body: a term, a {@code some} declaration, or {@code every}; optionally
 * negated with {@code not} and modified by {@code with}. A term expression succeeds when its value
 * is defined and not {@code false}; a {@link Call} to {@code eq}/{@code assign} unifies instead.
 */
public record Expr(ExprKind kind, boolean negated, List<With> withs, Location location) {
  public Expr {
    withs = List.copyOf(withs);
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
