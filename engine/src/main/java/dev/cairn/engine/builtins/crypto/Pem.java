package dev.cairn.engine.builtins.crypto;

import dev.cairn.engine.builtins.gocompat.GoBase64;

/**
 * Go's encoding/pem.Decode: the first well-formed block in the text and what follows it. Blocks
 * that do not parse are skipped, as Go does.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class Pem {
  private static final String BEGIN = "-----BEGIN ";
  private static final String END = "\n-----END ";
  private static final String DASHES = "-----";

  private Pem() {}

  /** @param rest the text after the block's END line */
  public record Block(String type, byte[] bytes, String rest) {}

  public static Block decode(String data) {
    String rest = data;
    while (true) {
      if (rest.startsWith(BEGIN)) {
        rest = rest.substring(BEGIN.length());
      } else {
        int i = rest.indexOf("\n" + BEGIN);
        if (i < 0) {
          return null;
        }
        rest = rest.substring(i + 1 + BEGIN.length());
      }
      String[] line = line(rest);
      String typeLine = line[0];
      rest = line[1];
      if (!typeLine.endsWith(DASHES)) {
        continue;
      }
      String type = typeLine.substring(0, typeLine.length() - DASHES.length());
      boolean headers = false;
      while (!rest.isEmpty()) {
        String[] h = line(rest);
        if (h[0].indexOf(':') < 0) {
          break;
        }
        headers = true;
        rest = h[1];
      }
      int endIndex;
      int trailer;
      if (!headers && rest.startsWith(END.substring(1))) {
        endIndex = 0;
        trailer = END.length() - 1;
      } else {
        endIndex = rest.indexOf(END);
        trailer = endIndex + END.length();
      }
      if (endIndex < 0) {
        continue;
      }
      String endTrailer = rest.substring(trailer);
      if (!endTrailer.startsWith(type + DASHES)) {
        continue;
      }
      String afterEnd = endTrailer.substring(type.length() + DASHES.length());
      String[] endLine = line(afterEnd);
      if (!endLine[0].isEmpty()) {
        continue;
      }
      String body = rest.substring(0, endIndex).replace(" ", "").replace("\t", "");
      try {
        return new Block(type, GoBase64.decodeStd(body), endLine[1]);
      } catch (GoBase64.CorruptInput e) {
        // Go skips a block whose body is not base64 and looks for the next one.
      }
    }
  }

  /** Go's getLine: the line without trailing spaces, tabs and CR, and the text after it. */
  private static String[] line(String s) {
    int nl = s.indexOf('\n');
    String l = nl < 0 ? s : s.substring(0, nl);
    String rest = nl < 0 ? "" : s.substring(nl + 1);
    int e = l.length();
    while (e > 0 && " \t\r".indexOf(l.charAt(e - 1)) >= 0) {
      e--;
    }
    return new String[] {l.substring(0, e), rest};
  }
}
