package dev.cairn.engine.builtins;

/** walk (a relation), graph.reachable, graph.reachable_paths. */
final class GraphBuiltins {
  private GraphBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
