package dev.cairn.engine.builtins.jwt;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.encoding.EncodingBuiltins;
import dev.cairn.engine.builtins.gocompat.GoJson;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;

/**
 * A compact-serialised JWS split into its three base64url parts, with OPA's decoding rules and
 * error messages ("encoded JWT had no period separators", "JWT header had invalid encoding: ...").
 */
record JwtToken(String header, String payload, String signature) {

  static JwtToken split(String encoded) throws BuiltinException {
    if (encoded.indexOf('.') < 0) {
      throw BuiltinException.error("encoded JWT had no period separators");
    }
    String[] parts = encoded.split("\\.", -1);
    if (parts.length != 3) {
      throw BuiltinException.error("encoded JWT must have 3 sections, found " + parts.length);
    }
    return new JwtToken(parts[0], parts[1], parts[2]);
  }

  /** The text that is signed: header and payload as they appear in the token. */
  byte[] signingInput() {
    return (header + "." + payload).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
  }

  /** The decoded header object; a JWE (with "enc") is rejected. */
  ObjectValue decodeHeader() throws BuiltinException {
    String json;
    try {
      json = EncodingBuiltins.text(EncodingBuiltins.base64url(header));
    } catch (BuiltinException e) {
      throw BuiltinException.error("JWT header had invalid encoding: " + e.getMessage());
    }
    ObjectValue h;
    try {
      h = jsonObject(json);
    } catch (BuiltinException e) {
      throw BuiltinException.error("bad JWT header: " + e.getMessage());
    }
    if (h.get("enc") != null) {
      throw BuiltinException.error("JWT is a JWE object, which is not supported");
    }
    return h;
  }

  String decodePayload() throws BuiltinException {
    try {
      return EncodingBuiltins.text(EncodingBuiltins.base64url(payload));
    } catch (BuiltinException e) {
      throw BuiltinException.error("JWT payload had invalid encoding: " + e.getMessage());
    }
  }

  byte[] decodeSignature() throws BuiltinException {
    try {
      return EncodingBuiltins.base64url(signature);
    } catch (BuiltinException e) {
      throw BuiltinException.error("JWT signature had invalid encoding: " + e.getMessage());
    }
  }

  /** OPA's extractJSONObject: JSON text that must hold an object (last duplicate key wins). */
  static ObjectValue jsonObject(String json) throws BuiltinException {
    Value v;
    try {
      v = GoJson.unmarshal(json);
    } catch (BuiltinException e) {
      throw BuiltinException.error("invalid JSON: " + e.getMessage());
    }
    if (!(v instanceof ObjectValue o)) {
      throw BuiltinException.error("decoded JSON type was not an Object");
    }
    return o;
  }

  /** A string header field, or "" when absent or not a string. */
  static String field(ObjectValue o, String name) {
    return o.get(name) instanceof StringValue s ? s.value() : "";
  }
}
