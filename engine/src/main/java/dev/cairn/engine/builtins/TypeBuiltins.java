package dev.cairn.engine.builtins;

/** is_*, type_name, to_number, cast_*. */
final class TypeBuiltins {
  private TypeBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
