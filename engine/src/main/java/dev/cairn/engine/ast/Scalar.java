package dev.cairn.engine.ast;

import dev.cairn.engine.value.Value;

/** A literal null, boolean, number or string. */
public record Scalar(Value value, Location location) implements Term {}
