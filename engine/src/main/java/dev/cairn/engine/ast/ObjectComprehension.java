package dev.cairn.engine.ast;

/** {@code {key: value | body}}. */
public record ObjectComprehension(Term key, Term value, Body body, Location location)
    implements Term {}
