package dev.cairn.engine.builtins.jwt;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.gocompat.GoBase64;
import dev.cairn.engine.builtins.gocompat.GoJson;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * io.jwt.encode_sign(_raw): signs header and payload text, exactly as given, with the first key of
 * a JWK (set). Error messages follow OPA's.
 */
final class JwtSigner {
  private JwtSigner() {}

  static Value sign(String headerText, String payloadText, String jwkText) throws BuiltinException {
    List<Jwk> keys;
    try {
      keys = Jwk.parseSet(jwkText);
    } catch (Jwk.Invalid e) {
      throw BuiltinException.error(e.getMessage());
    }
    if (keys.isEmpty()) {
      throw BuiltinException.error("no keys in JWK set");
    }
    Value parsed = GoJson.unmarshal(headerText);
    if (!(parsed instanceof ObjectValue header)) {
      throw BuiltinException.error("json: cannot unmarshal " + parsed.typeName()
          + " into Go value of type jws.StandardHeaders");
    }
    Value algValue = header.get("alg");
    String algName = algValue instanceof StringValue s ? s.value() : "";
    if (algName.isEmpty() || algName.equals("none")) {
      throw BuiltinException.error("unsupported signature algorithm");
    }
    JwsAlgorithm alg = JwsAlgorithm.of(algName);
    if (alg == null) {
      throw BuiltinException.error("unknown signature algorithm");
    }
    String typ = JwtToken.field(header, "typ");
    if ((typ.isEmpty() || typ.equals("JWT")) && !GoJson.valid(payloadText)) {
      throw BuiltinException.error("type is JWT but payload is not JSON");
    }
    String input = GoBase64.encodeUrlNoPad(headerText.getBytes(StandardCharsets.UTF_8)) + "."
        + GoBase64.encodeUrlNoPad(payloadText.getBytes(StandardCharsets.UTF_8));
    try {
      byte[] signature = alg.sign(keys.get(0), input.getBytes(StandardCharsets.US_ASCII));
      return new StringValue(input + "." + GoBase64.encodeUrlNoPad(signature));
    } catch (JwsAlgorithm.WrongKey e) {
      throw BuiltinException.error(e.getMessage());
    }
  }
}
