package dev.cairn.engine.ast;

/**
 * A Rego term. Operators ({@code a + b}, {@code x == y}, {@code x = y}, {@code x := y}, {@code x
 * in xs}) are {@link Call}s to OPA's built-in names ({@code plus}, {@code equal}, {@code eq},
 * {@code assign}, {@code internal.member_2}), exactly as OPA's parser produces them.
 */
public sealed interface Term
    permits Scalar,
        Var,
        Ref,
        ArrayTerm,
        ObjectTerm,
        SetTerm,
        ArrayComprehension,
        SetComprehension,
        ObjectComprehension,
        Call {
  Location location();
}
