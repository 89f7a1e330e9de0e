package dev.cairn.engine.builtins;

/** sprintf with Go's fmt verbs, printing values as OPA does. */
final class SprintfBuiltin {
  private SprintfBuiltin() {}

  static void register(BuiltinTable.Registrar r) {}
}
