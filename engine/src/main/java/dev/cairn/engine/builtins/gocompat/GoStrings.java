package dev.cairn.engine.builtins.gocompat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Go's {@code strings} package functions as OPA's string built-ins use them. Go works on UTF-8
 * runes; these work on code points, which gives the same results for valid text.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class GoStrings {
  private GoStrings() {}

  /** strings.Split: an empty separator splits into code points; "" gives [""]. */
  public static List<String> split(String s, String sep) {
    List<String> out = new ArrayList<>();
    if (sep.isEmpty()) {
      s.codePoints().forEach(cp -> out.add(new String(Character.toChars(cp))));
      return out;
    }
    int from = 0;
    int at;
    while ((at = s.indexOf(sep, from)) >= 0) {
      out.add(s.substring(from, at));
      from = at + sep.length();
    }
    out.add(s.substring(from));
    return out;
  }

  /** strings.ReplaceAll: an empty old string inserts the new one around every code point. */
  public static String replaceAll(String s, String old, String replacement) {
    if (!old.isEmpty()) {
      return s.replace(old, replacement);
    }
    StringBuilder b = new StringBuilder(replacement);
    s.codePoints().forEach(cp -> b.appendCodePoint(cp).append(replacement));
    return b.toString();
  }

  /**
   * strings.NewReplacer(...).Replace: at each position the first matching old string, in the
   * given order, wins; matches never overlap.
   */
  public static String replaceEach(String s, List<Map.Entry<String, String>> pairs) {
    StringBuilder b = new StringBuilder(s.length());
    int i = 0;
    outer:
    while (i <= s.length()) {
      for (Map.Entry<String, String> p : pairs) {
        String old = p.getKey();
        if (s.startsWith(old, i)) {
          b.append(p.getValue());
          if (!old.isEmpty()) {
            i += old.length();
            continue outer;
          }
          break;
        }
      }
      if (i == s.length()) {
        break;
      }
      int cp = s.codePointAt(i);
      b.appendCodePoint(cp);
      i += Character.charCount(cp);
    }
    return b.toString();
  }

  /** strings.Count: non-overlapping occurrences; an empty substring counts code points + 1. */
  public static int count(String s, String sub) {
    if (sub.isEmpty()) {
      return s.codePointCount(0, s.length()) + 1;
    }
    int n = 0;
    int at = 0;
    while ((at = s.indexOf(sub, at)) >= 0) {
      n++;
      at += sub.length();
    }
    return n;
  }

  public static String trimLeft(String s, String cutset) {
    int i = 0;
    while (i < s.length()) {
      int cp = s.codePointAt(i);
      if (cutset.indexOf(cp) < 0) {
        break;
      }
      i += Character.charCount(cp);
    }
    return s.substring(i);
  }

  public static String trimRight(String s, String cutset) {
    int end = s.length();
    while (end > 0) {
      int cp = s.codePointBefore(end);
      if (cutset.indexOf(cp) < 0) {
        break;
      }
      end -= Character.charCount(cp);
    }
    return s.substring(0, end);
  }

  public static String trimSpace(String s) {
    int start = 0;
    while (start < s.length() && isSpace(s.codePointAt(start))) {
      start += Character.charCount(s.codePointAt(start));
    }
    int end = s.length();
    while (end > start && isSpace(s.codePointBefore(end))) {
      end -= Character.charCount(s.codePointBefore(end));
    }
    return s.substring(start, end);
  }

  /** unicode.IsSpace: ASCII/Latin-1 spaces plus the Unicode White_Space property. */
  static boolean isSpace(int cp) {
    switch (cp) {
      case '\t', '\n', 0x0B, '\f', '\r', ' ', 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F,
          0x3000:
        return true;
      default:
        return cp >= 0x2000 && cp <= 0x200A;
    }
  }

  /** strings.ToLower: rune by rune, without Java's locale- and context-sensitive rules. */
  public static String lower(String s) {
    StringBuilder b = new StringBuilder(s.length());
    s.codePoints().forEach(cp -> b.appendCodePoint(Character.toLowerCase(cp)));
    return b.toString();
  }

  public static String upper(String s) {
    StringBuilder b = new StringBuilder(s.length());
    s.codePoints().forEach(cp -> b.appendCodePoint(Character.toUpperCase(cp)));
    return b.toString();
  }

  public static String reverse(String s) {
    int[] cps = s.codePoints().toArray();
    StringBuilder b = new StringBuilder(s.length());
    for (int i = cps.length - 1; i >= 0; i--) {
      b.appendCodePoint(cps[i]);
    }
    return b.toString();
  }
}
