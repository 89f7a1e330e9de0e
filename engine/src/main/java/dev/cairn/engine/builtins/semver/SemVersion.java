package dev.cairn.engine.builtins.semver;

import java.math.BigInteger;
import java.util.regex.Pattern;

/**
 * A semantic version as OPA's semver package reads it: an optional leading "v", MAJOR.MINOR.PATCH
 * as 64-bit integers (Go's ParseInt, so a sign or leading zeros are tolerated), then optional
 * -prerelease and +metadata made of dot-separated [0-9A-Za-z-] identifiers.
 */
record SemVersion(long major, long minor, long patch, String preRelease)
    implements Comparable<SemVersion> {
  private static final Pattern IDENTIFIER = Pattern.compile("[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*");
  private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");

  /** The version, or null when the text is not one. */
  static SemVersion parse(String s) {
    if (s.startsWith("v")) {
      s = s.substring(1);
    }
    int plus = s.indexOf('+');
    if (plus >= 0) {
      if (!identifiers(s.substring(plus + 1))) {
        return null;
      }
      s = s.substring(0, plus);
    }
    String pre = "";
    int dash = s.indexOf('-');
    if (dash >= 0) {
      pre = s.substring(dash + 1);
      if (!identifiers(pre)) {
        return null;
      }
      s = s.substring(0, dash);
    }
    String[] parts = s.split("\\.", -1);
    if (parts.length != 3) {
      return null;
    }
    long[] n = new long[3];
    for (int i = 0; i < 3; i++) {
      if (!INTEGER.matcher(parts[i]).matches()) {
        return null;
      }
      try {
        n[i] = Long.parseLong(parts[i]);
      } catch (NumberFormatException e) {
        return null; // out of int64 range
      }
    }
    return new SemVersion(n[0], n[1], n[2], pre);
  }

  /** Empty (absent) or valid dot-separated identifiers. */
  private static boolean identifiers(String id) {
    return id.isEmpty() || IDENTIFIER.matcher(id).matches();
  }

  @Override
  public int compareTo(SemVersion o) {
    int c = Long.compare(major, o.major);
    if (c == 0) {
      c = Long.compare(minor, o.minor);
    }
    if (c == 0) {
      c = Long.compare(patch, o.patch);
    }
    if (c != 0 || preRelease.equals(o.preRelease)) {
      return Integer.signum(c);
    }
    if (preRelease.isEmpty() || o.preRelease.isEmpty()) {
      return preRelease.isEmpty() ? 1 : -1; // a release outranks its pre-releases
    }
    return comparePreRelease(preRelease.split("\\.", -1), o.preRelease.split("\\.", -1));
  }

  /** Numeric identifiers (compared as numbers) sort before alphanumeric ones (compared as text). */
  private static int comparePreRelease(String[] a, String[] b) {
    for (int i = 0; i < Math.min(a.length, b.length); i++) {
      boolean an = isDecimal(a[i]);
      boolean bn = isDecimal(b[i]);
      int c;
      if (an != bn) {
        c = an ? -1 : 1;
      } else if (an) {
        c = new BigInteger(a[i]).compareTo(new BigInteger(b[i]));
      } else {
        c = a[i].compareTo(b[i]);
      }
      if (c != 0) {
        return Integer.signum(c);
      }
    }
    return Integer.compare(a.length, b.length);
  }

  private static boolean isDecimal(String s) {
    return !s.isEmpty() && s.chars().allMatch(ch -> ch >= '0' && ch <= '9');
  }
}
