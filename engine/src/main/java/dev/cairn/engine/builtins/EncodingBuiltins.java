package dev.cairn.engine.builtins;

/** base64, base64url, hex, urlquery, json.marshal/unmarshal/is_valid, yaml.marshal/unmarshal/is_valid. */
final class EncodingBuiltins {
  private EncodingBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
