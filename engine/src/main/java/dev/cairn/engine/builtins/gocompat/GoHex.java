package dev.cairn.engine.builtins.gocompat;

import dev.cairn.engine.builtins.BuiltinException;
import java.nio.charset.StandardCharsets;

/**
 * Hex as Go's encoding/hex, with its error messages.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class GoHex {
  private static final char[] DIGITS = "0123456789abcdef".toCharArray();

  private GoHex() {}

  public static String encode(byte[] b) {
    char[] out = new char[b.length * 2];
    for (int i = 0; i < b.length; i++) {
      out[2 * i] = DIGITS[(b[i] >> 4) & 15];
      out[2 * i + 1] = DIGITS[b[i] & 15];
    }
    return new String(out);
  }

  public static byte[] decode(String s) throws BuiltinException {
    byte[] src = s.getBytes(StandardCharsets.UTF_8);
    byte[] out = new byte[src.length / 2];
    for (int j = 1; j < src.length; j += 2) {
      int hi = digit(src[j - 1]);
      int lo = digit(src[j]);
      out[j / 2] = (byte) (hi << 4 | lo);
    }
    if (src.length % 2 == 1) {
      digit(src[src.length - 1]);
      throw BuiltinException.error("encoding/hex: odd length hex string");
    }
    return out;
  }

  private static int digit(byte b) throws BuiltinException {
    int d = Character.digit(b & 0xff, 16);
    if (d < 0 || (b & 0xff) > 0x7f) {
      int c = b & 0xff;
      String shown = c >= 0x20 && c != 0x7f ? " '" + (char) c + "'" : "";
      throw BuiltinException.error(String.format("encoding/hex: invalid byte: U+%04X%s", c, shown));
    }
    return d;
  }
}
