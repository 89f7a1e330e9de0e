package dev.cairn.engine.ast;

import java.util.List;

/** An object literal {@code {k: v, ...}}; keys may be any term. */
public record ObjectTerm(List<Entry> entries, Location location) implements Term {
  public ObjectTerm {
    entries = List.copyOf(entries);
  }

  /** One key-value pair of an object literal. */
  public record Entry(Term key, Term value) {}
}
