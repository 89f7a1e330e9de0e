package dev.cairn.engine.builtins;

/** time.* functions; now_ns fixed for one evaluation. */
final class TimeBuiltins {
  private TimeBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
