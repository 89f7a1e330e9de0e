package dev.cairn.engine.builtins;

/** uuid.rfc4122 (stable within one evaluation) and uuid.parse. */
final class UuidBuiltins {
  private UuidBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
