package dev.cairn.engine.builtins;

/** bits.and, bits.or, bits.xor, bits.negate, bits.lsh, bits.rsh. */
final class BitsBuiltins {
  private BitsBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
