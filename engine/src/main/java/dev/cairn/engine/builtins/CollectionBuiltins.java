package dev.cairn.engine.builtins;

/** Arrays and sets: array.concat, array.slice, array.reverse, and (&), or (|), intersection, union. */
final class CollectionBuiltins {
  private CollectionBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
