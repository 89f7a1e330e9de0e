package dev.cairn.engine.builtins;

/** print, trace, opa.runtime; rego.metadata.* are answered by the evaluator. */
final class RuntimeBuiltins {
  private RuntimeBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
