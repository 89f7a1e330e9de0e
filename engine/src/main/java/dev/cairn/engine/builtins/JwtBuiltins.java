package dev.cairn.engine.builtins;

/** io.jwt.* decode, verify and sign. */
final class JwtBuiltins {
  private JwtBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
