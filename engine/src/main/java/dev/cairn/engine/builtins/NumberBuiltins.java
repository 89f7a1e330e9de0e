package dev.cairn.engine.builtins;

/** Arithmetic and numbers: plus, minus (numbers and sets), mul, div, rem, abs, round, ceil, floor, numbers.range, numbers.range_step, rand.intn. */
final class NumberBuiltins {
  private NumberBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
