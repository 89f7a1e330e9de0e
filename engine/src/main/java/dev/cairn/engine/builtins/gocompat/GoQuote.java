package dev.cairn.engine.builtins.gocompat;

/**
 * Go's strconv.Quote / QuoteToASCII / QuoteRune, which OPA uses to print strings.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class GoQuote {
  private GoQuote() {}

  public static String quote(String s) {
    return quote(s, '"', false);
  }

  public static String quoteToAscii(String s) {
    return quote(s, '"', true);
  }

  public static String quoteRune(int cp) {
    return quote(new String(Character.toChars(cp)), '\'', false);
  }

  private static String quote(String s, char q, boolean asciiOnly) {
    StringBuilder b = new StringBuilder(s.length() + 2).append(q);
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      i += Character.charCount(cp);
      appendEscaped(b, cp, q, asciiOnly);
    }
    return b.append(q).toString();
  }

  private static void appendEscaped(StringBuilder b, int cp, char q, boolean asciiOnly) {
    if (cp == q || cp == '\\') {
      b.append('\\').appendCodePoint(cp);
      return;
    }
    if (Character.isSurrogate((char) cp) && cp < 0x10000) {
      cp = 0xFFFD; // a lone surrogate is what Go sees as invalid UTF-8, printed as U+FFFD
    }
    if (asciiOnly ? cp < 0x7F && isPrint(cp) : isPrint(cp)) {
      b.appendCodePoint(cp);
      return;
    }
    switch (cp) {
      case 7 -> b.append("\\a");
      case '\b' -> b.append("\\b");
      case '\f' -> b.append("\\f");
      case '\n' -> b.append("\\n");
      case '\r' -> b.append("\\r");
      case '\t' -> b.append("\\t");
      case 0x0B -> b.append("\\v");
      default -> {
        if (cp < ' ' || cp == 0x7F) {
          b.append("\\x").append(hex(cp, 2));
        } else if (cp < 0x10000) {
          b.append("\\u").append(hex(cp, 4));
        } else {
          b.append("\\U").append(hex(cp, 8));
        }
      }
    }
  }

  /** unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space. */
  public static boolean isPrint(int cp) {
    if (cp == ' ') {
      return true;
    }
    switch (Character.getType(cp)) {
      case Character.UNASSIGNED, Character.CONTROL, Character.FORMAT, Character.PRIVATE_USE,
          Character.SURROGATE, Character.SPACE_SEPARATOR, Character.LINE_SEPARATOR,
          Character.PARAGRAPH_SEPARATOR:
        return false;
      default:
        return true;
    }
  }

  private static String hex(int v, int width) {
    String h = Integer.toHexString(v);
    return "0".repeat(Math.max(0, width - h.length())) + h;
  }
}
