package dev.cairn.engine.builtins.gocompat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * Base64 as Go's encoding/base64 does it: decoding skips CR and LF, requires padding for the
 * padded encodings, and reports the offending input byte as "illegal base64 data at input byte
 * N", which OPA passes through as its error message.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class GoBase64 {
  private static final int[] STD = table("+/");
  private static final int[] URL = table("-_");

  private GoBase64() {}

  /** The input was not base64; the message is Go's. */
  public static final class CorruptInput extends Exception {
    CorruptInput(long offset) {
      super("illegal base64 data at input byte " + offset, null, false, false);
    }
  }

  private static int[] table(String lastTwo) {
    String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" + lastTwo;
    int[] t = new int[256];
    java.util.Arrays.fill(t, -1);
    for (int i = 0; i < alphabet.length(); i++) {
      t[alphabet.charAt(i)] = i;
    }
    return t;
  }

  public static String encodeStd(byte[] data) {
    return Base64.getEncoder().encodeToString(data);
  }

  public static String encodeUrl(byte[] data) {
    return Base64.getUrlEncoder().encodeToString(data);
  }

  public static String encodeUrlNoPad(byte[] data) {
    return Base64.getUrlEncoder().withoutPadding().encodeToString(data);
  }

  public static byte[] decodeStd(String s) throws CorruptInput {
    return decode(s.getBytes(StandardCharsets.UTF_8), STD, true);
  }

  public static byte[] decodeUrl(String s) throws CorruptInput {
    return decode(s.getBytes(StandardCharsets.UTF_8), URL, true);
  }

  public static byte[] decodeUrlNoPad(String s) throws CorruptInput {
    return decode(s.getBytes(StandardCharsets.UTF_8), URL, false);
  }

  /** Go's decoder, quantum by quantum, so error offsets match. */
  private static byte[] decode(byte[] src, int[] map, boolean padded) throws CorruptInput {
    ByteArrayOutputStream out = new ByteArrayOutputStream(src.length * 3 / 4 + 3);
    int si = 0;
    while (true) {
      int[] quantum = new int[4];
      int dlen = 4;
      boolean last = false;
      for (int j = 0; j < 4; j++) {
        if (si == src.length) {
          if (j == 0) {
            return out.toByteArray();
          }
          if (j == 1 || padded) {
            throw new CorruptInput(si - j);
          }
          dlen = j;
          last = true;
          break;
        }
        int in = src[si] & 0xff;
        si++;
        if (map[in] >= 0) {
          quantum[j] = map[in];
          continue;
        }
        if (in == '\n' || in == '\r') {
          j--;
          continue;
        }
        if (in != '=' || !padded) {
          throw new CorruptInput(si - 1);
        }
        // Padding: only valid after two or three symbols, and nothing but newlines may follow.
        if (j == 0 || j == 1) {
          throw new CorruptInput(si - 1);
        }
        if (j == 2) {
          si = skipNewlines(src, si);
          if (si == src.length) {
            throw new CorruptInput(src.length);
          }
          if (src[si] != '=') {
            throw new CorruptInput(si - 1);
          }
          si++;
        }
        si = skipNewlines(src, si);
        if (si < src.length) {
          throw new CorruptInput(si);
        }
        dlen = j;
        last = true;
        break;
      }
      int v = quantum[0] << 18 | quantum[1] << 12 | quantum[2] << 6 | quantum[3];
      out.write(v >> 16);
      if (dlen > 2) {
        out.write(v >> 8);
      }
      if (dlen > 3) {
        out.write(v);
      }
      if (last) {
        return out.toByteArray();
      }
    }
  }

  private static int skipNewlines(byte[] src, int si) {
    while (si < src.length && (src[si] == '\n' || src[si] == '\r')) {
      si++;
    }
    return si;
  }
}
