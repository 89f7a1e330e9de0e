package dev.cairn.engine.builtins;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import java.math.BigInteger;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;
import java.security.spec.ECPoint;
import java.security.spec.ECPrivateKeySpec;
import java.security.spec.ECPublicKeySpec;
import java.security.spec.RSAPrivateCrtKeySpec;
import java.security.spec.RSAPrivateKeySpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.RSAPublicKeySpec;
import java.security.interfaces.RSAPrivateCrtKey;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * JSON Web Keys (RFC 7517): parsing a key or key set into JDK keys, and writing an RSA private key
 * as a JWK (crypto.x509.parse_rsa_private_key).
 *
 * @param kty the key type: RSA, EC or oct
 * @param alg the algorithm the key is for, or ""
 * @param kid the key id, or ""
 * @param publicKey the public key (RSA and EC)
 * @param privateKey the private key when the JWK has one
 * @param secret the shared secret of an oct key
 */
record Jwk(String kty, String alg, String kid, PublicKey publicKey, PrivateKey privateKey,
    byte[] secret) {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Map<String, String> CURVES =
      Map.of("P-256", "secp256r1", "P-384", "secp384r1", "P-521", "secp521r1");

  /** The key was not a usable JWK; the message says why. */
  static final class Invalid extends Exception {
    Invalid(String message) {
      super(message, null, false, false);
    }
  }

  /** A single JWK or a {"keys": [...]} set. */
  static List<Jwk> parseSet(String text) throws Invalid {
    JsonNode root;
    try {
      root = JSON.readTree(text);
    } catch (java.io.IOException e) {
      throw new Invalid("invalid JSON: " + e.getMessage());
    }
    if (root == null || !root.isObject()) {
      throw new Invalid("JWK must be a JSON object");
    }
    List<Jwk> out = new ArrayList<>();
    if (root.has("keys")) {
      for (JsonNode k : root.get("keys")) {
        out.add(parse(k));
      }
    } else {
      out.add(parse(root));
    }
    return out;
  }

  static Jwk parse(JsonNode k) throws Invalid {
    String kty = text(k, "kty");
    String alg = text(k, "alg");
    String kid = text(k, "kid");
    try {
      switch (kty) {
        case "RSA" -> {
          BigInteger n = big(k, "n");
          BigInteger e = big(k, "e");
          KeyFactory f = KeyFactory.getInstance("RSA");
          PublicKey pub = f.generatePublic(new RSAPublicKeySpec(n, e));
          PrivateKey priv = null;
          if (k.has("d")) {
            priv = k.has("p") && k.has("q") && k.has("dp") && k.has("dq") && k.has("qi")
                ? f.generatePrivate(new RSAPrivateCrtKeySpec(n, e, big(k, "d"), big(k, "p"),
                    big(k, "q"), big(k, "dp"), big(k, "dq"), big(k, "qi")))
                : f.generatePrivate(new RSAPrivateKeySpec(n, big(k, "d")));
          }
          return new Jwk(kty, alg, kid, pub, priv, null);
        }
        case "EC" -> {
          String curve = CURVES.get(text(k, "crv"));
          if (curve == null) {
            throw new Invalid("unsupported EC curve: " + text(k, "crv"));
          }
          AlgorithmParameters params = AlgorithmParameters.getInstance("EC");
          params.init(new ECGenParameterSpec(curve));
          ECParameterSpec spec = params.getParameterSpec(ECParameterSpec.class);
          KeyFactory f = KeyFactory.getInstance("EC");
          PublicKey pub = f.generatePublic(
              new ECPublicKeySpec(new ECPoint(big(k, "x"), big(k, "y")), spec));
          PrivateKey priv = k.has("d") ? f.generatePrivate(new ECPrivateKeySpec(big(k, "d"), spec)) : null;
          return new Jwk(kty, alg, kid, pub, priv, null);
        }
        case "oct" -> {
          return new Jwk(kty, alg, kid, null, null, bytes(k, "k"));
        }
        default -> throw new Invalid("unsupported key type: " + kty);
      }
    } catch (GeneralSecurityException | IllegalArgumentException e) {
      throw new Invalid("invalid " + kty + " key: " + e.getMessage());
    }
  }

  private static String text(JsonNode k, String field) {
    JsonNode v = k.get(field);
    return v == null || !v.isTextual() ? "" : v.textValue();
  }

  private static byte[] bytes(JsonNode k, String field) throws Invalid {
    String s = text(k, field);
    if (s.isEmpty()) {
      throw new Invalid("missing \"" + field + "\" in JWK");
    }
    try {
      int end = s.length();
      while (end > 0 && s.charAt(end - 1) == '=') {
        end--;
      }
      return GoBase64.decodeUrlNoPad(s.substring(0, end));
    } catch (GoBase64.CorruptInput e) {
      throw new Invalid(e.getMessage());
    }
  }

  private static BigInteger big(JsonNode k, String field) throws Invalid {
    return new BigInteger(1, bytes(k, field));
  }

  /**
   * A PEM block's private key as the JWK OPA returns: "RSA PRIVATE KEY" (PKCS #1), "PRIVATE KEY"
   * (PKCS #8, RSA or EC) or "EC PRIVATE KEY" (SEC 1); null for other block types.
   */
  static ObjectValue privateKey(String pemType, byte[] der)
      throws Der.Malformed, GeneralSecurityException {
    switch (pemType) {
      case "RSA PRIVATE KEY" -> {
        Der key = Der.parse(der);
        String[] names = {"n", "e", "d", "p", "q", "dp", "dq", "qi"};
        ObjectValue.Builder out = ObjectValue.builder().put("kty", new StringValue("RSA"));
        for (int i = 0; i < names.length; i++) {
          out.put(names[i], new StringValue(base64url(key.child(i + 1).integer())));
        }
        return out.build();
      }
      case "PRIVATE KEY" -> {
        return pkcs8(der);
      }
      case "EC PRIVATE KEY" -> {
        return sec1(Der.parse(der));
      }
      default -> {
        return null;
      }
    }
  }

  private static ObjectValue pkcs8(byte[] der) throws Der.Malformed, GeneralSecurityException {
    String algorithm = Der.oidText(Der.parse(der).child(1).child(0).oid());
    if (algorithm.equals("1.2.840.10045.2.1")) {
      return sec1(Der.parse(Der.parse(der).child(2).content()), Der.parse(der).child(1).child(1));
    }
    PrivateKey key = KeyFactory.getInstance("RSA").generatePrivate(new PKCS8EncodedKeySpec(der));
    if (!(key instanceof RSAPrivateCrtKey k)) {
      throw new GeneralSecurityException("unsupported PKCS #8 key");
    }
    BigInteger[] parts = {k.getModulus(), k.getPublicExponent(), k.getPrivateExponent(),
        k.getPrimeP(), k.getPrimeQ(), k.getPrimeExponentP(), k.getPrimeExponentQ(),
        k.getCrtCoefficient()};
    String[] names = {"n", "e", "d", "p", "q", "dp", "dq", "qi"};
    ObjectValue.Builder out = ObjectValue.builder().put("kty", new StringValue("RSA"));
    for (int i = 0; i < names.length; i++) {
      out.put(names[i], new StringValue(base64url(parts[i])));
    }
    return out.build();
  }

  private static ObjectValue sec1(Der key) throws Der.Malformed {
    return sec1(key, null);
  }

  /** SEC 1 ECPrivateKey; the curve comes from the key or, inside PKCS #8, from its algorithm. */
  private static ObjectValue sec1(Der key, Der curveOid) throws Der.Malformed {
    List<Der> parts = key.children();
    byte[] d = parts.get(1).content();
    byte[] point = null;
    for (Der p : parts.subList(2, parts.size())) {
      if (p.isContext(0)) {
        curveOid = p.child(0);
      } else if (p.isContext(1)) {
        point = p.child(0).bits();
      }
    }
    String crv = curveOid == null ? "" : switch (Der.oidText(curveOid.oid())) {
      case "1.2.840.10045.3.1.7" -> "P-256";
      case "1.3.132.0.34" -> "P-384";
      case "1.3.132.0.35" -> "P-521";
      default -> "";
    };
    if (crv.isEmpty() || point == null || point.length % 2 != 1 || point[0] != 4) {
      throw new Der.Malformed("unsupported EC private key");
    }
    int size = point.length / 2;
    Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
    return ObjectValue.builder()
        .put("kty", new StringValue("EC"))
        .put("crv", new StringValue(crv))
        .put("x", new StringValue(b64.encodeToString(java.util.Arrays.copyOfRange(point, 1, 1 + size))))
        .put("y", new StringValue(b64.encodeToString(java.util.Arrays.copyOfRange(point, 1 + size, point.length))))
        .put("d", new StringValue(b64.encodeToString(Cidr.toBytes(new BigInteger(1, d), size))))
        .build();
  }

  /** Unsigned big-endian bytes, base64url without padding. */
  static String base64url(BigInteger v) {
    byte[] b = v.toByteArray();
    if (b.length > 1 && b[0] == 0) {
      b = java.util.Arrays.copyOfRange(b, 1, b.length);
    }
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }
}
