package dev.cairn.engine.builtins.crypto;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.encoding.EncodingBuiltins;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.io.ByteArrayInputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.cert.CertificateFactory;
import java.security.interfaces.ECPublicKey;
import java.security.interfaces.RSAPublicKey;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * crypto.x509.parse_keypair: a certificate chain and its private key checked as Go's
 * tls.X509KeyPair does, returned as the JSON of Go's tls.Certificate (OPA's Go had no Leaf).
 */
final class KeyPairs {
  private KeyPairs() {}

  static Value parse(String certInput, String keyInput) throws BuiltinException {
    String certPem = pem(certInput, "CERTIFICATE");
    String keyPem = pem(keyInput, "PRIVATE KEY");
    List<byte[]> chain = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    for (Pem.Block b = Pem.decode(certPem); b != null; b = Pem.decode(b.rest())) {
      if (b.type().equals("CERTIFICATE")) {
        chain.add(b.bytes());
      } else {
        skipped.add(b.type());
      }
    }
    if (chain.isEmpty()) {
      throw BuiltinException.error(skipped.isEmpty()
          ? "tls: failed to find any PEM data in certificate input"
          : "tls: failed to find \"CERTIFICATE\" PEM block in certificate input after skipping"
              + " PEM blocks of the following types: " + skipped);
    }
    PrivateKeys.Key key = PrivateKeys.parseAny(keyBlock(keyPem));
    checkMatch(chain.get(0), key);
    List<Value> certs = new ArrayList<>();
    for (byte[] der : chain) {
      certs.add(new StringValue(Base64.getEncoder().encodeToString(der)));
    }
    return ObjectValue.builder()
        .put("Certificate", ArrayValue.of(certs))
        .put("PrivateKey", PrivateKeys.goJson(key))
        .put("SupportedSignatureAlgorithms", new NullValue())
        .put("OCSPStaple", new NullValue())
        .put("SignedCertificateTimestamps", new NullValue())
        .put("Leaf", new NullValue())
        .build();
  }

  /** PEM text as given, or base64 that decodes to PEM, or to DER wrapped as a {@code type} block. */
  private static String pem(String input, String type) throws BuiltinException {
    if (input.startsWith("-----BEGIN")) {
      return input;
    }
    byte[] decoded = EncodingBuiltins.base64(input, false);
    String text = new String(decoded, StandardCharsets.ISO_8859_1);
    if (text.startsWith("-----BEGIN")) {
      return text;
    }
    return "-----BEGIN " + type + "-----\n" + Base64.getEncoder().encodeToString(decoded)
        + "\n-----END " + type + "-----\n";
  }

  private static byte[] keyBlock(String keyPem) throws BuiltinException {
    List<String> skipped = new ArrayList<>();
    for (Pem.Block b = Pem.decode(keyPem); b != null; b = Pem.decode(b.rest())) {
      if (b.type().equals("PRIVATE KEY") || b.type().endsWith(" PRIVATE KEY")) {
        return b.bytes();
      }
      skipped.add(b.type());
    }
    if (skipped.isEmpty()) {
      throw BuiltinException.error("tls: failed to find any PEM data in key input");
    }
    if (skipped.size() == 1 && skipped.get(0).equals("CERTIFICATE")) {
      throw BuiltinException.error(
          "tls: found a certificate rather than a key in the PEM for the private key");
    }
    throw BuiltinException.error("tls: failed to find PEM block with type ending in \"PRIVATE KEY\""
        + " in key input after skipping PEM blocks of the following types: " + skipped);
  }

  private static void checkMatch(byte[] leaf, PrivateKeys.Key key) throws BuiltinException {
    PublicKey pub;
    try {
      pub = CertificateFactory.getInstance("X.509")
          .generateCertificate(new ByteArrayInputStream(leaf)).getPublicKey();
    } catch (GeneralSecurityException | RuntimeException e) {
      throw BuiltinException.error("x509: malformed certificate");
    }
    boolean matches;
    if (pub instanceof RSAPublicKey rsa && key instanceof PrivateKeys.Rsa r) {
      matches = rsa.getModulus().equals(r.n()) && rsa.getPublicExponent().equals(r.e());
    } else if (pub instanceof ECPublicKey ec && key instanceof PrivateKeys.Ec e) {
      matches = ec.getW().getAffineX().equals(new BigInteger(1, e.x()))
          && ec.getW().getAffineY().equals(new BigInteger(1, e.y()));
    } else {
      throw BuiltinException.error("tls: private key type does not match public key type");
    }
    if (!matches) {
      throw BuiltinException.error("tls: private key does not match public key");
    }
  }
}
