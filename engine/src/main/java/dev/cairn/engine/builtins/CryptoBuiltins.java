package dev.cairn.engine.builtins;

/** crypto.md5/sha1/sha256, crypto.hmac.*, crypto.x509.*. */
final class CryptoBuiltins {
  private CryptoBuiltins() {}

  static void register(BuiltinTable.Registrar r) {}
}
