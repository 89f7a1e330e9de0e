package dev.cairn.engine.builtins.http;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.crypto.Pem;
import dev.cairn.engine.builtins.crypto.PrivateKeys;
import dev.cairn.engine.builtins.gocompat.GoQuote;
import dev.cairn.engine.value.ObjectValue;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;
import java.security.spec.ECPrivateKeySpec;
import java.security.spec.RSAPrivateCrtKeySpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedTrustManager;
import javax.net.ssl.X509TrustManager;

/**
 * The TLS material of an {@code http.send} request: trusted CAs and a client certificate, each
 * given inline, as a file or as an environment variable, and whether to skip verification.
 * Equal settings are equal records, so clients can be shared between requests.
 */
record HttpTls(
    String caCerts, boolean useSystemCerts, String clientCert, String clientKey, boolean insecure) {

  static final HttpTls DEFAULT = new HttpTls(null, true, null, null, false);

  private static final Map<String, String> CURVES =
      Map.of("P-256", "secp256r1", "P-384", "secp384r1", "P-521", "secp521r1");

  static HttpTls from(ObjectValue req) throws HttpSendError {
    String ca = material(req, "tls_ca_cert");
    boolean system = HttpRequestSpec.bool(req, "tls_use_system_certs", ca == null);
    String cert = material(req, "tls_client_cert");
    String key = material(req, "tls_client_key");
    if ((cert == null) != (key == null)) {
      throw HttpSendError.internal("tls: client certificate and key must be given together");
    }
    return new HttpTls(ca, system, cert, key,
        HttpRequestSpec.bool(req, "tls_insecure_skip_verify", false));
  }

  /** {@code prefix}, {@code prefix_file} or {@code prefix_env_variable}, first found. */
  private static String material(ObjectValue req, String prefix) throws HttpSendError {
    String inline = HttpRequestSpec.optionalString(req, prefix);
    if (inline != null) {
      return inline;
    }
    String file = HttpRequestSpec.optionalString(req, prefix + "_file");
    if (file != null) {
      try {
        return Files.readString(Path.of(file), StandardCharsets.ISO_8859_1);
      } catch (IOException | RuntimeException e) {
        throw HttpSendError.internal("open " + file + ": no such file or directory");
      }
    }
    String env = HttpRequestSpec.optionalString(req, prefix + "_env_variable");
    if (env != null) {
      String value = System.getenv(env);
      if (value == null || value.isEmpty()) {
        throw HttpSendError.internal("cert env var " + GoQuote.quote(env) + " not found");
      }
      return value;
    }
    return null;
  }

  boolean isDefault() {
    return equals(DEFAULT);
  }

  SSLContext context() throws HttpSendError {
    try {
      SSLContext ctx = SSLContext.getInstance("TLS");
      ctx.init(keyManagers(), new TrustManager[] {trustManager()}, null);
      return ctx;
    } catch (GeneralSecurityException | IOException e) {
      throw HttpSendError.internal("tls: " + e.getMessage());
    }
  }

  private KeyManager[] keyManagers() throws GeneralSecurityException, IOException, HttpSendError {
    if (clientCert == null) {
      return null;
    }
    List<Certificate> chain = certificates(clientCert);
    if (chain.isEmpty()) {
      throw HttpSendError.internal("tls: failed to find any PEM data in certificate input");
    }
    KeyStore store = KeyStore.getInstance("PKCS12");
    store.load(null, null);
    char[] none = new char[0];
    store.setKeyEntry("client", clientPrivateKey(), none, chain.toArray(new Certificate[0]));
    KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    kmf.init(store, none);
    return kmf.getKeyManagers();
  }

  private TrustManager trustManager() throws GeneralSecurityException, IOException {
    if (insecure) {
      return new TrustAll();
    }
    List<X509TrustManager> managers = new ArrayList<>();
    if (caCerts != null) {
      KeyStore store = KeyStore.getInstance("PKCS12");
      store.load(null, null);
      int i = 0;
      for (Certificate c : certificates(caCerts)) {
        store.setCertificateEntry("ca" + i++, c);
      }
      managers.add(x509(store));
    }
    if (useSystemCerts || managers.isEmpty()) {
      managers.add(x509(null));
    }
    return managers.size() == 1 ? managers.get(0) : new AnyOf(managers);
  }

  private static X509TrustManager x509(KeyStore store) throws GeneralSecurityException {
    TrustManagerFactory tmf =
        TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    tmf.init(store);
    for (TrustManager tm : tmf.getTrustManagers()) {
      if (tm instanceof X509TrustManager x) {
        return x;
      }
    }
    throw new GeneralSecurityException("no X.509 trust manager");
  }

  private static List<Certificate> certificates(String pem) throws CertificateException {
    CertificateFactory cf = CertificateFactory.getInstance("X.509");
    return new ArrayList<>(cf.generateCertificates(
        new ByteArrayInputStream(pem.getBytes(StandardCharsets.ISO_8859_1))));
  }

  /**
   * The client key: PKCS #8 read by the JDK directly (whatever key type it holds), PKCS #1 and
   * SEC 1 through the keys Cairn's crypto built-ins decode.
   */
  private PrivateKey clientPrivateKey() throws GeneralSecurityException, HttpSendError {
    Pem.Block block = Pem.decode(clientKey);
    if (block == null) {
      throw HttpSendError.internal("tls: failed to find any PEM data in key input");
    }
    if (block.type().equals("PRIVATE KEY")) {
      for (String algorithm : new String[] {"RSA", "EC"}) {
        try {
          return KeyFactory.getInstance(algorithm)
              .generatePrivate(new java.security.spec.PKCS8EncodedKeySpec(block.bytes()));
        } catch (GeneralSecurityException e) {
          // try the next key type
        }
      }
    }
    try {
      List<PrivateKeys.Key> keys = PrivateKeys.fromPem(clientKey);
      if (keys.isEmpty()) {
        throw HttpSendError.internal("tls: failed to find any PEM data in key input");
      }
      return javaKey(keys.get(0));
    } catch (BuiltinException e) {
      throw HttpSendError.internal(e.getMessage());
    }
  }

  private static PrivateKey javaKey(PrivateKeys.Key key) throws GeneralSecurityException {
    if (key instanceof PrivateKeys.Rsa r) {
      return KeyFactory.getInstance("RSA").generatePrivate(new RSAPrivateCrtKeySpec(
          r.n(), r.e(), r.d(), r.p(), r.q(), r.dp(), r.dq(), r.qi()));
    }
    PrivateKeys.Ec ec = (PrivateKeys.Ec) key;
    AlgorithmParameters params = AlgorithmParameters.getInstance("EC");
    params.init(new ECGenParameterSpec(CURVES.getOrDefault(ec.crv(), ec.crv())));
    return KeyFactory.getInstance("EC").generatePrivate(new ECPrivateKeySpec(
        new BigInteger(1, ec.d()), params.getParameterSpec(ECParameterSpec.class)));
  }

  /** Trusts a chain any of several managers trusts (the given CAs, then the system's). */
  private static final class AnyOf extends X509ExtendedTrustManager {
    private final List<X509TrustManager> managers;

    AnyOf(List<X509TrustManager> managers) {
      this.managers = managers;
    }

    private interface Check {
      void run(X509TrustManager m) throws CertificateException;
    }

    private void any(Check check) throws CertificateException {
      CertificateException last = null;
      for (X509TrustManager m : managers) {
        try {
          check.run(m);
          return;
        } catch (CertificateException e) {
          last = e;
        }
      }
      throw last;
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType)
        throws CertificateException {
      any(m -> m.checkClientTrusted(chain, authType));
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType)
        throws CertificateException {
      any(m -> m.checkServerTrusted(chain, authType));
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket)
        throws CertificateException {
      any(m -> ((X509ExtendedTrustManager) m).checkClientTrusted(chain, authType, socket));
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket)
        throws CertificateException {
      any(m -> ((X509ExtendedTrustManager) m).checkServerTrusted(chain, authType, socket));
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
        throws CertificateException {
      any(m -> ((X509ExtendedTrustManager) m).checkClientTrusted(chain, authType, engine));
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
        throws CertificateException {
      any(m -> ((X509ExtendedTrustManager) m).checkServerTrusted(chain, authType, engine));
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
      List<X509Certificate> all = new ArrayList<>();
      for (X509TrustManager m : managers) {
        all.addAll(List.of(m.getAcceptedIssuers()));
      }
      return all.toArray(new X509Certificate[0]);
    }
  }

  /** tls_insecure_skip_verify: any chain, any host name. */
  private static final class TrustAll extends X509ExtendedTrustManager {
    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) {}

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) {}

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket) {}

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket) {}

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine) {}

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine) {}

    @Override
    public X509Certificate[] getAcceptedIssuers() {
      return new X509Certificate[0];
    }
  }
}
