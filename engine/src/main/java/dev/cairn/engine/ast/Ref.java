package dev.cairn.engine.ast;

import java.util.List;

/**
 * A reference: a head term followed by path operands. {@code input.a[x]} is head {@code
 * Var(input)} with path {@code [Scalar("a"), Var(x)]}; dotted operands are string scalars. The
 * head is usually a {@link Var}, but may be any term ({@code [1,2][0]}, {@code f(x).y}).
 */
public record Ref(Term head, List<Term> path, Location location) implements Term {
  public Ref {
    path = List.copyOf(path);
  }

  /** The head's variable name, or null when the head is not a variable. */
  public String headName() {
    return head instanceof Var v ? v.name() : null;
  }

  /** The dotted form for display and for operator names: {@code data.a.b}, {@code x[y]}. */
  @Override
  public String toString() {
    return AstPrinter.print(this);
  }
}
