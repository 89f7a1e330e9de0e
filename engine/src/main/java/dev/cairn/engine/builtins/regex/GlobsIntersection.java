package dev.cairn.engine.builtins.regex;

import dev.cairn.engine.builtins.BuiltinException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * regex.globs_match: whether two "regex globs" match a common non-empty string. The syntax is
 * OPA's (glob-intersection): {@code .} any character, {@code [...]} character sets with {@code
 * a-z} ranges, {@code +} and {@code *} after a token, {@code \} escaping. Decided exactly by a
 * search of the product of the two patterns' automata, which is linear in their sizes' product.
 */
final class GlobsIntersection {
  /** A token: a set of code point ranges [lo, hi] (pairs), possibly repeated. */
  private record Token(int[] ranges, boolean star) {
    boolean overlaps(Token o) {
      for (int i = 0; i < ranges.length; i += 2) {
        for (int k = 0; k < o.ranges.length; k += 2) {
          if (ranges[i] <= o.ranges[k + 1] && o.ranges[k] <= ranges[i + 1]) {
            return true;
          }
        }
      }
      return false;
    }
  }

  private GlobsIntersection() {}

  static boolean intersect(String a, String b) throws BuiltinException {
    List<Token> x = tokenize(a);
    List<Token> y = tokenize(b);
    int n = x.size() + 1;
    int m = y.size() + 1;
    // State (i, j, consumed): positions in both patterns, and whether a character was read.
    boolean[] seen = new boolean[n * m * 2];
    ArrayDeque<int[]> queue = new ArrayDeque<>();
    visit(seen, queue, 0, 0, 0, m);
    while (!queue.isEmpty()) {
      int[] s = queue.poll();
      int i = s[0];
      int j = s[1];
      int consumed = s[2];
      if (i == x.size() && j == y.size() && consumed == 1) {
        return true;
      }
      if (i < x.size() && x.get(i).star()) {
        visit(seen, queue, i + 1, j, consumed, m);
      }
      if (j < y.size() && y.get(j).star()) {
        visit(seen, queue, i, j + 1, consumed, m);
      }
      if (i < x.size() && j < y.size() && x.get(i).overlaps(y.get(j))) {
        visit(seen, queue, x.get(i).star() ? i : i + 1, y.get(j).star() ? j : j + 1, 1, m);
      }
    }
    return false;
  }

  private static void visit(boolean[] seen, ArrayDeque<int[]> queue, int i, int j, int c, int m) {
    int key = (i * m + j) * 2 + c;
    if (!seen[key]) {
      seen[key] = true;
      queue.add(new int[] {i, j, c});
    }
  }

  /** Reads code points, resolving backslash escapes. */
  private static final class Runes {
    final String input;
    final int[] r;
    int i;
    int c;
    boolean escaped;

    Runes(String input) {
      this.input = input;
      this.r = input.codePoints().toArray();
    }

    boolean more() {
      return i < r.length;
    }

    void next() throws BuiltinException {
      c = r[i];
      escaped = c == '\\';
      if (escaped) {
        if (i == r.length - 1) {
          throw invalid(input, i, "input ends with a \\ (escape) character");
        }
        c = r[++i];
      }
      i++;
    }

    boolean is(char special) {
      return !escaped && c == special;
    }
  }

  /** Tokens; {@code x+} becomes {@code x x*}. */
  private static List<Token> tokenize(String input) throws BuiltinException {
    Runes in = new Runes(input);
    List<Token> out = new ArrayList<>();
    boolean lastFlagged = true; // a flag needs a preceding, unflagged token
    while (in.more()) {
      in.next();
      if (in.is('+') || in.is('*')) {
        if (lastFlagged) {
          throw invalid(input, in.i, "flag '" + new String(Character.toChars(in.c))
              + "' must be preceded by a non-flag");
        }
        Token last = out.get(out.size() - 1);
        out.set(out.size() - 1, new Token(last.ranges(), true));
        if (in.c == '+') {
          out.add(out.size() - 1, new Token(last.ranges(), false));
        }
        lastFlagged = true;
        continue;
      }
      lastFlagged = false;
      if (in.is('.')) {
        out.add(new Token(new int[] {0, Character.MAX_CODE_POINT}, false));
      } else if (in.is(']')) {
        throw invalid(input, in.i, "set-close ']' with no preceding '['");
      } else if (in.is('[')) {
        out.add(new Token(readSet(in), false));
      } else {
        out.add(new Token(new int[] {in.c, in.c}, false));
      }
    }
    return out;
  }

  /** Reads a set's body after '[' up to ']' as ranges. */
  private static int[] readSet(Runes in) throws BuiltinException {
    List<Integer> ranges = new ArrayList<>();
    Integer prev = null;
    while (in.more()) {
      in.next();
      if (in.is(']')) {
        return ranges.stream().mapToInt(Integer::intValue).toArray();
      }
      if (in.is('-')) {
        if (prev == null) {
          throw invalid(in.input, in.i, "range character '-' must be preceded by a Unicode character");
        }
        if (!in.more()) {
          throw invalid(in.input, in.i, "range character '-' must be followed by a Unicode character");
        }
        in.next();
        if (in.is(']') || in.is('-')) {
          throw invalid(in.input, in.i, "range character '-' cannot be followed by a special symbol");
        }
        if (in.c < prev) {
          throw invalid(in.input, in.i, "range is out of order: '" + new String(Character.toChars(in.c))
              + "' comes before '" + new String(Character.toChars(prev)) + "' in Unicode");
        }
        ranges.add(prev);
        ranges.add(in.c);
        prev = null;
        continue;
      }
      ranges.add(in.c);
      ranges.add(in.c);
      prev = in.c;
    }
    throw invalid(in.input, in.i, "found [ without matching ]");
  }

  private static BuiltinException invalid(String input, int pos, String message) {
    return BuiltinException.error(
        "input:" + input + ", pos:" + pos + ", " + message + ": the input provided is invalid");
  }
}
