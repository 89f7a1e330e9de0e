package dev.cairn.locator;

import java.io.IOException;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Turns bytes or a reader into the text the parsers see: decoded strictly, byte order mark removed. */
final class SourceDecoder {

  private SourceDecoder() {}

  /** UTF-8 unless a UTF-16 byte order mark says otherwise; malformed input is an error. */
  static String decode(String file, byte[] bytes) {
    Charset charset = StandardCharsets.UTF_8;
    int skip = 0;
    if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF) {
      charset = StandardCharsets.UTF_16BE;
      skip = 2;
    } else if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE) {
      charset = StandardCharsets.UTF_16LE;
      skip = 2;
    }
    CharsetDecoder decoder = charset.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes, skip, bytes.length - skip);
    CharBuffer out = CharBuffer.allocate((int) Math.min(Integer.MAX_VALUE - 16L, (long) bytes.length + 1));
    CoderResult result = decoder.decode(in, out, true);
    if (result.isError()) {
      out.flip();
      throw errorAt(file, out, "invalid " + charset.name() + " byte sequence");
    }
    decoder.flush(out);
    out.flip();
    return withoutBom(out.toString());
  }

  /** Reads at most {@code maxChars} characters; more is an error. */
  static String read(String file, Reader reader, long maxChars) throws IOException {
    StringBuilder sb = new StringBuilder();
    char[] buffer = new char[8192];
    for (int n; (n = reader.read(buffer)) >= 0; ) {
      sb.append(buffer, 0, n);
      if (sb.length() > maxChars) {
        throw new LocatorException(file, 1, 1, "larger than the limit of " + maxChars + " characters");
      }
    }
    return withoutBom(sb.toString());
  }

  static String withoutBom(String text) {
    return !text.isEmpty() && text.charAt(0) == '\uFEFF' ? text.substring(1) : text;
  }

  private static LocatorException errorAt(String file, CharSequence decoded, String reason) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < decoded.length(); i++) {
      char c = decoded.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 == decoded.length() || decoded.charAt(i + 1) != '\n'))) {
        line++;
        lineStart = i + 1;
      }
    }
    return new LocatorException(file, line, decoded.length() - lineStart + 1, reason);
  }
}
