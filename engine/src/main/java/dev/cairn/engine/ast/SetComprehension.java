package dev.cairn.engine.ast;

/** {@code {head | body}}. */
public record SetComprehension(Term head, Body body, Location location) implements Term {}
