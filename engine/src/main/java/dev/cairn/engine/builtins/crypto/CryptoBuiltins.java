package dev.cairn.engine.builtins.crypto;

import static dev.cairn.engine.builtins.Type.ANY;
import static dev.cairn.engine.builtins.Type.BOOLEAN;
import static dev.cairn.engine.builtins.Type.STRING;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.encoding.EncodingBuiltins;
import dev.cairn.engine.builtins.gocompat.GoBase64;
import dev.cairn.engine.builtins.gocompat.GoHex;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.cert.CertPathValidator;
import java.security.cert.CertificateFactory;
import java.security.cert.PKIXParameters;
import java.security.cert.TrustAnchor;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * crypto.md5/sha1/sha256, crypto.hmac.*, crypto.x509.parse_* built-ins.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class CryptoBuiltins {
  private static final Type OBJECT = Type.objectOf(STRING, ANY);

  private CryptoBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    digest(r, "crypto.md5", "MD5");
    digest(r, "crypto.sha1", "SHA-1");
    digest(r, "crypto.sha256", "SHA-256");
    hmac(r, "crypto.hmac.md5", "HmacMD5");
    hmac(r, "crypto.hmac.sha1", "HmacSHA1");
    hmac(r, "crypto.hmac.sha256", "HmacSHA256");
    hmac(r, "crypto.hmac.sha512", "HmacSHA512");
    r.add(Builtin.function("crypto.hmac.equal", FunctionDecl.of(BOOLEAN, STRING, STRING),
        (ctx, a) -> BooleanValue.of(MessageDigest.isEqual(utf8(Args.string(a, 0)),
            utf8(Args.string(a, 1))))));
    r.add(Builtin.function("crypto.x509.parse_certificates",
        FunctionDecl.of(Type.arrayOf(OBJECT), STRING),
        (ctx, a) -> certificateValues(certificates(Args.string(a, 0)))));
    r.add(Builtin.function("crypto.x509.parse_and_verify_certificates",
        FunctionDecl.of(Type.arrayOf(ANY), STRING), CryptoBuiltins::parseAndVerify));
    r.add(Builtin.function("crypto.x509.parse_certificate_request",
        FunctionDecl.of(OBJECT, STRING),
        (ctx, a) -> certificateRequest(Args.string(a, 0))));
    r.add(Builtin.function("crypto.x509.parse_rsa_private_key", FunctionDecl.of(OBJECT, STRING),
        (ctx, a) -> privateKeyJwk(Args.string(a, 0))));
    r.add(Builtin.function("crypto.x509.parse_keypair", FunctionDecl.of(OBJECT, STRING, STRING),
        (ctx, a) -> KeyPairs.parse(Args.string(a, 0), Args.string(a, 1))));
    r.add(Builtin.function("crypto.parse_private_keys", FunctionDecl.of(Type.arrayOf(OBJECT), STRING),
        (ctx, a) -> privateKeys(Args.string(a, 0))));
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static void digest(BuiltinTable.Registrar r, String name, String algorithm) {
    r.add(Builtin.function(name, FunctionDecl.of(STRING, STRING), (ctx, a) -> {
      try {
        byte[] d = MessageDigest.getInstance(algorithm).digest(utf8(Args.string(a, 0)));
        return new StringValue(GoHex.encode(d));
      } catch (NoSuchAlgorithmException e) {
        throw new IllegalStateException(e);
      }
    }));
  }

  private static void hmac(BuiltinTable.Registrar r, String name, String algorithm) {
    r.add(Builtin.function(name, FunctionDecl.of(STRING, STRING, STRING),
        (ctx, a) -> new StringValue(GoHex.encode(
            mac(algorithm, utf8(Args.string(a, 1)), utf8(Args.string(a, 0)))))));
  }

  public static byte[] mac(String algorithm, byte[] key, byte[] message) {
    try {
      Mac mac = Mac.getInstance(algorithm);
      // An empty key is legal for HMAC but not for SecretKeySpec; one zero byte is equivalent.
      mac.init(new SecretKeySpec(key.length == 0 ? new byte[1] : key, algorithm));
      return mac.doFinal(message);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
  }

  /** PEM text, or base64 of PEM or DER: the DER bytes of each certificate, as OPA reads them. */
  static List<byte[]> certificates(String input) throws BuiltinException {
    String pem = input;
    if (!input.startsWith("-----BEGIN")) {
      byte[] decoded = EncodingBuiltins.base64(input, false);
      pem = new String(decoded, StandardCharsets.ISO_8859_1);
      if (!pem.startsWith("-----BEGIN")) {
        return splitDer(decoded);
      }
    }
    List<byte[]> out = new ArrayList<>();
    Pem.Block b;
    while (!pem.isEmpty() && (b = Pem.decode(pem)) != null) {
      if (!b.type().equals("CERTIFICATE")) {
        throw BuiltinException.error("PEM block type is '" + b.type() + "', expected CERTIFICATE");
      }
      out.add(b.bytes());
      pem = b.rest();
    }
    return out;
  }

  private static List<byte[]> splitDer(byte[] der) throws BuiltinException {
    List<byte[]> out = new ArrayList<>();
    try {
      for (Der d : Der.parseAll(der)) {
        out.add(d.encoded());
      }
    } catch (Der.Malformed e) {
      throw BuiltinException.error("x509: malformed certificate");
    }
    return out;
  }

  private static Value certificateValues(List<byte[]> ders) throws BuiltinException {
    List<Value> out = new ArrayList<>();
    for (byte[] der : ders) {
      try {
        out.add(X509Values.certificate(Der.parse(der)));
      } catch (Der.Malformed | RuntimeException e) {
        throw BuiltinException.error("x509: malformed certificate");
      }
    }
    return ArrayValue.of(out);
  }

  /** OPA's order: the root first, the leaf last; the result is the chain from the leaf. */
  private static Value parseAndVerify(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    Value invalid = ArrayValue.of(BooleanValue.FALSE, ArrayValue.EMPTY);
    try {
      List<byte[]> ders = certificates(Args.string(a, 0));
      if (ders.size() < 2) {
        return invalid;
      }
      CertificateFactory cf = CertificateFactory.getInstance("X.509");
      List<X509Certificate> certs = new ArrayList<>();
      for (byte[] der : ders) {
        certs.add((X509Certificate) cf.generateCertificate(new ByteArrayInputStream(der)));
      }
      List<X509Certificate> path = new ArrayList<>();
      for (int i = certs.size() - 1; i > 0; i--) {
        path.add(certs.get(i));
      }
      PKIXParameters params = new PKIXParameters(Set.of(new TrustAnchor(certs.get(0), null)));
      params.setRevocationEnabled(false);
      CertPathValidator.getInstance("PKIX").validate(cf.generateCertPath(path), params);
      for (X509Certificate c : certs) {
        if (!allowsServerAuth(c)) {
          return invalid;
        }
      }
      List<byte[]> chain = new ArrayList<>();
      for (int i = ders.size() - 1; i >= 0; i--) {
        chain.add(ders.get(i));
      }
      return ArrayValue.of(BooleanValue.TRUE, certificateValues(chain));
    } catch (BuiltinException | GeneralSecurityException | RuntimeException e) {
      return invalid;
    }
  }

  /** Only a PEM CSR is taken as text; anything else must be base64 (of PEM or DER). */
  /** Go verifies for server authentication by default: any extended key usage must allow it. */
  private static boolean allowsServerAuth(X509Certificate c) throws GeneralSecurityException {
    List<String> eku = c.getExtendedKeyUsage();
    return eku == null || eku.contains("1.3.6.1.5.5.7.3.1") || eku.contains("2.5.29.37.0");
  }

  private static Value certificateRequest(String input) throws BuiltinException {
    byte[] der = input.startsWith("-----BEGIN CERTIFICATE REQUEST-----")
        ? input.getBytes(StandardCharsets.ISO_8859_1)
        : EncodingBuiltins.base64(input, false);
    Pem.Block b = Pem.decode(new String(der, StandardCharsets.ISO_8859_1));
    if (b != null && !b.type().equals("CERTIFICATE REQUEST")) {
      throw BuiltinException.error("invalid PEM-encoded certificate signing request");
    }
    if (b != null) {
      der = b.bytes();
    }
    try {
      return X509Values.certificateRequest(Der.parse(der));
    } catch (Der.Malformed e) {
      throw BuiltinException.error("asn1: structure error: " + e.getMessage());
    } catch (RuntimeException e) {
      throw BuiltinException.error("asn1: structure error: malformed certificate request");
    }
  }

  /**
   * The first private key (PKCS #1 RSA, PKCS #8, or SEC 1 EC) in PEM text, or base64 of it, as a
   * JWK; null when there is none.
   */
  private static Value privateKeyJwk(String input) throws BuiltinException {
    if (input.isEmpty()) {
      throw BuiltinException.error("input PEM data was empty");
    }
    List<PrivateKeys.Key> keys = PrivateKeys.fromPem(PrivateKeys.pemText(input));
    return keys.isEmpty() ? new NullValue() : PrivateKeys.jwk(keys.get(0));
  }

  /** All private keys in PEM text (or base64 of it) as Go's key structs; null for "". */
  private static Value privateKeys(String input) throws BuiltinException {
    if (input.isEmpty()) {
      return new NullValue();
    }
    String pem = input;
    try {
      pem = new String(GoBase64.decodeStd(input), StandardCharsets.ISO_8859_1);
    } catch (GoBase64.CorruptInput e) {
      // not base64: the text itself is PEM
    }
    List<Value> out = new ArrayList<>();
    for (PrivateKeys.Key k : PrivateKeys.fromPem(pem)) {
      out.add(PrivateKeys.goJson(k));
    }
    return ArrayValue.of(out);
  }
}
