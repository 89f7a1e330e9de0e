package dev.cairn.engine.builtins;

/** String functions: concat, contains, startswith, endswith, format_int, indexof, indexof_n, lower, upper, replace, strings.*, split, substring, trim family. */
final class StringBuiltins {
  private StringBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
