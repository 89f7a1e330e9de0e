package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsParameters;
import com.sun.net.httpserver.HttpsServer;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.io.FileInputStream;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * http.send over TLS against a server on 127.0.0.1 whose self-signed certificates keytool makes
 * for the test: verification against the system roots, a given CA, none at all, and a client
 * certificate the server requires.
 */
class HttpsSendTest {
  private static final char[] PASSWORD = "changeit".toCharArray();

  @TempDir static Path dir;
  private static HttpsServer server;
  private static String serverCertPem;
  private static String clientCertPem;
  private static String clientKeyPem;

  @BeforeAll
  static void start() throws Exception {
    Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
    // keytool is part of every JDK; only a bare JRE lacks it, which says nothing about https.send
    assumeTrue(Files.isExecutable(keytool), "SKIPPED: this Java runtime has no keytool (a JRE, not a JDK) to make test certificates");
    KeyStore serverKeys = keyStore(keytool, "server", "CN=localhost", "SAN=ip:127.0.0.1,dns:localhost");
    KeyStore clientKeys = keyStore(keytool, "client", "CN=client", null);
    serverCertPem = pem("CERTIFICATE", serverKeys.getCertificate("server").getEncoded());
    clientCertPem = pem("CERTIFICATE", clientKeys.getCertificate("client").getEncoded());
    clientKeyPem = pem("PRIVATE KEY", clientKeys.getKey("client", PASSWORD).getEncoded());

    KeyStore trusted = KeyStore.getInstance("PKCS12");
    trusted.load(null, null);
    trusted.setCertificateEntry("client", clientKeys.getCertificate("client"));
    KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    kmf.init(serverKeys, PASSWORD);
    TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    tmf.init(trusted);
    SSLContext ctx = SSLContext.getInstance("TLS");
    ctx.init(kmf.getKeyManagers(), tmf.getTrustManagers(), null);

    server = HttpsServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.setHttpsConfigurator(new HttpsConfigurator(ctx) {
      @Override
      public void configure(HttpsParameters params) {
        params.setWantClientAuth(true);
      }
    });
    server.createContext("/", x -> {
      boolean client;
      try {
        client = ((com.sun.net.httpserver.HttpsExchange) x).getSSLSession().getPeerCertificates().length > 0;
      } catch (javax.net.ssl.SSLPeerUnverifiedException e) {
        client = false;
      }
      byte[] body = (client ? "with client cert" : "anonymous").getBytes(StandardCharsets.UTF_8);
      x.sendResponseHeaders(200, body.length);
      x.getResponseBody().write(body);
      x.close();
    });
    server.start();
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.stop(0);
    }
  }

  private static KeyStore keyStore(Path keytool, String alias, String dname, String ext)
      throws Exception {
    Path file = dir.resolve(alias + ".p12");
    List<String> cmd = new java.util.ArrayList<>(List.of(keytool.toString(), "-genkeypair",
        "-alias", alias, "-keyalg", "EC", "-groupname", "secp256r1", "-dname", dname,
        "-validity", "2", "-keystore", file.toString(), "-storetype", "PKCS12",
        "-storepass", "changeit", "-keypass", "changeit"));
    if (ext != null) {
      cmd.addAll(List.of("-ext", ext));
    }
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0).as("keytool %s: %s", cmd, output).isTrue();
    KeyStore ks = KeyStore.getInstance("PKCS12");
    try (InputStream in = new FileInputStream(file.toFile())) {
      ks.load(in, PASSWORD);
    }
    return ks;
  }

  private static String pem(String type, byte[] der) {
    return "-----BEGIN " + type + "-----\n"
        + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(der)
        + "\n-----END " + type + "-----\n";
  }

  private static Value request(Map<String, Value> extra) {
    Map<Value, Value> m = new LinkedHashMap<>();
    m.put(StringValue.of("method"), StringValue.of("GET"));
    m.put(StringValue.of("url"), StringValue.of("https://127.0.0.1:" + server.getAddress().getPort() + "/"));
    extra.forEach((k, v) -> m.put(StringValue.of(k), v));
    return ObjectValue.of(m);
  }

  private static Value rawBody(Value response) {
    return ((ObjectValue) response).get("raw_body");
  }

  @Test
  void untrustedServerCertificateIsANetworkError() {
    BuiltinException e = error("http.send", request(Map.of()));
    assertThat(e.getMessage()).startsWith("Get \"https://127.0.0.1:" + server.getAddress().getPort() + "/\": tls: ");
  }

  @Test
  void givenCaIsTrusted() throws Exception {
    Value resp = call("http.send", request(Map.of("tls_ca_cert", StringValue.of(serverCertPem))));
    assertThat(rawBody(resp)).isEqualTo(StringValue.of("anonymous"));
  }

  @Test
  void insecureSkipVerifyTrustsAnything() throws Exception {
    Value resp = call("http.send", request(Map.of("tls_insecure_skip_verify", dev.cairn.engine.value.BooleanValue.TRUE)));
    assertThat(rawBody(resp)).isEqualTo(StringValue.of("anonymous"));
  }

  @Test
  void clientCertificateIsPresented() throws Exception {
    Value resp = call("http.send", request(Map.of("tls_ca_cert", StringValue.of(serverCertPem),
        "tls_client_cert", StringValue.of(clientCertPem), "tls_client_key", StringValue.of(clientKeyPem))));
    assertThat(rawBody(resp)).isEqualTo(StringValue.of("with client cert"));
  }

  @Test
  void caFromAFileOrEnvironmentVariableName() throws Exception {
    Path ca = dir.resolve("ca.pem");
    Files.writeString(ca, serverCertPem);
    Value resp = call("http.send", request(Map.of("tls_ca_cert_file", StringValue.of(ca.toString()))));
    assertThat(rawBody(resp)).isEqualTo(StringValue.of("anonymous"));
    BuiltinException missing = error("http.send",
        request(Map.of("tls_ca_cert_env_variable", StringValue.of("CAIRN_NO_SUCH_VARIABLE_FOR_TEST"))));
    assertThat(missing.getMessage()).contains("CAIRN_NO_SUCH_VARIABLE_FOR_TEST");
  }
}
