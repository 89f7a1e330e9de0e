package dev.cairn.engine.builtins.encoding;

import dev.cairn.engine.builtins.BuiltinException;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Query-string escaping as Go's net/url (QueryEscape, QueryUnescape, ParseQuery). */
final class GoUrlQuery {
  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private GoUrlQuery() {}

  static String escape(String s) {
    StringBuilder b = new StringBuilder(s.length() + 8);
    for (byte x : s.getBytes(StandardCharsets.UTF_8)) {
      int c = x & 0xff;
      if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
          || c == '-' || c == '_' || c == '.' || c == '~') {
        b.append((char) c);
      } else if (c == ' ') {
        b.append('+');
      } else {
        b.append('%').append(HEX[c >> 4]).append(HEX[c & 15]);
      }
    }
    return b.toString();
  }

  static String unescape(String s) throws BuiltinException {
    byte[] in = s.getBytes(StandardCharsets.UTF_8);
    ByteArrayOutputStream out = new ByteArrayOutputStream(in.length);
    for (int i = 0; i < in.length; i++) {
      int c = in[i];
      if (c == '+') {
        out.write(' ');
      } else if (c == '%') {
        int hi = i + 1 < in.length ? Character.digit(in[i + 1], 16) : -1;
        int lo = i + 2 < in.length ? Character.digit(in[i + 2], 16) : -1;
        if (hi < 0 || lo < 0) {
          String bad = new String(in, i, Math.min(3, in.length - i), StandardCharsets.UTF_8);
          throw BuiltinException.error("invalid URL escape \"" + bad + "\"");
        }
        out.write(hi << 4 | lo);
        i += 2;
      } else {
        out.write(c);
      }
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  /** Go's url.ParseQuery: the first bad pair is the error; ';' separators are rejected. */
  static Map<String, List<String>> parse(String query) throws BuiltinException {
    Map<String, List<String>> out = new LinkedHashMap<>();
    BuiltinException first = null;
    for (String pair : query.split("&", -1)) {
      if (pair.isEmpty()) {
        continue;
      }
      if (pair.indexOf(';') >= 0) {
        if (first == null) {
          first = BuiltinException.error("invalid semicolon separator in query");
        }
        continue;
      }
      int eq = pair.indexOf('=');
      try {
        String key = unescape(eq < 0 ? pair : pair.substring(0, eq));
        String value = eq < 0 ? "" : unescape(pair.substring(eq + 1));
        out.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
      } catch (BuiltinException e) {
        first = first != null ? first : e;
      }
    }
    if (first != null) {
      throw first;
    }
    return out;
  }
}
