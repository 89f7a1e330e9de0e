package dev.cairn.engine.builtins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.builtins.jwt.Jwk;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.interfaces.ECPrivateKey;
import java.security.interfaces.ECPublicKey;
import java.security.interfaces.RSAPrivateCrtKey;
import java.security.spec.ECGenParameterSpec;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JwtBuiltinsTest {
  // RFC 7515 appendix A.1.
  private static final String RFC_HEADER = "{\"typ\":\"JWT\",\r\n \"alg\":\"HS256\"}";
  private static final String RFC_PAYLOAD =
      "{\"iss\":\"joe\",\r\n \"exp\":1300819380,\r\n \"http://example.com/is_root\":true}";
  private static final String RFC_KEY = "{\"kty\":\"oct\",\"k\":\"AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-"
      + "EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow\"}";
  private static final String SECRET_KEY =
      "{\"kty\":\"oct\",\"k\":\"" + b64("secret".getBytes(StandardCharsets.UTF_8)) + "\"}";

  private static String rsaJwk;
  private static String rsaPublicPem;
  private static String ecJwk;
  private static String ecPublicJwk;

  private final ClockedJsonCalls ctx = new ClockedJsonCalls(1_500_000_000_000_000_000L);

  private static String b64(byte[] b) {
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }

  private static String b64(BigInteger v) {
    return Jwk.base64url(v);
  }

  @BeforeAll
  static void keys() throws Exception {
    KeyPairGenerator rsa = KeyPairGenerator.getInstance("RSA");
    rsa.initialize(2048);
    KeyPair kp = rsa.generateKeyPair();
    RSAPrivateCrtKey k = (RSAPrivateCrtKey) kp.getPrivate();
    rsaJwk = "{\"kty\":\"RSA\",\"n\":\"" + b64(k.getModulus()) + "\",\"e\":\"" + b64(k.getPublicExponent())
        + "\",\"d\":\"" + b64(k.getPrivateExponent()) + "\",\"p\":\"" + b64(k.getPrimeP())
        + "\",\"q\":\"" + b64(k.getPrimeQ()) + "\",\"dp\":\"" + b64(k.getPrimeExponentP())
        + "\",\"dq\":\"" + b64(k.getPrimeExponentQ()) + "\",\"qi\":\"" + b64(k.getCrtCoefficient()) + "\"}";
    rsaPublicPem = "-----BEGIN PUBLIC KEY-----\n"
        + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
            .encodeToString(kp.getPublic().getEncoded())
        + "\n-----END PUBLIC KEY-----\n";
    KeyPairGenerator ec = KeyPairGenerator.getInstance("EC");
    ec.initialize(new ECGenParameterSpec("secp256r1"));
    KeyPair ekp = ec.generateKeyPair();
    ECPublicKey pub = (ECPublicKey) ekp.getPublic();
    String xy = "\"kty\":\"EC\",\"crv\":\"P-256\",\"x\":\"" + b64(pub.getW().getAffineX())
        + "\",\"y\":\"" + b64(pub.getW().getAffineY()) + "\"";
    ecJwk = "{" + xy + ",\"d\":\"" + b64(((ECPrivateKey) ekp.getPrivate()).getS()) + "\"}";
    ecPublicJwk = "{\"keys\":[{" + xy + ",\"kid\":\"e1\"}]}";
  }

  private String sign(String header, String payload, String key) throws BuiltinException {
    return ((StringValue) ctx.callValues("io.jwt.encode_sign_raw", List.of(
        new StringValue(header), new StringValue(payload), new StringValue(key)))).value();
  }

  private Value call(String name, String... args) throws BuiltinException {
    return ctx.callValues(name, java.util.Arrays.stream(args).map(s -> (Value) new StringValue(s)).toList());
  }

  @Test
  void signsTheRfcExampleExactly() throws Exception {
    assertThat(sign(RFC_HEADER, RFC_PAYLOAD, RFC_KEY)).isEqualTo(
        "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0"
            + "dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk");
    assertThat(BuiltinTable.lookup("io.jwt.encode_sign").nondeterministic()).isTrue();
  }

  @Test
  void encodeSignMarshalsObjectsAsGoJson() throws Exception {
    // what live OPA v1.22.3 signs: compact JSON, keys sorted, <&> escaped as Go's encoding/json does
    String token = ((StringValue) ctx.call("io.jwt.encode_sign", "{\"typ\": \"JWT\", \"alg\": \"HS256\"}",
        "{\"z\": \"<&>\", \"a\": [1, 2]}", SECRET_KEY)).value();
    assertThat(token).startsWith(b64("{\"alg\":\"HS256\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8))
        + "." + b64("{\"a\":[1,2],\"z\":\"\\u003c\\u0026\\u003e\"}".getBytes(StandardCharsets.UTF_8)) + ".");
    assertThat(Json.write(call("io.jwt.verify_hs256", token, "secret"))).isEqualTo("true");
  }

  @Test
  void signingErrorsFollowOpa() throws Exception {
    assertThatThrownBy(() -> sign("{\"alg\":\"dummy\"}", "{}", RFC_KEY)).hasMessage("unknown signature algorithm");
    assertThatThrownBy(() -> sign("{}", "{}", RFC_KEY)).hasMessage("unsupported signature algorithm");
    assertThatThrownBy(() -> sign("", "{}", RFC_KEY)).hasMessage("unexpected end of JSON input");
    assertThatThrownBy(() -> sign("{\"alg\":\"HS256\"}", "e", RFC_KEY))
        .hasMessage("type is JWT but payload is not JSON");
    assertThat(sign("{\"typ\":\"text/plain\",\"alg\":\"HS256\"}", "", RFC_KEY)).contains("..");
  }

  @Test
  void decodesAndReportsOpaErrors() throws Exception {
    String token = sign(RFC_HEADER, RFC_PAYLOAD, RFC_KEY);
    Value decoded = call("io.jwt.decode", token);
    assertThat(Json.write(decoded)).isEqualTo("[{\"alg\":\"HS256\",\"typ\":\"JWT\"},"
        + "{\"exp\":1300819380,\"http://example.com/is_root\":true,\"iss\":\"joe\"},"
        + "\"7418dfb49799e0254ffa607dd8adbbba16d4254d69d6bff05b58055853848d79\"]");
    assertThatThrownBy(() -> call("io.jwt.decode", "abc")).hasMessage("encoded JWT had no period separators");
    assertThatThrownBy(() -> call("io.jwt.decode", "a.b")).hasMessage("encoded JWT must have 3 sections, found 2");
    assertThatThrownBy(() -> call("io.jwt.decode", "eyJhbGciOiJIU^%zI1NiJ9.e30.e30"))
        .hasMessage("JWT header had invalid encoding: illegal base64 data at input byte 13");
    String jwe = b64("{\"alg\":\"HS256\",\"enc\":\"x\"}".getBytes(StandardCharsets.UTF_8)) + ".e30.e30";
    assertThatThrownBy(() -> call("io.jwt.decode", jwe)).hasMessage("JWT is a JWE object, which is not supported");
  }

  @Test
  void verifiesRsaWithPemAndJwk() throws Exception {
    for (String alg : new String[] {"RS256", "PS384"}) {
      String token = sign("{\"alg\":\"" + alg + "\"}", "{\"a\":1}", rsaJwk);
      String fn = "io.jwt.verify_" + alg.toLowerCase(java.util.Locale.ROOT);
      assertThat(Json.write(call(fn, token, rsaPublicPem))).isEqualTo("true");
      assertThat(Json.write(call(fn, token, rsaJwk))).isEqualTo("true");
      assertThat(Json.write(call(fn, token.substring(0, token.length() - 4) + "AAAA", rsaPublicPem)))
          .isEqualTo("false");
      assertThat(Json.write(call("io.jwt.verify_es256", token, ecPublicJwk))).isEqualTo("false");
    }
    assertThatThrownBy(() -> call("io.jwt.verify_rs256", "a.b.c", "-----BEGIN FOO-----\nAAAA\n-----END FOO-----\n"))
        .hasMessage("failed to extract a Key from the PEM certificate");
    assertThatThrownBy(() -> call("io.jwt.verify_rs256", "a.b.c", rsaPublicPem + "x"))
        .hasMessage("extra data after a PEM certificate block");
    assertThatThrownBy(() -> call("io.jwt.verify_rs256", "a.b.c", "nonsense"))
        .hasMessageStartingWith("failed to parse a JWK key (set)");
  }

  @Test
  void verifiesEcdsaWithKeySets() throws Exception {
    String token = sign("{\"alg\":\"ES256\",\"kid\":\"e1\"}", "{\"iss\":\"x\"}", ecJwk);
    assertThat(Json.write(call("io.jwt.verify_es256", token, ecPublicJwk))).isEqualTo("true");
    assertThat(Json.write(call("io.jwt.verify_es256", token, ecJwk))).isEqualTo("true");
    assertThat(Json.write(call("io.jwt.verify_rs256", token, ecPublicJwk))).isEqualTo("false");
  }

  @Test
  void decodeVerifyChecksConstraints() throws Exception {
    String token = sign("{\"alg\":\"HS256\",\"typ\":\"JWT\"}",
        "{\"iss\":\"xxx\",\"aud\":[\"a\",\"b\"],\"nbf\":1000.5,\"exp\":3000}", SECRET_KEY);
    String t = Json.write(new StringValue(token));
    assertThat(ctx.json("io.jwt.decode_verify", t, "{\"secret\": \"secret\", \"time\": 2000000000000, \"aud\": \"a\"}"))
        .startsWith("[true,{\"alg\":\"HS256\",\"typ\":\"JWT\"},{\"aud\"");
    // A token with an audience never verifies without an aud constraint (OPA's rule).
    assertThat(ctx.json("io.jwt.decode_verify", t, "{\"secret\": \"secret\", \"time\": 2000000000000}"))
        .isEqualTo("[false,{},{}]");
    assertThat(ctx.json("io.jwt.decode_verify", t, "{\"secret\": \"secret\", \"time\": 3000000000000, \"aud\": \"a\"}"))
        .isEqualTo("[false,{},{}]");
    assertThat(ctx.json("io.jwt.decode_verify", t, "{\"secret\": \"secret\", \"time\": 1000000000000, \"aud\": \"a\"}"))
        .isEqualTo("[false,{},{}]");
    assertThat(ctx.json("io.jwt.decode_verify", t, "{\"secret\": \"secret\", \"time\": 2000000000000, \"aud\": \"b\", \"iss\": \"xxx\"}"))
        .startsWith("[true,");
    assertThat(ctx.json("io.jwt.decode_verify", t, "{\"secret\": \"secret\", \"time\": 2000000000000, \"aud\": \"a\", \"iss\": \"yyy\"}"))
        .isEqualTo("[false,{},{}]");
    assertThat(ctx.json("io.jwt.decode_verify", t, "{\"secret\": \"wrong\", \"time\": 2000000000000, \"aud\": \"a\"}"))
        .isEqualTo("[false,{},{}]");
    // Without a time constraint the evaluation clock (2017) is used, which is past exp = 3000s.
    assertThat(ctx.json("io.jwt.decode_verify", t, "{\"secret\": \"secret\", \"aud\": \"a\"}")).isEqualTo("[false,{},{}]");
    assertThatThrownBy(() -> ctx.call("io.jwt.decode_verify", t, "{}")).hasMessage("no key constraint");
    assertThatThrownBy(() -> ctx.call("io.jwt.decode_verify", t, "{\"secret\": \"s\", \"bogus\": 1}"))
        .hasMessage("unknown token validation constraint: bogus");
  }

  @Test
  void decodeVerifyRejectsNonNumericExp() throws Exception {
    String token = sign("{\"alg\":\"HS256\"}", "{\"exp\":\"soon\"}", SECRET_KEY);
    assertThatThrownBy(() -> ctx.callValues("io.jwt.decode_verify", List.of(new StringValue(token),
            Json.parse("{\"secret\": \"secret\"}"))))
        .hasMessage("exp value must be a number");
  }
}
