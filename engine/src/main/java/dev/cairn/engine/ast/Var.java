package dev.cairn.engine.ast;

/**
 * A variable. {@code _} is the wildcard; the compiler renames each wildcard to a fresh name
 * starting with {@code $}. {@code input} and {@code data} are the roots of the documents.
 */
public record Var(String name, Location location) implements Term {
  public boolean isWildcard() {
    return name.equals("_");
  }

  /** Names the compiler generates start with '$', which no source variable can. */
  public boolean isGenerated() {
    return name.startsWith("$");
  }
}
