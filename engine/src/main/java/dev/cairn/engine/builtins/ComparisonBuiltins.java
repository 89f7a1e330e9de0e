package dev.cairn.engine.builtins;

/** Equality and ordering: equal, neq, lt, lte, gt, gte, and membership (internal.member_2/3). */
final class ComparisonBuiltins {
  private ComparisonBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
