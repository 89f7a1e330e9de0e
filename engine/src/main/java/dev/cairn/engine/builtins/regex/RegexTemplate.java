package dev.cairn.engine.builtins.regex;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.google.re2j.Pattern;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.gocompat.GoQuote;
import dev.cairn.engine.builtins.gocompat.GoRegexp;
import java.nio.charset.StandardCharsets;

/**
 * regex.template_match: text between (possibly nested) delimiters is a regular expression, the
 * rest literal text; the whole string must match. Only the first character of each delimiter
 * counts, as in OPA.
 */
final class RegexTemplate {
  private record Key(String template, char start, char end) {}

  private static final Cache<Key, Pattern> CACHE = Caffeine.newBuilder().maximumSize(1_000).build();

  private RegexTemplate() {}

  static boolean matches(String template, String s, String start, String end)
      throws BuiltinException {
    // OPA counts bytes and, for the end delimiter, reports the start's length.
    int startBytes = start.getBytes(StandardCharsets.UTF_8).length;
    if (startBytes != 1) {
      throw BuiltinException.error(
          "start delimiter has to be exactly one character long but is " + startBytes + " long");
    }
    if (end.getBytes(StandardCharsets.UTF_8).length != 1) {
      throw BuiltinException.error(
          "end delimiter has to be exactly one character long but is " + startBytes + " long");
    }
    Key key = new Key(template, start.charAt(0), end.charAt(0));
    Pattern p = CACHE.getIfPresent(key);
    if (p == null) {
      p = GoRegexp.compile(regex(key));
      CACHE.put(key, p);
    }
    return p.matcher(s).matches();
  }

  private static String regex(Key key) throws BuiltinException {
    String t = key.template();
    StringBuilder b = new StringBuilder("^");
    int level = 0;
    int open = 0;
    int literalFrom = 0;
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (c == key.start()) {
        if (++level == 1) {
          open = i;
        }
      } else if (c == key.end()) {
        if (--level == 0) {
          b.append(Pattern.quote(t.substring(literalFrom, open)));
          String inner = t.substring(open + 1, i);
          GoRegexp.compile("^" + inner + "$"); // each part must be valid on its own
          b.append('(').append(inner).append(')');
          literalFrom = i + 1;
        } else if (level < 0) {
          throw unbalanced(t);
        }
      }
    }
    if (level != 0) {
      throw unbalanced(t);
    }
    return b.append(Pattern.quote(t.substring(literalFrom))).append('$').toString();
  }

  private static BuiltinException unbalanced(String t) {
    return BuiltinException.error("unbalanced braces in " + GoQuote.quote(t));
  }
}
