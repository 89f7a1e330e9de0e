package dev.cairn.engine.builtins;

/** semver.compare and semver.is_valid. */
final class SemverBuiltins {
  private SemverBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
