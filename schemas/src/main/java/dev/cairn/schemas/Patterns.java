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
      return Optional.of(Pattern.compile(toJava(regex)));
    } catch (PatternSyntaxException e) {
      return Optional.empty();
    }
  }

  /**
   * The schemas' regexes are ECMA-262/Python: inside a character class {@code [} and {@code &} are
   * literal (Java reads a nested class and an intersection), and {@code \Z} is the end of input
   * (Java's {@code \z}).
   */
  static String toJava(String regex) {
    StringBuilder out = new StringBuilder(regex.length() + 8);
    boolean inClass = false;
    for (int i = 0; i < regex.length(); i++) {
      char c = regex.charAt(i);
      if (c == '\\' && i + 1 < regex.length()) {
        char next = regex.charAt(++i);
        out.append(c).append(next == 'Z' ? 'z' : next);
      } else if (inClass && (c == '[' || c == '&')) {
        out.append('\\').append(c);
      } else {
        if (c == '[' && !inClass) {
          inClass = true;
          out.append(c);
          if (i + 1 < regex.length() && regex.charAt(i + 1) == '^') {
            out.append('^');
            i++;
          }
          if (i + 1 < regex.length() && regex.charAt(i + 1) == ']') {
            out.append("\\]");
            i++;
          }
          continue;
        }
        if (c == ']' && inClass) {
          inClass = false;
        }
        out.append(c);
      }
    }
    return out.toString();
  }
}
