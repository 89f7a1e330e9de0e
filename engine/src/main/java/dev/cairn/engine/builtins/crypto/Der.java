package dev.cairn.engine.builtins.crypto;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A minimal DER reader for the X.509 structures the crypto built-ins take apart: one element is a
 * tag, its header and content; constructed elements list their children. Malformed input raises
 * {@link Malformed}.
 */
final class Der {
  static final int INTEGER = 0x02;
  static final int BIT_STRING = 0x03;
  static final int OCTET_STRING = 0x04;
  static final int OID = 0x06;
  static final int SEQUENCE = 0x30;
  static final int SET = 0x31;

  private final byte[] data;
  private final int tag;
  private final int start;
  private final int contentStart;
  private final int end;

  private Der(byte[] data, int tag, int start, int contentStart, int end) {
    this.data = data;
    this.tag = tag;
    this.start = start;
    this.contentStart = contentStart;
    this.end = end;
  }

  /** The structure was not valid DER. */
  static final class Malformed extends Exception {
    Malformed(String message) {
      super(message, null, false, false);
    }
  }

  /** The single element filling {@code data}. */
  static Der parse(byte[] data) throws Malformed {
    Der d = at(data, 0, data.length);
    if (d.end != data.length) {
      throw new Malformed("trailing data");
    }
    return d;
  }

  /** The elements laid end to end in {@code data}. */
  static List<Der> parseAll(byte[] data) throws Malformed {
    List<Der> out = new ArrayList<>();
    int pos = 0;
    while (pos < data.length) {
      Der d = at(data, pos, data.length);
      out.add(d);
      pos = d.end;
    }
    return out;
  }

  private static Der at(byte[] data, int pos, int limit) throws Malformed {
    if (pos + 2 > limit) {
      throw new Malformed("data truncated");
    }
    int tag = data[pos] & 0xff;
    if ((tag & 0x1f) == 0x1f) {
      throw new Malformed("high-tag-number form not supported");
    }
    int len = data[pos + 1] & 0xff;
    int p = pos + 2;
    if (len >= 0x80) {
      int n = len & 0x7f;
      if (n == 0 || n > 4 || p + n > limit) {
        throw new Malformed("invalid length");
      }
      len = 0;
      for (int i = 0; i < n; i++) {
        len = len << 8 | (data[p++] & 0xff);
      }
      if (len < 0) {
        throw new Malformed("invalid length");
      }
    }
    if (len > limit - p) {
      throw new Malformed("data truncated");
    }
    return new Der(data, tag, pos, p, p + len);
  }

  int tag() {
    return tag;
  }

  boolean isContext(int n) {
    return (tag & 0xc0) == 0x80 && (tag & 0x1f) == n;
  }

  List<Der> children() throws Malformed {
    List<Der> out = new ArrayList<>();
    int pos = contentStart;
    while (pos < end) {
      Der d = at(data, pos, end);
      out.add(d);
      pos = d.end;
    }
    return out;
  }

  Der child(int i) throws Malformed {
    List<Der> c = children();
    if (i >= c.size()) {
      throw new Malformed("missing element");
    }
    return c.get(i);
  }

  /** The whole element, header included. */
  byte[] encoded() {
    return Arrays.copyOfRange(data, start, end);
  }

  byte[] content() {
    return Arrays.copyOfRange(data, contentStart, end);
  }

  BigInteger integer() throws Malformed {
    expect(INTEGER);
    if (end == contentStart) {
      throw new Malformed("empty integer");
    }
    return new BigInteger(content());
  }

  /** BIT STRING bytes without the unused-bits octet. */
  byte[] bits() throws Malformed {
    expect(BIT_STRING);
    if (end == contentStart) {
      throw new Malformed("empty bit string");
    }
    return Arrays.copyOfRange(data, contentStart + 1, end);
  }

  int[] oid() throws Malformed {
    expect(OID);
    List<Integer> arcs = new ArrayList<>();
    long v = 0;
    for (int i = contentStart; i < end; i++) {
      v = v << 7 | (data[i] & 0x7f);
      if ((data[i] & 0x80) == 0) {
        if (arcs.isEmpty()) {
          int first = v < 80 ? (int) (v / 40) : 2;
          arcs.add(first);
          arcs.add((int) (v - 40L * first));
        } else {
          arcs.add((int) v);
        }
        v = 0;
      }
    }
    return arcs.stream().mapToInt(Integer::intValue).toArray();
  }

  static String oidText(int[] oid) {
    StringBuilder b = new StringBuilder();
    for (int arc : oid) {
      if (b.length() > 0) {
        b.append('.');
      }
      b.append(arc);
    }
    return b.toString();
  }

  /** A directory string (Printable, UTF8, IA5, T61, BMP, Universal) as text. */
  String string() {
    byte[] c = content();
    return switch (tag) {
      case 0x1e -> new String(c, StandardCharsets.UTF_16BE);
      case 0x14 -> new String(c, StandardCharsets.ISO_8859_1);
      case 0x1c -> new String(c, java.nio.charset.Charset.forName("UTF-32BE"));
      default -> new String(c, StandardCharsets.UTF_8);
    };
  }

  boolean bool() {
    return end > contentStart && data[contentStart] != 0;
  }

  private void expect(int t) throws Malformed {
    if (tag != t) {
      throw new Malformed("tag mismatch");
    }
  }
}
