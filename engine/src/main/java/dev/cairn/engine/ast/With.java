package dev.cairn.engine.ast;

/**
 * {@code with target as value}: the target is a ref to {@code input...}, {@code data...}, or a
 * function/built-in name; the value is any term (for functions, a function ref or a value).
 */
public record With(Ref target, Term value, Location location) {}
