package dev.cairn.constraints;

/** Gatekeeper's name glob: {@code kube-*} (prefix), {@code *-system} (suffix), {@code *x*}, or exact. */
final class Wildcard {
  private Wildcard() {}

  static boolean matches(String pattern, String candidate) {
    boolean star0 = pattern.startsWith("*");
    boolean star1 = pattern.length() > (star0 ? 1 : 0) && pattern.endsWith("*");
    if (star0 && star1) {
      return candidate.contains(pattern.substring(1, pattern.length() - 1));
    }
    if (star0) {
      return candidate.endsWith(pattern.substring(1));
    }
    if (star1) {
      return candidate.startsWith(pattern.substring(0, pattern.length() - 1));
    }
    return pattern.equals(candidate);
  }
}
