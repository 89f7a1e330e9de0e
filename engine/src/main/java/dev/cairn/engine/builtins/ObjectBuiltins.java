package dev.cairn.engine.builtins;

/** object.get, object.keys, object.remove, object.union, object.union_n, object.filter, object.subset, json.filter, json.remove, json.patch. */
final class ObjectBuiltins {
  private ObjectBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
