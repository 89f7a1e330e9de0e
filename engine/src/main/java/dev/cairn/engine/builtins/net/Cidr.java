package dev.cairn.engine.builtins.net;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * An IP network as Go's net package sees it: a 4- or 16-byte address and a prefix length. Parsing
 * and printing follow Go (no leading zeros in IPv4 octets, RFC 5952 IPv6 text, IPv4-mapped
 * addresses printed dotted) and never touch DNS.
 *
 * @param address the address as written, unmasked (Go keeps it so for default-mask networks)
 * @param prefix the prefix length in bits
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public record Cidr(byte[] address, int prefix) {

  int bits() {
    return address.length * 8;
  }

  /** Go's net.ParseCIDR; null when {@code s} is not a CIDR. The address is masked. */
  static Cidr parse(String s) {
    int slash = s.indexOf('/');
    if (slash < 0) {
      return null;
    }
    String addr = s.substring(0, slash);
    byte[] ip = addr.indexOf(':') >= 0 ? parseIpv6(addr) : parseIpv4(addr);
    String len = s.substring(slash + 1);
    if (ip == null || len.isEmpty() || len.length() > 8
        || !len.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return null;
    }
    int n = Integer.parseInt(len);
    if (n > ip.length * 8) {
      return null;
    }
    return new Cidr(mask(ip, n), n);
  }

  /** Go's net.ParseIP, as 4 bytes for IPv4 and IPv4-mapped IPv6, else 16; null when invalid. */
  public static byte[] parseIp(String s) {
    byte[] ip = s.indexOf(':') >= 0 ? parseIpv6(s) : parseIpv4(s);
    return ip == null ? null : to4(ip);
  }

  static byte[] to4(byte[] ip) {
    if (ip.length == 16 && isMapped(ip)) {
      return Arrays.copyOfRange(ip, 12, 16);
    }
    return ip;
  }

  private static boolean isMapped(byte[] ip) {
    for (int i = 0; i < 10; i++) {
      if (ip[i] != 0) {
        return false;
      }
    }
    return ip[10] == (byte) 0xff && ip[11] == (byte) 0xff;
  }

  private static byte[] parseIpv4(String s) {
    String[] parts = s.split("\\.", -1);
    if (parts.length != 4) {
      return null;
    }
    byte[] out = new byte[4];
    for (int i = 0; i < 4; i++) {
      String p = parts[i];
      if (p.isEmpty() || p.length() > 3 || (p.length() > 1 && p.charAt(0) == '0')
          || !p.chars().allMatch(c -> c >= '0' && c <= '9')) {
        return null;
      }
      int v = Integer.parseInt(p);
      if (v > 255) {
        return null;
      }
      out[i] = (byte) v;
    }
    return out;
  }

  private static byte[] parseIpv6(String s) {
    byte[] out = new byte[16];
    int ellipsis = -1;
    int n = 0;
    int i = 0;
    if (s.startsWith("::")) {
      ellipsis = 0;
      i = 2;
      if (i == s.length()) {
        return out;
      }
    }
    while (i < s.length()) {
      int j = i;
      while (j < s.length() && Character.digit(s.charAt(j), 16) >= 0 && j - i < 5) {
        j++;
      }
      if (j == i || j - i > 4) {
        return null;
      }
      if (j < s.length() && s.charAt(j) == '.') {
        // Trailing embedded IPv4 address.
        if (ellipsis < 0 && n != 12 || n + 4 > 16) {
          return null;
        }
        byte[] v4 = parseIpv4(s.substring(i));
        if (v4 == null) {
          return null;
        }
        System.arraycopy(v4, 0, out, n, 4);
        n += 4;
        i = s.length();
        break;
      }
      int v = Integer.parseInt(s.substring(i, j), 16);
      if (n + 2 > 16) {
        return null;
      }
      out[n++] = (byte) (v >> 8);
      out[n++] = (byte) v;
      i = j;
      if (i == s.length()) {
        break;
      }
      if (s.charAt(i) != ':' || i + 1 == s.length()) {
        return null;
      }
      i++;
      if (s.charAt(i) == ':') {
        if (ellipsis >= 0) {
          return null;
        }
        ellipsis = n;
        i++;
        if (i == s.length()) {
          break;
        }
      }
      if (n == 16) {
        return null;
      }
    }
    if (ellipsis >= 0) {
      if (n == 16) {
        return null;
      }
      int shift = 16 - n;
      System.arraycopy(out, ellipsis, out, ellipsis + shift, n - ellipsis);
      Arrays.fill(out, ellipsis, ellipsis + shift, (byte) 0);
    } else if (n != 16) {
      return null;
    }
    return out;
  }

  static byte[] mask(byte[] ip, int prefix) {
    byte[] out = ip.clone();
    for (int i = 0; i < out.length; i++) {
      int keep = Math.max(0, Math.min(8, prefix - 8 * i));
      out[i] &= (byte) (0xff << (8 - keep));
    }
    return out;
  }

  /** Go's IPNet.Contains: IPv4 (or mapped) addresses only match IPv4 networks. */
  boolean contains(byte[] ip) {
    byte[] x = to4(ip);
    if (x.length != address.length) {
      return false;
    }
    return Arrays.equals(mask(x, prefix), mask(address, prefix));
  }

  BigInteger first() {
    return new BigInteger(1, mask(address, prefix));
  }

  BigInteger last() {
    return first().or(BigInteger.ONE.shiftLeft(bits() - prefix).subtract(BigInteger.ONE));
  }

  byte[] lastAddress() {
    return toBytes(last(), address.length);
  }

  public static byte[] toBytes(BigInteger v, int length) {
    byte[] raw = v.toByteArray();
    byte[] out = new byte[length];
    int copy = Math.min(raw.length, length);
    System.arraycopy(raw, raw.length - copy, out, length - copy, copy);
    return out;
  }

  @Override
  public String toString() {
    return format(address) + "/" + prefix;
  }

  /** Go's net.IP.String. */
  public static String format(byte[] ip) {
    byte[] x = to4(ip);
    if (x.length == 4) {
      return (x[0] & 0xff) + "." + (x[1] & 0xff) + "." + (x[2] & 0xff) + "." + (x[3] & 0xff);
    }
    // The longest run (first one on ties) of two or more zero groups becomes "::".
    int bestStart = -1;
    int bestLen = 0;
    for (int g = 0; g < 8; ) {
      if (group(x, g) != 0) {
        g++;
        continue;
      }
      int start = g;
      while (g < 8 && group(x, g) == 0) {
        g++;
      }
      if (g - start > bestLen && g - start >= 2) {
        bestStart = start;
        bestLen = g - start;
      }
    }
    StringBuilder b = new StringBuilder();
    for (int g = 0; g < 8; g++) {
      if (g == bestStart) {
        b.append("::");
        g += bestLen - 1;
        continue;
      }
      if (b.length() > 0 && b.charAt(b.length() - 1) != ':') {
        b.append(':');
      }
      b.append(Integer.toHexString(group(x, g)));
    }
    return b.toString();
  }

  private static int group(byte[] ip, int g) {
    return (ip[2 * g] & 0xff) << 8 | (ip[2 * g + 1] & 0xff);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Cidr c && prefix == c.prefix && Arrays.equals(address, c.address);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(address) * 31 + prefix;
  }
}
