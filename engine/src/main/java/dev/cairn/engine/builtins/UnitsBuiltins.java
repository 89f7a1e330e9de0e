package dev.cairn.engine.builtins;

/** units.parse and units.parse_bytes. */
final class UnitsBuiltins {
  private UnitsBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
