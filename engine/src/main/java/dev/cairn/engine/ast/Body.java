package dev.cairn.engine.ast;

import java.util.List;

/** A query or rule body: expressions evaluated in order, all of which must succeed. */
public record Body(List<Expr> exprs, Location location) {
  public Body {
    exprs = List.copyOf(exprs);
  }
}
