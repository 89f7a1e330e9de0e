package dev.cairn.conftest;

import java.util.Collection;
import java.util.regex.Pattern;

/**
 * Namespace selection as conftest does it: a name selects its package; {@code *} matches any run
 * of characters and {@code ?} one character ({@code ma*} selects {@code main}, {@code *} all).
 */
public final class NamespaceGlob {
  private NamespaceGlob() {}

  public static boolean matchesAny(Collection<String> patterns, String namespace) {
    for (String p : patterns) {
      if (matches(p, namespace)) {
        return true;
      }
    }
    return false;
  }

  public static boolean matches(String pattern, String namespace) {
    if (pattern.indexOf('*') < 0 && pattern.indexOf('?') < 0) {
      return pattern.equals(namespace);
    }
    StringBuilder re = new StringBuilder();
    for (String part : pattern.split("((?<=[*?])|(?=[*?]))")) {
      re.append(part.equals("*") ? ".*" : part.equals("?") ? "." : Pattern.quote(part));
    }
    return Pattern.matches(re.toString(), namespace);
  }
}
