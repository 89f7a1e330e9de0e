package dev.cairn.cfnlint;

import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.regex.Pattern;

/**
 * The address formats as cfn-lint checks them, which is Python's {@code ipaddress}: an IPv4 address
 * is four decimal octets without leading zeros; a network is an address with an optional {@code /}
 * and a prefix length (or, for IPv4, a netmask or host mask in dotted form), and, being strict, no
 * bits set beyond the prefix ({@code 192.168.1.0/0} is not a network).
 */
final class Networks {
  private static final Pattern IPV6_CHARS = Pattern.compile("[0-9a-fA-F:.]{2,45}");
  private static final Pattern DIGITS = Pattern.compile("[0-9]{1,5}");

  private Networks() {}

  static boolean ipv4Address(String text) {
    return ipv4(text) >= 0;
  }

  static boolean ipv6Address(String text) {
    return ipv6(text) != null;
  }

  static boolean ipv4Network(String text) {
    int slash = text.indexOf('/');
    long address = ipv4(slash < 0 ? text : text.substring(0, slash));
    if (address < 0) {
      return false;
    }
    if (slash < 0) {
      return true;
    }
    int prefix = ipv4Prefix(text.substring(slash + 1));
    return prefix >= 0 && (address & ~mask(prefix, 32).longValue() & 0xFFFF_FFFFL) == 0;
  }

  static boolean ipv6Network(String text) {
    int slash = text.indexOf('/');
    BigInteger address = ipv6(slash < 0 ? text : text.substring(0, slash));
    if (address == null) {
      return false;
    }
    if (slash < 0) {
      return true;
    }
    String p = text.substring(slash + 1);
    if (!DIGITS.matcher(p).matches() || Integer.parseInt(p) > 128) {
      return false;
    }
    return address.and(mask(Integer.parseInt(p), 128).not()).and(mask(128, 128)).signum() == 0;
  }

  /** The address as a number, or -1: four octets of 1 to 3 digits, 0 to 255, no leading zero. */
  private static long ipv4(String text) {
    String[] octets = text.split("\\.", -1);
    if (octets.length != 4) {
      return -1;
    }
    long value = 0;
    for (String o : octets) {
      if (o.isEmpty() || o.length() > 3 || (o.length() > 1 && o.charAt(0) == '0')) {
        return -1;
      }
      for (int i = 0; i < o.length(); i++) {
        if (o.charAt(i) < '0' || o.charAt(i) > '9') {
          return -1;
        }
      }
      int n = Integer.parseInt(o);
      if (n > 255) {
        return -1;
      }
      value = value << 8 | n;
    }
    return value;
  }

  /** A prefix length (digits, 0 to 32) or a netmask or host mask in dotted form, as a length; -1 if neither. */
  private static int ipv4Prefix(String p) {
    if (DIGITS.matcher(p).matches()) {
      int n = Integer.parseInt(p);
      return n <= 32 ? n : -1;
    }
    long m = ipv4(p);
    if (m < 0) {
      return -1;
    }
    for (int n = 0; n <= 32; n++) {
      long net = mask(n, 32).longValue();
      if (m == net || m == (~net & 0xFFFF_FFFFL)) {
        return n;
      }
    }
    return -1;
  }

  /** The address as a number, or null; the JDK parses it (a literal: never looked up). */
  private static BigInteger ipv6(String text) {
    if (!IPV6_CHARS.matcher(text).matches() || !text.contains(":")) {
      return null;
    }
    try {
      byte[] bytes = InetAddress.getByName(text).getAddress();
      if (bytes.length == 4) {
        // an IPv4-mapped address (::ffff:1.2.3.4), which the JDK hands back as IPv4
        byte[] mapped = new byte[16];
        mapped[10] = (byte) 0xff;
        mapped[11] = (byte) 0xff;
        System.arraycopy(bytes, 0, mapped, 12, 4);
        bytes = mapped;
      }
      return new BigInteger(1, bytes);
    } catch (UnknownHostException e) {
      return null;
    }
  }

  /** {@code bits} ones followed by zeros, {@code width} bits wide. */
  private static BigInteger mask(int bits, int width) {
    return BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE).shiftLeft(width - bits);
  }
}
