package dev.cairn.engine.builtins;

/** glob.match and glob.quote_meta. */
final class GlobBuiltins {
  private GlobBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
