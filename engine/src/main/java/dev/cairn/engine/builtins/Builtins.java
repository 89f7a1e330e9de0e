package dev.cairn.engine.builtins;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The built-in functions one policy may call: OPA's ({@link BuiltinTable}) and the extensions its
 * builder was given (conftest's {@code parse_config}, a test helper), as cel-java's function
 * bindings per runtime and OPA's {@code rego.Function} per query. Immutable; a policy compiled
 * with extensions never makes them visible to another.
 */
public final class Builtins {
  private static final Builtins STANDARD = new Builtins(Map.of());

  private final Map<String, Builtin> extensions;

  private Builtins(Map<String, Builtin> extensions) {
    this.extensions = extensions;
  }

  /** OPA's built-ins only. */
  public static Builtins standard() {
    return STANDARD;
  }

  /**
   * OPA's built-ins and {@code extensions}; a later extension of a name replaces an earlier one.
   *
   * @throws IllegalArgumentException when an extension has the name of one of OPA's built-ins
   */
  public static Builtins with(List<Builtin> extensions) {
    if (extensions.isEmpty()) {
      return STANDARD;
    }
    Map<String, Builtin> m = new TreeMap<>();
    for (Builtin b : extensions) {
      if (BuiltinTable.lookup(b.name()) != null) {
        throw new IllegalArgumentException("cannot replace the standard built-in " + b.name());
      }
      m.put(b.name(), b);
    }
    return new Builtins(Collections.unmodifiableMap(m));
  }

  /** The built-in called {@code name}, or null. */
  public Builtin lookup(String name) {
    Builtin b = BuiltinTable.lookup(name);
    return b != null || extensions.isEmpty() ? b : extensions.get(name);
  }

  /** The extensions, sorted by name. */
  public Collection<Builtin> extensions() {
    return extensions.values();
  }
}
