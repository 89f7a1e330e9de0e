package dev.cairn.engine.builtins;

/** regex.* with RE2/J, compiled patterns cached. */
final class RegexBuiltins {
  private RegexBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
