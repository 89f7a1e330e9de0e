package dev.cairn.engine.builtins.crypto;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.encoding.EncodingBuiltins;
import dev.cairn.engine.builtins.jwt.Jwk;
import dev.cairn.engine.builtins.net.Cidr;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.interfaces.RSAPrivateCrtKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;

/**
 * Private keys from PEM blocks ("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"), shown
 * either as a JWK (crypto.x509.parse_rsa_private_key) or as the JSON Go's encoding/json makes of
 * rsa.PrivateKey and ecdsa.PrivateKey (crypto.parse_private_keys, crypto.x509.parse_keypair).
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class PrivateKeys {
  private PrivateKeys() {}

  /** A decoded private key. */
  public sealed interface Key permits Rsa, Ec {}

  public record Rsa(BigInteger n, BigInteger e, BigInteger d, BigInteger p, BigInteger q, BigInteger dp,
      BigInteger dq, BigInteger qi) implements Key {}

  /** An EC key; x, y and d at the curve's size. */
  public record Ec(String crv, byte[] x, byte[] y, byte[] d) implements Key {}

  /** The private keys in PEM text (blocks of other types are skipped), as OPA reads them. */
  public static List<Key> fromPem(String pem) throws BuiltinException {
    List<Key> out = new ArrayList<>();
    Pem.Block b;
    while (!pem.isEmpty() && (b = Pem.decode(pem)) != null) {
      pem = b.rest();
      try {
        Key k = decode(b.type(), b.bytes());
        if (k != null) {
          out.add(k);
        }
      } catch (Der.Malformed | GeneralSecurityException | RuntimeException e) {
        throw BuiltinException.error("x509: failed to parse private key: " + e.getMessage());
      }
    }
    return out;
  }

  /** A DER private key in whichever of PKCS #1, PKCS #8 or SEC 1 parses, as Go's tls package. */
  static Key parseAny(byte[] der) throws BuiltinException {
    for (String type : new String[] {"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"}) {
      try {
        return decode(type, der);
      } catch (Der.Malformed | GeneralSecurityException | RuntimeException e) {
        // try the next encoding
      }
    }
    throw BuiltinException.error("tls: failed to parse private key");
  }

  /** PEM text, or base64 of it when the text is not PEM. */
  static String pemText(String input) throws BuiltinException {
    if (input.startsWith("-----BEGIN")) {
      return input;
    }
    return new String(EncodingBuiltins.base64(input, false), StandardCharsets.ISO_8859_1);
  }

  private static Key decode(String pemType, byte[] der) throws Der.Malformed, GeneralSecurityException {
    switch (pemType) {
      case "RSA PRIVATE KEY" -> {
        Der key = Der.parse(der);
        BigInteger[] v = new BigInteger[8];
        for (int i = 0; i < 8; i++) {
          v[i] = key.child(i + 1).integer();
        }
        return new Rsa(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
      }
      case "PRIVATE KEY" -> {
        Der info = Der.parse(der);
        if (Der.oidText(info.child(1).child(0).oid()).equals("1.2.840.10045.2.1")) {
          return sec1(Der.parse(info.child(2).content()), info.child(1).child(1));
        }
        PrivateKey key = KeyFactory.getInstance("RSA").generatePrivate(new PKCS8EncodedKeySpec(der));
        if (!(key instanceof RSAPrivateCrtKey k)) {
          throw new GeneralSecurityException("unsupported PKCS #8 key");
        }
        return new Rsa(k.getModulus(), k.getPublicExponent(), k.getPrivateExponent(),
            k.getPrimeP(), k.getPrimeQ(), k.getPrimeExponentP(), k.getPrimeExponentQ(),
            k.getCrtCoefficient());
      }
      case "EC PRIVATE KEY" -> {
        return sec1(Der.parse(der), null);
      }
      default -> {
        return null;
      }
    }
  }

  /** SEC 1 ECPrivateKey; the curve comes from the key or, inside PKCS #8, from its algorithm. */
  private static Ec sec1(Der key, Der curveOid) throws Der.Malformed {
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
    return new Ec(crv, Arrays.copyOfRange(point, 1, 1 + size),
        Arrays.copyOfRange(point, 1 + size, point.length),
        Cidr.toBytes(new BigInteger(1, d), size));
  }

  static ObjectValue jwk(Key key) {
    Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
    if (key instanceof Ec ec) {
      return ObjectValue.builder()
          .put("kty", new StringValue("EC"))
          .put("crv", new StringValue(ec.crv()))
          .put("x", new StringValue(b64.encodeToString(ec.x())))
          .put("y", new StringValue(b64.encodeToString(ec.y())))
          .put("d", new StringValue(b64.encodeToString(ec.d())))
          .build();
    }
    Rsa r = (Rsa) key;
    BigInteger[] parts = {r.n(), r.e(), r.d(), r.p(), r.q(), r.dp(), r.dq(), r.qi()};
    String[] names = {"n", "e", "d", "p", "q", "dp", "dq", "qi"};
    ObjectValue.Builder out = ObjectValue.builder().put("kty", new StringValue("RSA"));
    for (int i = 0; i < names.length; i++) {
      out.put(names[i], new StringValue(Jwk.base64url(parts[i])));
    }
    return out.build();
  }

  /** Go's rsa.PrivateKey / ecdsa.PrivateKey as JSON (the curve has no exported fields). */
  static ObjectValue goJson(Key key) {
    if (key instanceof Ec ec) {
      return ObjectValue.builder()
          .put("Curve", ObjectValue.EMPTY)
          .put("X", NumberValue.of(new BigInteger(1, ec.x())))
          .put("Y", NumberValue.of(new BigInteger(1, ec.y())))
          .put("D", NumberValue.of(new BigInteger(1, ec.d())))
          .build();
    }
    Rsa r = (Rsa) key;
    Value precomputed = ObjectValue.builder()
        .put("Dp", NumberValue.of(r.dp()))
        .put("Dq", NumberValue.of(r.dq()))
        .put("Qinv", NumberValue.of(r.qi()))
        .put("CRTValues", ArrayValue.EMPTY)
        .build();
    return ObjectValue.builder()
        .put("N", NumberValue.of(r.n()))
        .put("E", NumberValue.of(r.e()))
        .put("D", NumberValue.of(r.d()))
        .put("Primes", ArrayValue.of(NumberValue.of(r.p()), NumberValue.of(r.q())))
        .put("Precomputed", precomputed)
        .build();
  }
}
