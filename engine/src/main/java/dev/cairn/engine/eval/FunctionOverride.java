package dev.cairn.engine.eval;

import dev.cairn.engine.value.Value;

/**
 * A {@code with f as ...} replacement: another function or built-in ({@code target}, by name) or
 * a fixed value returned for any arguments.
 */
record FunctionOverride(String target, Value value) {}
