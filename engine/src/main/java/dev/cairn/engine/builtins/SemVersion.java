package dev.cairn.engine.builtins;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A semantic version as OPA's semver package reads it: MAJOR.MINOR.PATCH as 64-bit integers
 * (leading zeros and signs tolerated, as Go's ParseInt does), then optional -prerelease and
 * +metadata made of dot-separated [0-9A-Za-z-] identifiers.
 */
record SemVersion(long major, long minor, long patch, String preRelease) implements Comparable<SemVersion> {
  private static final Pattern IDENTIFIER = Pattern.compile("[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*");
  private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");

  /** The version, or null when the text is not one. */
  static SemVersion parse(String s) {
    String metadata = "";
    int plus = s.indexOf('+');
    if (plus >= 0) {
      metadata = s.substring(plus + 1);
      s = s.substring(0, plus);
    }
    String pre = "";
    int dash = s.indexOf('-');
    if (dash >= 0) {
      pre = s.substring(dash + 1);
      s = s.substring(0, dash);
    }
    String[] parts = s.split("\\.", 3);
    if (parts.length != 3 || !validIdentifier(pre) || !validIdentifier(metadata)) {
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
        return null;
      }
    }
    return new SemVersion(n[0], n[1], n[2], pre);
  }

  private static boolean validIdentifier(String id) {
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
    if (c != 0) {
      return c;
    }
    if (preRelease.isEmpty() || o.preRelease.isEmpty()) {
      return Boolean.compare(preRelease.isEmpty(), o.preRelease.isEmpty());
    }
    return comparePreRelease(Arrays.asList(preRelease.split("\\.", -1)),
        Arrays.asList(o.preRelease.split("\\.", -1)));
  }

  /** Numeric identifiers sort before others; equal numbers still compare as text ("01" < "1"). */
  private static int comparePreRelease(List<String> a, List<String> b) {
    for (int i = 0; ; i++) {
      if (i == a.size() || i == b.size()) {
        return Integer.compare(a.size(), b.size());
      }
      String x = a.get(i);
      String y = b.get(i);
      Long xi = atoi(x);
      Long yi = atoi(y);
      if (xi != null && yi == null) {
        return -1;
      }
      if (xi == null && yi != null) {
        return 1;
      }
      if (xi != null) {
        int c = Long.compare(xi, yi);
        if (c != 0) {
          return c;
        }
      }
      int c = x.compareTo(y);
      if (c != 0) {
        return Integer.signum(c);
      }
    }
  }

  private static Long atoi(String s) {
    if (!INTEGER.matcher(s).matches()) {
      return null;
    }
    try {
      return Long.parseLong(s);
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
