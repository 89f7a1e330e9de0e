package dev.cairn.engine.ast;

import java.util.List;

/** An array literal {@code [a, b]}. */
public record ArrayTerm(List<Term> items, Location location) implements Term {
  public ArrayTerm {
    items = List.copyOf(items);
  }
}
