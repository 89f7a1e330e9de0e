package dev.cairn.engine.ast;

import java.util.List;

/** A set literal {@code {a, b}} or {@code set()}. */
public record SetTerm(List<Term> items, Location location) implements Term {
  public SetTerm {
    items = List.copyOf(items);
  }
}
