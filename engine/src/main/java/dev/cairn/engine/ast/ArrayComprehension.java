package dev.cairn.engine.ast;

/** {@code [head | body]}. */
public record ArrayComprehension(Term head, Body body, Location location) implements Term {}
