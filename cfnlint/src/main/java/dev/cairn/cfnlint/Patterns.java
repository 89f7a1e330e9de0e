package dev.cairn.cfnlint;

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
    return p.isEmpty() || find(p.get(), text);
  }

  /**
   * Whether {@code pattern} occurs in {@code text}, within a budget of character reads. Java's
   * regexes backtrack, and a schema file's pattern such as {@code (a|a)*?b} takes time exponential in
   * the value's length; RE2 would not, but it reads {@code $} and some classes otherwise than the
   * Python regexes the schemas are written for. So a match reads at most {@link #budget} characters
   * (far above what a sane pattern needs) and otherwise gives up with {@link GaveUp}, as it does when
   * the backtracking nests too deep for the stack.
   */
  static boolean find(Pattern pattern, CharSequence text) {
    try {
      return pattern.matcher(new BudgetedText(text, budget(text.length()))).find();
    } catch (StackOverflowError e) {
      throw new GaveUp("it nests too deep");
    }
  }

  /** The character reads one match may make: linear in the text, with room for ordinary backtracking. */
  static long budget(int length) {
    return 1_000_000L + 1_000L * length;
  }

  /** A match that {@link #find} abandoned, the value unchecked. */
  static final class GaveUp extends RuntimeException {
    GaveUp(String why) {
      super(why, null, false, false); // an expected outcome: no stack to fill
    }
  }

  /** The text a match reads, counting its reads against a budget. */
  private static final class BudgetedText implements CharSequence {
    private final CharSequence text;
    private long left;

    BudgetedText(CharSequence text, long budget) {
      this.text = text;
      this.left = budget;
    }

    @Override
    public char charAt(int index) {
      if (--left < 0) {
        throw new GaveUp("matching it reads its characters more than " + budget(text.length()) + " times");
      }
      return text.charAt(index);
    }

    @Override
    public int length() {
      return text.length();
    }

    @Override
    public CharSequence subSequence(int start, int end) {
      return text.subSequence(start, end);
    }

    @Override
    public String toString() {
      return text.toString();
    }
  }

  /** Whether {@code {n}}, {@code {n,}} or {@code {n,m}} starts at {@code i}. */
  private static boolean quantifierAt(String regex, int i) {
    int j = i + 1;
    int digits = 0;
    while (j < regex.length() && Character.isDigit(regex.charAt(j))) {
      j++;
      digits++;
    }
    if (digits == 0 || j >= regex.length()) {
      return false;
    }
    if (regex.charAt(j) == ',') {
      j++;
      while (j < regex.length() && Character.isDigit(regex.charAt(j))) {
        j++;
      }
    }
    return j < regex.length() && regex.charAt(j) == '}';
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
   * literal (Java reads a nested class and an intersection), a brace that starts no {@code {n,m}}
   * is literal ({@code {1-3}}), and {@code \Z} is the end of input (Java's {@code \z}).
   */
  static String toJava(String regex) {
    StringBuilder out = new StringBuilder(regex.length() + 8);
    boolean inClass = false;
    for (int i = 0; i < regex.length(); i++) {
      char c = regex.charAt(i);
      if (c == '\\' && i + 1 < regex.length()) {
        char next = regex.charAt(++i);
        out.append(c).append(next == 'Z' ? 'z' : next);
        int close = regex.indexOf('}', i);
        if ((next == 'p' || next == 'P') && i + 1 < regex.length() && regex.charAt(i + 1) == '{' && close > i) {
          out.append(regex, i + 1, close + 1); // a property class: \p{Print}
          i = close;
        }
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
        if (c == '{' && !inClass && !quantifierAt(regex, i)) {
          out.append('\\'); // Python and ECMA read a brace that starts no {n,m} as itself
        }
        out.append(c);
      }
    }
    return out.toString();
  }
}
