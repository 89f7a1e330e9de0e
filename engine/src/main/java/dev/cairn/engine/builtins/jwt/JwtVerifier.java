package dev.cairn.engine.builtins.jwt;

import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * io.jwt.decode_verify: RFC 7519 section 7.2 validation with OPA's constraints object (cert,
 * secret, alg, iss, aud, time). Any failed check yields [false, {}, {}]; malformed tokens and
 * constraints are errors.
 */
final class JwtVerifier {
  private static final Set<String> KNOWN_HEADERS = Set.of("alg", "crit", "cty", "kid");

  private JwtVerifier() {}

  /** The parsed constraints object. */
  private static final class Constraints {
    List<Jwk> keys;
    String secret = "";
    String alg = "";
    String iss = "";
    String aud = "";
    double time = Double.NaN;
  }

  private static Value unverified() {
    return ArrayValue.of(BooleanValue.FALSE, ObjectValue.EMPTY, ObjectValue.EMPTY);
  }

  static Value decodeVerify(BuiltinContext ctx, String encoded, ObjectValue options)
      throws BuiltinException {
    Constraints c = constraints(options);
    if (Double.isNaN(c.time)) {
      c.time = (double) ctx.nowNanos();
    }
    int keyKinds = (c.keys != null ? 1 : 0) + (c.secret.isEmpty() ? 0 : 1);
    if (keyKinds > 1) {
      throw BuiltinException.error("duplicate key constraints");
    }
    if (keyKinds < 1) {
      throw BuiltinException.error("no key constraint");
    }
    ObjectValue header;
    String payload;
    while (true) {
      JwtToken token = JwtToken.split(encoded);
      header = token.decodeHeader();
      if (!validHeader(header)) {
        return unverified();
      }
      String alg = JwtToken.field(header, "alg");
      if (!c.alg.isEmpty() && !c.alg.equals(alg)) {
        return unverified();
      }
      byte[] signature = token.decodeSignature();
      if (!signatureVerified(c, JwtToken.field(header, "kid"), alg, token, signature)) {
        return unverified();
      }
      payload = token.decodePayload();
      if (JwtToken.field(header, "cty").equalsIgnoreCase("JWT")) {
        encoded = payload;
        continue;
      }
      break;
    }
    ObjectValue claims = JwtToken.jsonObject(payload);
    if (!c.iss.isEmpty() && !c.iss.equals(JwtToken.field(claims, "iss"))) {
      return unverified();
    }
    Value aud = claims.get("aud");
    if (aud != null ? !validAudience(c.aud, aud) : !c.aud.isEmpty()) {
      return unverified();
    }
    BigDecimal now = new BigDecimal(Double.toString(c.time / 1e9));
    Value exp = claims.get("exp");
    if (exp != null) {
      if (!(exp instanceof NumberValue n)) {
        throw BuiltinException.error("exp value must be a number");
      }
      if (now.compareTo(n.toBigDecimal()) >= 0) {
        return unverified();
      }
    }
    Value nbf = claims.get("nbf");
    if (nbf != null) {
      if (!(nbf instanceof NumberValue n)) {
        throw BuiltinException.error("nbf value must be a number");
      }
      if (now.compareTo(n.toBigDecimal()) < 0) {
        return unverified();
      }
    }
    return ArrayValue.of(BooleanValue.TRUE, header, claims);
  }

  private static Constraints constraints(ObjectValue options) throws BuiltinException {
    Constraints c = new Constraints();
    for (Map.Entry<Value, Value> e : options.entries().entrySet()) {
      String name = e.getKey() instanceof StringValue s ? s.value() : e.getKey().toString();
      Value v = e.getValue();
      switch (name) {
        case "cert" -> c.keys = JwtKeys.fromCertOrJwk(string(name, v));
        case "secret" -> c.secret = string(name, v);
        case "alg" -> c.alg = string(name, v);
        case "iss" -> c.iss = string(name, v);
        case "aud" -> c.aud = string(name, v);
        case "time" -> {
          if (!(v instanceof NumberValue n)) {
            throw BuiltinException.error("time constraint: must be a number");
          }
          if (n.signum() < 0) {
            throw BuiltinException.error("time constraint: must not be negative");
          }
          c.time = n.toDouble();
        }
        default -> throw BuiltinException.error("unknown token validation constraint: " + name);
      }
    }
    return c;
  }

  private static String string(String name, Value v) throws BuiltinException {
    if (v instanceof StringValue s) {
      return s.value();
    }
    throw BuiltinException.error(name + " constraint: must be a string");
  }

  /** RFC 7515: alg is required and every critical header must be one we understand. */
  private static boolean validHeader(ObjectValue header) {
    if (JwtToken.field(header, "alg").isEmpty()) {
      return false;
    }
    Value crit = header.get("crit");
    if (crit instanceof ArrayValue a) {
      for (Value x : a.items()) {
        if (!(x instanceof StringValue s) || !KNOWN_HEADERS.contains(s.value())) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean signatureVerified(Constraints c, String kid, String algName,
      JwtToken token, byte[] signature) throws BuiltinException {
    JwsAlgorithm alg = JwsAlgorithm.of(algName);
    if (c.keys != null) {
      return alg != null && keysVerify(alg, c.keys, kid, algName, token, signature);
    }
    if (alg == null) {
      throw BuiltinException.error("unknown JWS algorithm: " + algName);
    }
    Jwk secret = new Jwk("oct", "", "", null, null, c.secret.getBytes(StandardCharsets.UTF_8));
    try {
      return alg.verify(secret, token.signingInput(), signature);
    } catch (JwsAlgorithm.WrongKey e) {
      throw BuiltinException.error(e.getMessage());
    }
  }

  /**
   * OPA's choice of keys: a key whose id matches the header's kid decides alone; otherwise any
   * key verifies, skipping keys whose own alg differs from the header's.
   */
  static boolean keysVerify(JwsAlgorithm alg, List<Jwk> keys, String kid, String headerAlg,
      JwtToken token, byte[] signature) {
    if (!kid.isEmpty()) {
      for (Jwk key : keys) {
        if (kid.equals(key.kid())) {
          return verifies(alg, key, token, signature);
        }
      }
    }
    for (Jwk key : keys) {
      if ((key.alg().isEmpty() || key.alg().equals(headerAlg))
          && verifies(alg, key, token, signature)) {
        return true;
      }
    }
    return false;
  }

  private static boolean verifies(JwsAlgorithm alg, Jwk key, JwtToken token, byte[] signature) {
    try {
      return alg.verify(key, token.signingInput(), signature);
    } catch (JwsAlgorithm.WrongKey e) {
      return false;
    }
  }

  private static boolean validAudience(String want, Value aud) {
    if (aud instanceof StringValue s) {
      return s.value().equals(want);
    }
    if (aud instanceof ArrayValue a) {
      for (Value x : a.items()) {
        if (x instanceof StringValue s && s.value().equals(want)) {
          return true;
        }
      }
    }
    return false;
  }
}
