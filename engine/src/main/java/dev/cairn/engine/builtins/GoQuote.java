package dev.cairn.engine.builtins;

/** Go's strconv.Quote, which Go's error messages use to show input text. */
final class GoQuote {
  private GoQuote() {}

  static String quote(String s) {
    StringBuilder b = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); ) {
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20 || c == 0x7f) {
            b.append(String.format("\\x%02x", c));
          } else if (Character.isISOControl(c) || !Character.isDefined(c)) {
            b.append(c > 0xffff ? String.format("\\U%08x", c) : String.format("\\u%04x", c));
          } else {
            b.appendCodePoint(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }
}
