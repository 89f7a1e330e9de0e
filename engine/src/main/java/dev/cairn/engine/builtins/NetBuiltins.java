package dev.cairn.engine.builtins;

/** net.cidr_* functions. */
final class NetBuiltins {
  private NetBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
