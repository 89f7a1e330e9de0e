package dev.cairn.lsp;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The workspace's settings, from the client's {@code initializationOptions} or a {@code
 * workspace/didChangeConfiguration} (both as {@code {"cairn": {...}}} or the inner object):
 * {@code policies} and {@code data} (paths, relative to the workspace root), {@code namespaces},
 * {@code allNamespaces}, {@code checks} (which kinds run: rego, constraints, guard, schemas; the
 * schemas only when named, as {@code cairn scan --schemas}), {@code debounceMillis}.
 *
 * @param policies absolute policy paths ({@code policy/} under the root when none is given)
 */
record LspSettings(
    List<Path> policies,
    List<Path> data,
    List<String> namespaces,
    boolean allNamespaces,
    Set<CheckKind> checks,
    long debounceMillis) {
  static final long DEFAULT_DEBOUNCE_MILLIS = 250;

  LspSettings {
    policies = List.copyOf(policies);
    data = List.copyOf(data);
    namespaces = List.copyOf(namespaces);
    checks = checks.isEmpty() ? Set.of() : Set.copyOf(checks);
  }

  /** The defaults for a workspace: {@code policy/} under its root, every kind but the schemas. */
  static LspSettings defaults(Path root) {
    return new LspSettings(
        List.of(root.resolve("policy")), List.of(), List.of(), false, CheckKind.DEFAULTS, DEFAULT_DEBOUNCE_MILLIS);
  }

  /**
   * The settings a client sent, the defaults for what it left out.
   *
   * @throws IllegalArgumentException naming the setting that has the wrong type or an unknown value
   */
  static LspSettings from(JsonElement json, Path root) {
    LspSettings d = defaults(root);
    if (json == null || !json.isJsonObject()) {
      return d;
    }
    JsonObject o = json.getAsJsonObject();
    if (o.has("cairn") && o.get("cairn").isJsonObject()) {
      o = o.getAsJsonObject("cairn");
    }
    List<String> policies = strings(o, "policies");
    List<String> checkNames = strings(o, "checks");
    Set<CheckKind> checks = EnumSet.noneOf(CheckKind.class);
    for (String name : checkNames) {
      checks.add(CheckKind.named(name));
    }
    return new LspSettings(
        policies.isEmpty() ? d.policies() : policies.stream().map(root::resolve).toList(),
        strings(o, "data").stream().map(root::resolve).toList(),
        strings(o, "namespaces"),
        bool(o, "allNamespaces"),
        o.has("checks") ? checks : d.checks(),
        o.has("debounceMillis") ? number(o, "debounceMillis") : d.debounceMillis());
  }

  /** Whether a file is one of the policies (under a policy path), not an input to check. */
  boolean isPolicyFile(Path file) {
    return policies.stream().anyMatch(file::startsWith);
  }

  private static List<String> strings(JsonObject o, String key) {
    JsonElement e = o.get(key);
    if (e == null || e.isJsonNull()) {
      return List.of();
    }
    if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
      return List.of(e.getAsString());
    }
    if (!e.isJsonArray()) {
      throw new IllegalArgumentException("setting cairn." + key + " must be a list of strings");
    }
    JsonArray a = e.getAsJsonArray();
    List<String> out = new ArrayList<>(a.size());
    for (JsonElement x : a) {
      if (!x.isJsonPrimitive() || !x.getAsJsonPrimitive().isString()) {
        throw new IllegalArgumentException("setting cairn." + key + " must be a list of strings");
      }
      out.add(x.getAsString());
    }
    return out;
  }

  private static boolean bool(JsonObject o, String key) {
    JsonElement e = o.get(key);
    if (e == null || e.isJsonNull()) {
      return false;
    }
    if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) {
      throw new IllegalArgumentException("setting cairn." + key + " must be true or false");
    }
    return e.getAsBoolean();
  }

  private static long number(JsonObject o, String key) {
    JsonElement e = o.get(key);
    if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber() || e.getAsLong() < 0) {
      throw new IllegalArgumentException("setting cairn." + key + " must be a number of milliseconds, 0 or more");
    }
    return e.getAsLong();
  }

  /** The kinds of check, as the settings name them. */
  enum CheckKind {
    REGO,
    CONSTRAINTS,
    GUARD,
    SCHEMAS;

    static final Set<CheckKind> DEFAULTS = EnumSet.of(REGO, CONSTRAINTS, GUARD);

    static CheckKind named(String name) {
      try {
        return valueOf(name.toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "setting cairn.checks: unknown check \"" + name + "\" (known: rego, constraints, guard, schemas)");
      }
    }
  }
}
