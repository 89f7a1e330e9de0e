package dev.cairn.engine.builtins.gocompat;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.google.re2j.Matcher;
import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import dev.cairn.engine.builtins.BuiltinException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Go's regexp package behaviour on RE2/J (same RE2 syntax, linear-time matching): compiled
 * patterns cached, and Go's rules for successive matches (an empty match right after a previous
 * match is skipped), Split, ReplaceAllString and $-expansion.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class GoRegexp {
  private static final Cache<String, Pattern> CACHE =
      Caffeine.newBuilder().maximumSize(1_000).build();

  private GoRegexp() {}

  /** The compiled pattern; a syntax error becomes a built-in error with Go's message. */
  public static Pattern compile(String regex) throws BuiltinException {
    try {
      return CACHE.get(regex, Pattern::compile);
    } catch (PatternSyntaxException e) {
      throw BuiltinException.error(e.getMessage());
    }
  }

  /**
   * Up to n (all when negative) successive matches, each as group offsets [start0, end0,
   * start1, end1, ...] with -1 for groups that did not take part.
   */
  public static List<int[]> findAll(Pattern p, String s, int n) {
    List<int[]> out = new ArrayList<>();
    Matcher m = p.matcher(s);
    int pos = 0;
    int prevMatchEnd = -1;
    while ((n < 0 || out.size() < n) && pos <= s.length() && m.find(pos)) {
      boolean accept = true;
      if (m.end() == pos) {
        if (m.start() == prevMatchEnd) {
          accept = false; // no empty match right after a previous match
        }
        pos += pos < s.length() ? Character.charCount(s.codePointAt(pos)) : 1;
      } else {
        pos = m.end();
      }
      prevMatchEnd = m.end();
      if (accept) {
        out.add(groups(m));
      }
    }
    return out;
  }

  private static int[] groups(Matcher m) {
    int[] g = new int[2 * (m.groupCount() + 1)];
    for (int i = 0; i <= m.groupCount(); i++) {
      g[2 * i] = m.start(i);
      g[2 * i + 1] = m.end(i);
    }
    return g;
  }

  /** Regexp.Split(s, -1). */
  public static List<String> split(Pattern p, String s) {
    List<String> out = new ArrayList<>();
    if (!p.pattern().isEmpty() && s.isEmpty()) {
      out.add("");
      return out;
    }
    int beg = 0;
    int end = 0;
    for (int[] match : findAll(p, s, -1)) {
      end = match[0];
      if (match[1] != 0) {
        out.add(s.substring(beg, end));
      }
      beg = match[1];
    }
    if (end != s.length()) {
      out.add(s.substring(beg));
    }
    return out;
  }

  /** Regexp.ReplaceAllString: $1, ${1}, $name, ${name} and $$ in the replacement. */
  public static String replaceAll(Pattern p, String s, String template) {
    StringBuilder b = new StringBuilder();
    Matcher m = p.matcher(s);
    int lastMatchEnd = 0;
    int searchPos = 0;
    while (searchPos <= s.length() && m.find(searchPos)) {
      int[] a = groups(m);
      b.append(s, lastMatchEnd, a[0]);
      if (a[1] > lastMatchEnd || a[0] == 0) {
        expand(b, template, s, a, p.namedGroups());
      }
      lastMatchEnd = a[1];
      int width = searchPos < s.length() ? Character.charCount(s.codePointAt(searchPos)) : 1;
      if (searchPos + width > a[1]) {
        searchPos += width;
      } else if (searchPos + 1 > a[1]) {
        searchPos++;
      } else {
        searchPos = a[1];
      }
    }
    b.append(s, Math.min(lastMatchEnd, s.length()), s.length());
    return b.toString();
  }

  /** Regexp.Expand: a malformed reference leaves the '$' as text; unknown groups are empty. */
  private static void expand(StringBuilder b, String t, String src, int[] match, Map<String, Integer> names) {
    int i = 0;
    while (i < t.length()) {
      int dollar = t.indexOf('$', i);
      if (dollar < 0) {
        break;
      }
      b.append(t, i, dollar);
      i = dollar + 1;
      if (i < t.length() && t.charAt(i) == '$') {
        b.append('$');
        i++;
        continue;
      }
      boolean brace = i < t.length() && t.charAt(i) == '{';
      int start = brace ? i + 1 : i;
      int j = start;
      while (j < t.length()) {
        int cp = t.codePointAt(j);
        if (!Character.isLetter(cp) && !Character.isDigit(cp) && cp != '_') {
          break;
        }
        j += Character.charCount(cp);
      }
      if (j == start || (brace && (j >= t.length() || t.charAt(j) != '}'))) {
        b.append('$');
        continue;
      }
      String name = t.substring(start, j);
      i = brace ? j + 1 : j;
      int group = groupIndex(name, names);
      if (group >= 0 && 2 * group + 1 < match.length && match[2 * group] >= 0) {
        b.append(src, match[2 * group], match[2 * group + 1]);
      }
    }
    b.append(t, Math.min(i, t.length()), t.length());
  }

  private static int groupIndex(String name, Map<String, Integer> names) {
    int num = 0;
    for (int k = 0; k < name.length(); k++) {
      char c = name.charAt(k);
      if (c < '0' || c > '9' || num >= 100_000_000) {
        num = -1;
        break;
      }
      num = num * 10 + (c - '0');
    }
    if (name.length() > 1 && name.charAt(0) == '0') {
      num = -1;
    }
    if (num >= 0) {
      return num;
    }
    Integer named = names.get(name);
    return named == null ? -1 : named;
  }
}
