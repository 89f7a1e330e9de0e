package dev.cairn.engine.builtins;

/** count, sum, product, max, min, sort, all, any. */
final class AggregateBuiltins {
  private AggregateBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
