package dev.cairn.engine.builtins.jwt;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.engine.builtins.gocompat.GoBase64;
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
import java.security.spec.RSAPublicKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * JSON Web Keys (RFC 7517): parsing a key or key set into JDK keys.
 *
 * @param kty the key type: RSA, EC or oct
 * @param alg the algorithm the key is for, or ""
 * @param kid the key id, or ""
 * @param publicKey the public key (RSA and EC)
 * @param privateKey the private key when the JWK has one
 * @param secret the shared secret of an oct key
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public record Jwk(String kty, String alg, String kid, PublicKey publicKey, PrivateKey privateKey,
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
          PrivateKey priv =
              k.has("d") ? f.generatePrivate(new ECPrivateKeySpec(big(k, "d"), spec)) : null;
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

  /** Unsigned big-endian bytes, base64url without padding. */
  public static String base64url(BigInteger v) {
    byte[] b = v.toByteArray();
    if (b.length > 1 && b[0] == 0) {
      b = Arrays.copyOfRange(b, 1, b.length);
    }
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }
}
