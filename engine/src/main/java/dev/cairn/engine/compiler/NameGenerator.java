package dev.cairn.engine.compiler;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Fresh variable names for one compilation. Generated names start with {@code $}, which no
 * source variable can, and remember the user name they replace so errors can use it.
 */
final class NameGenerator {
  private final Set<String> used = new HashSet<>();
  private final Map<String, String> userNames = new HashMap<>();
  private int counter;

  /** A fresh name for the user variable {@code name}. */
  String fresh(String name) {
    String g;
    do {
      g = "$" + name + (++counter);
    } while (!used.add(g));
    userNames.put(g, name);
    return g;
  }

  /** A fresh name for a term the compiler moves before a negated expression. */
  String hoisted() {
    String g;
    do {
      g = "$h" + (++counter);
    } while (!used.add(g));
    userNames.put(g, g);
    return g;
  }

  /** A fresh name for a wildcard {@code _}. */
  String wildcard() {
    String g;
    do {
      g = "$w" + (++counter);
    } while (!used.add(g));
    userNames.put(g, g);
    return g;
  }

  /** The user's name for {@code name}: itself unless it was generated for a user variable. */
  String userName(String name) {
    return userNames.getOrDefault(name, name);
  }

  /** True when {@code name} is a generated name with no user name behind it (a wildcard). */
  boolean isAnonymous(String name) {
    return name.startsWith("$") && userName(name).startsWith("$");
  }
}
