package dev.cairn.engine.builtins.jwt;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.crypto.Pem;
import java.io.ByteArrayInputStream;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.cert.CertificateFactory;
import java.security.spec.X509EncodedKeySpec;
import java.util.List;

/**
 * The verification keys OPA accepts for JWTs: a PEM certificate, a PEM public key, or a JWK / JWK
 * set, with OPA's error messages.
 */
final class JwtKeys {
  private JwtKeys() {}

  static List<Jwk> fromCertOrJwk(String text) throws BuiltinException {
    Pem.Block block = Pem.decode(text);
    if (block != null) {
      if (!block.rest().isEmpty()) {
        throw BuiltinException.error("extra data after a PEM certificate block");
      }
      if (block.type().equals("CERTIFICATE")) {
        try {
          PublicKey key = CertificateFactory.getInstance("X.509")
              .generateCertificate(new ByteArrayInputStream(block.bytes())).getPublicKey();
          return List.of(bare(key));
        } catch (GeneralSecurityException | RuntimeException e) {
          throw BuiltinException.error("failed to parse a PEM certificate: " + e.getMessage());
        }
      }
      if (block.type().equals("PUBLIC KEY")) {
        return List.of(bare(publicKey(block.bytes())));
      }
      throw BuiltinException.error("failed to extract a Key from the PEM certificate");
    }
    try {
      return Jwk.parseSet(text);
    } catch (Jwk.Invalid e) {
      throw BuiltinException.error("failed to parse a JWK key (set): " + e.getMessage());
    }
  }

  private static PublicKey publicKey(byte[] spki) throws BuiltinException {
    for (String kind : new String[] {"RSA", "EC", "Ed25519"}) {
      try {
        return KeyFactory.getInstance(kind).generatePublic(new X509EncodedKeySpec(spki));
      } catch (GeneralSecurityException | RuntimeException e) {
        // try the next key type
      }
    }
    throw BuiltinException.error("failed to parse a PEM public key");
  }

  /** A key from a certificate or PEM: no algorithm or key id of its own. */
  private static Jwk bare(PublicKey key) {
    return new Jwk(key.getAlgorithm(), "", "", key, null, null);
  }
}
