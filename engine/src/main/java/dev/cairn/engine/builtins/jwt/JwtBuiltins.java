package dev.cairn.engine.builtins.jwt;

import static dev.cairn.engine.builtins.Type.ANY;
import static dev.cairn.engine.builtins.Type.BOOLEAN;
import static dev.cairn.engine.builtins.Type.STRING;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.encoding.EncodingBuiltins;
import dev.cairn.engine.builtins.gocompat.GoHex;
import dev.cairn.engine.builtins.gocompat.GoJson;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * io.jwt.decode, io.jwt.decode_verify, io.jwt.verify_{hs,rs,ps,es}{256,384,512},
 * io.jwt.encode_sign and io.jwt.encode_sign_raw.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class JwtBuiltins {
  private static final Type OBJECT = Type.objectOf(STRING, ANY);

  private JwtBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(Builtin.function("io.jwt.decode", FunctionDecl.of(Type.arrayOf(ANY), STRING),
        (ctx, a) -> decode(Args.string(a, 0))));
    r.add(Builtin.function("io.jwt.decode_verify",
        FunctionDecl.of(Type.arrayOf(ANY), STRING, OBJECT),
        (ctx, a) -> JwtVerifier.decodeVerify(ctx, Args.string(a, 0), Args.object(a, 1))));
    for (JwsAlgorithm alg : JwsAlgorithm.values()) {
      String name = "io.jwt.verify_" + alg.name().toLowerCase(java.util.Locale.ROOT);
      r.add(Builtin.function(name, FunctionDecl.of(BOOLEAN, STRING, STRING),
          alg.hmac()
              ? (ctx, a) -> verifyHmac(alg, Args.string(a, 0), Args.string(a, 1))
              : (ctx, a) -> verify(alg, Args.string(a, 0), Args.string(a, 1))));
    }
    r.add(Builtin.nondeterministic("io.jwt.encode_sign",
        FunctionDecl.of(STRING, OBJECT, OBJECT, OBJECT),
        // OPA 1.x marshals the objects as Go's encoding/json does (v0.x used their Rego text)
        (ctx, a) -> JwtSigner.sign(GoJson.marshal(Args.object(a, 0)),
            GoJson.marshal(Args.object(a, 1)), GoJson.marshal(Args.object(a, 2)))));
    r.add(Builtin.nondeterministic("io.jwt.encode_sign_raw",
        FunctionDecl.of(STRING, STRING, STRING, STRING),
        (ctx, a) -> JwtSigner.sign(Args.string(a, 0), Args.string(a, 1), Args.string(a, 2))));
  }

  /** [header, payload, signature as hex]; nested tokens (cty JWT) are decoded to the innermost. */
  private static Value decode(String encoded) throws BuiltinException {
    while (true) {
      JwtToken token = JwtToken.split(encoded);
      ObjectValue header = token.decodeHeader();
      String payload = token.decodePayload();
      if (JwtToken.field(header, "cty").equals("JWT")) {
        encoded = trimQuotes(payload);
        continue;
      }
      ObjectValue claims = JwtToken.jsonObject(payload);
      String signature = GoHex.encode(token.decodeSignature());
      return ArrayValue.of(header, claims, new StringValue(signature));
    }
  }

  /** strings.Trim(s, `"'`): a nested token is often quoted. */
  private static String trimQuotes(String s) {
    int start = 0;
    int end = s.length();
    while (start < end && (s.charAt(start) == '"' || s.charAt(start) == '\'')) {
      start++;
    }
    while (end > start && (s.charAt(end - 1) == '"' || s.charAt(end - 1) == '\'')) {
      end--;
    }
    return s.substring(start, end);
  }

  private static Value verifyHmac(JwsAlgorithm alg, String encoded, String secret)
      throws BuiltinException {
    JwtToken token = JwtToken.split(encoded);
    byte[] signature = signature(token);
    Jwk key = new Jwk("oct", "", "", null, null, secret.getBytes(StandardCharsets.UTF_8));
    try {
      return BooleanValue.of(alg.verify(key, token.signingInput(), signature));
    } catch (JwsAlgorithm.WrongKey e) {
      throw new IllegalStateException(e);
    }
  }

  private static byte[] signature(JwtToken token) throws BuiltinException {
    return EncodingBuiltins.base64url(token.signature());
  }

  private static Value verify(JwsAlgorithm alg, String encoded, String keyText)
      throws BuiltinException {
    JwtToken token = JwtToken.split(encoded);
    List<Jwk> keys = JwtKeys.fromCertOrJwk(keyText);
    byte[] signature = signature(token);
    ObjectValue header = token.decodeHeader();
    return BooleanValue.of(JwtVerifier.keysVerify(alg, keys, JwtToken.field(header, "kid"),
        JwtToken.field(header, "alg"), token, signature));
  }
}
