package dev.cairn.engine.builtins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

class CryptoBuiltinsTest {
  private final ClockedJsonCalls ctx = new ClockedJsonCalls();

  private static String resource(String name) throws IOException {
    try (InputStream in = CryptoBuiltinsTest.class.getResourceAsStream("/builtins/x509/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private Value call(String name, String arg) throws BuiltinException {
    return ctx.callValues(name, List.of(new StringValue(arg)));
  }

  private static Value at(Value v, String path) {
    for (String p : path.split("\\.")) {
      v = v instanceof ArrayValue a ? a.get(Integer.parseInt(p)) : ((ObjectValue) v).get(p);
    }
    return v;
  }

  @Test
  void digestsAndHmacs() throws Exception {
    assertThat(ctx.json("crypto.md5", "\"lorem ipsum\"")).isEqualTo("\"80a751fde577028640c419000e33eba6\"");
    assertThat(ctx.json("crypto.sha1", "\"lorem ipsum\"")).isEqualTo("\"bfb7759a67daeb65410490b4d98bb9da7d1ea2ce\"");
    assertThat(ctx.json("crypto.hmac.sha256", "\"foo\"", "\"bar\""))
        .isEqualTo("\"147933218aaabc0b8b10a2b3a5c34684c8d94341bcf10a4736dc7270f7741851\"");
    assertThat(ctx.json("crypto.hmac.md5", "\"foo\"", "\"\"")).hasSize(34);
    assertThat(ctx.json("crypto.hmac.equal", "\"abc\"", "\"abc\"")).isEqualTo("true");
    assertThat(ctx.json("crypto.hmac.equal", "\"abc\"", "\"abd\"")).isEqualTo("false");
  }

  @Test
  void parsesCertificatesFromPemAndBase64() throws Exception {
    String chain = resource("ca.pem") + resource("leaf.pem");
    Value certs = call("crypto.x509.parse_certificates", chain);
    assertThat(((ArrayValue) certs).size()).isEqualTo(2);
    assertThat(at(certs, "0.Subject.CommonName")).isEqualTo(new StringValue("Cairn Test Root"));
    assertThat(Json.write(at(certs, "0.Subject.Organization"))).isEqualTo("[\"Cairn Test\"]");
    assertThat(Json.write(at(certs, "0.IsCA"))).isEqualTo("true");
    assertThat(Json.write(at(certs, "0.KeyUsage"))).isEqualTo("96");
    assertThat(Json.write(at(certs, "0.Version"))).isEqualTo("3");
    assertThat(Json.write(at(certs, "0.PublicKeyAlgorithm"))).isEqualTo("1");
    assertThat(Json.write(at(certs, "0.PublicKey.E"))).isEqualTo("65537");
    assertThat(Json.write(at(certs, "1.DNSNames"))).isEqualTo("[\"leaf.example.com\"]");
    assertThat(Json.write(at(certs, "1.IPAddresses"))).isEqualTo("[\"10.0.0.1\"]");
    assertThat(Json.write(at(certs, "1.EmailAddresses"))).isEqualTo("[\"a@example.com\"]");
    assertThat(at(certs, "1.URIs.0.Host")).isEqualTo(new StringValue("example.com"));
    assertThat(Json.write(at(certs, "1.URIStrings"))).isEqualTo("[\"https://example.com/x\"]");
    assertThat(Json.write(at(certs, "1.ExtKeyUsage"))).isEqualTo("[1]");
    assertThat(Json.write(at(certs, "1.PublicKeyAlgorithm"))).isEqualTo("3");
    assertThat(Json.write(at(certs, "1.Issuer.CommonName"))).isEqualTo("\"Cairn Test Root\"");
    assertThat(((StringValue) at(certs, "1.NotBefore")).value()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");

    String b64 = Base64.getEncoder().encodeToString(chain.getBytes(StandardCharsets.UTF_8));
    assertThat(call("crypto.x509.parse_certificates", b64)).isEqualTo(certs);
  }

  @Test
  void certificateErrorsFollowOpa() {
    assertThatThrownBy(() -> call("crypto.x509.parse_certificates", "foobar"))
        .hasMessageContaining("illegal base64");
    assertThatThrownBy(() -> call("crypto.x509.parse_certificates", "YmFkc3RyaW5n"))
        .hasMessage("x509: malformed certificate");
  }

  @Test
  void verifiesChainsRootFirst() throws Exception {
    Value ok = call("crypto.x509.parse_and_verify_certificates", resource("ca.pem") + resource("leaf.pem"));
    assertThat(Json.write(at(ok, "0"))).isEqualTo("true");
    assertThat(at(ok, "1.0.Subject.CommonName")).isEqualTo(new StringValue("leaf.example.com"));
    assertThat(at(ok, "1.1.Subject.CommonName")).isEqualTo(new StringValue("Cairn Test Root"));
    Value bad = call("crypto.x509.parse_and_verify_certificates", resource("leaf.pem") + resource("ca.pem"));
    assertThat(Json.write(bad)).isEqualTo("[false,[]]");
    // Go verifies for server authentication unless told otherwise.
    Value clientOnly = call("crypto.x509.parse_and_verify_certificates",
        resource("ca.pem") + resource("client-leaf.pem"));
    assertThat(Json.write(clientOnly)).isEqualTo("[false,[]]");
  }

  @Test
  void parsesCertificateRequests() throws Exception {
    Value csr = call("crypto.x509.parse_certificate_request", resource("leaf.csr"));
    assertThat(at(csr, "Subject.CommonName")).isEqualTo(new StringValue("leaf.example.com"));
    assertThat(Json.write(at(csr, "DNSNames"))).isEqualTo("[\"leaf.example.com\"]");
    assertThatThrownBy(() -> call("crypto.x509.parse_certificate_request", "YmFkc3RyaW5n"))
        .hasMessageStartingWith("asn1: structure error");
  }

  @Test
  void rsaPrivateKeyAsJwk() throws Exception {
    Value jwk = call("crypto.x509.parse_rsa_private_key", resource("rsa.key"));
    assertThat(at(jwk, "kty")).isEqualTo(new StringValue("RSA"));
    assertThat(at(jwk, "e")).isEqualTo(new StringValue("AQAB"));
    BigInteger n = new BigInteger(1, Base64.getUrlDecoder().decode(((StringValue) at(jwk, "n")).value()));
    BigInteger p = new BigInteger(1, Base64.getUrlDecoder().decode(((StringValue) at(jwk, "p")).value()));
    BigInteger q = new BigInteger(1, Base64.getUrlDecoder().decode(((StringValue) at(jwk, "q")).value()));
    assertThat(p.multiply(q)).isEqualTo(n);
    assertThatThrownBy(() -> call("crypto.x509.parse_rsa_private_key", "invalid"))
        .hasMessageContaining("illegal base64");
    assertThatThrownBy(() -> call("crypto.x509.parse_rsa_private_key", ""))
        .hasMessage("input PEM data was empty");
    assertThat(Json.write(call("crypto.x509.parse_rsa_private_key", resource("leaf.pem")))).isEqualTo("null");
  }

  @Test
  void privateKeysAsGoStructs() throws Exception {
    Value keys = call("crypto.parse_private_keys", resource("rsa.key") + resource("leaf-sec1.key"));
    assertThat(((ArrayValue) keys).size()).isEqualTo(2);
    assertThat(Json.write(at(keys, "0.E"))).isEqualTo("65537");
    assertThat(Json.write(at(keys, "0.Precomputed.CRTValues"))).isEqualTo("[]");
    assertThat(Json.write(at(keys, "1.Curve"))).isEqualTo("{}");
    assertThat(Json.write(call("crypto.parse_private_keys", ""))).isEqualTo("null");
    assertThat(Json.write(call("crypto.parse_private_keys", resource("ca.pem")))).isEqualTo("[]");
  }

  @Test
  void keyPairsMustMatch() throws Exception {
    Value pair = ctx.callValues("crypto.x509.parse_keypair",
        List.of(new StringValue(resource("leaf.pem")), new StringValue(resource("leaf-pkcs8.key"))));
    assertThat(((ArrayValue) at(pair, "Certificate")).size()).isEqualTo(1);
    assertThat(at(pair, "PrivateKey.X")).isEqualTo(at(call("crypto.x509.parse_certificates",
        resource("leaf.pem")), "0.PublicKey.X"));
    assertThatThrownBy(() -> ctx.callValues("crypto.x509.parse_keypair",
            List.of(new StringValue(resource("ca.pem")), new StringValue(resource("leaf-sec1.key")))))
        .hasMessage("tls: private key type does not match public key type");
    assertThatThrownBy(() -> ctx.callValues("crypto.x509.parse_keypair",
            List.of(new StringValue(resource("leaf.pem")), new StringValue(resource("leaf.pem")))))
        .hasMessage("tls: found a certificate rather than a key in the PEM for the private key");
  }

  @Test
  void ecPrivateKeysAsJwkFromSec1AndPkcs8() throws Exception {
    Value sec1 = call("crypto.x509.parse_rsa_private_key", resource("leaf-sec1.key"));
    Value pkcs8 = call("crypto.x509.parse_rsa_private_key", resource("leaf-pkcs8.key"));
    assertThat(pkcs8).isEqualTo(sec1);
    assertThat(at(sec1, "crv")).isEqualTo(new StringValue("P-256"));
    Value cert = call("crypto.x509.parse_certificates", resource("leaf.pem"));
    BigInteger x = new BigInteger(1, Base64.getUrlDecoder().decode(((StringValue) at(sec1, "x")).value()));
    assertThat(Json.write(at(cert, "0.PublicKey.X"))).isEqualTo(x.toString());
  }
}
