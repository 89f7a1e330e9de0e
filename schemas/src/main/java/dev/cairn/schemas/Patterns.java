package dev.cairn.schemas;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The schemas' {@code pattern}s and {@code patternProperties}, each compiled once. A pattern Java
 * cannot compile is remembered as such and reported by {@link Keywords}, never matched silently.
 */
final class Patterns {
  private static final ConcurrentHashMap<String, Optional<Pattern>> COMPILED = new ConcurrentHashMap<>();

  private Patterns() {}

  /** The compiled pattern, or empty when Java's regex syntax rejects it. */
  static Optional<Pattern> get(String regex) {
    return COMPILED.computeIfAbsent(regex, Patterns::compile);
  }

  /** JSON Schema's {@code pattern} searches (it is not anchored); an uncompilable pattern matches. */
  static boolean matches(String regex, CharSequence text) {
    Optional<Pattern> p = get(regex);
    return p.isEmpty() || p.get().matcher(text).find();
  }

  private static Optional<Pattern> compile(String regex) {
    try {
      // ECMA-262 and Python write "end of input" as \Z; in Java \z is the strict form
      return Optional.of(Pattern.compile(regex.replace("\\Z", "\\z")));
    } catch (PatternSyntaxException e) {
      return Optional.empty();
    }
  }
}
