package dev.cairn.engine.builtins.http;

import dev.cairn.engine.builtins.crypto.CryptoBuiltins;
import dev.cairn.engine.builtins.gocompat.GoHex;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * AWS Signature Version 4, header-based and single-chunk: the canonical request, the string to
 * sign and the derived signing key, all with the JDK's SHA-256 and HMAC. Like OPA, the method,
 * path and query enter the canonical request as written (an empty path stays empty), which the
 * conformance signatures confirm.
 */
final class AwsSigV4 {
  static final String ALGORITHM = "AWS4-HMAC-SHA256";
  static final String UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";

  /** Headers proxies commonly rewrite; signing them would break requests in transit. */
  private static final Set<String> UNSIGNED_HEADERS =
      Set.of("authorization", "user-agent", "x-amzn-trace-id");

  private static final Pattern SPACES = Pattern.compile(" +");

  private static final DateTimeFormatter AMZ_DATE =
      DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

  record Credentials(String accessKey, String secretKey, String region, String service) {}

  /** The signature's inputs and its outcome: the Authorization header value. */
  record Signed(String amzDate, String authorization) {}

  private AwsSigV4() {}

  static String amzDate(Instant t) {
    return AMZ_DATE.format(t);
  }

  static String sha256Hex(byte[] data) {
    try {
      return GoHex.encode(MessageDigest.getInstance("SHA-256").digest(data));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Signs {@code method url} with the given headers (lower-case names, already including host,
   * x-amz-date and the payload hash header) and payload hash.
   */
  static Signed sign(
      String method, URI url, Map<String, String> headers, String payloadHash, Credentials c,
      Instant t) {
    String amzDate = amzDate(t);
    String day = amzDate.substring(0, 8);
    TreeMap<String, String> signed = new TreeMap<>();
    headers.forEach((k, v) -> {
      if (!UNSIGNED_HEADERS.contains(k)) {
        signed.put(k, SPACES.matcher(v.trim()).replaceAll(" "));
      }
    });
    String signedHeaders = String.join(";", signed.keySet());
    StringBuilder canonical = new StringBuilder()
        .append(method).append('\n')
        .append(nonNull(url.getRawPath())).append('\n')
        .append(nonNull(url.getRawQuery())).append('\n');
    signed.forEach((k, v) -> canonical.append(k).append(':').append(v).append('\n'));
    canonical.append('\n').append(signedHeaders).append('\n').append(payloadHash);

    String scope = day + "/" + c.region() + "/" + c.service() + "/aws4_request";
    String toSign = ALGORITHM + "\n" + amzDate + "\n" + scope + "\n"
        + sha256Hex(canonical.toString().getBytes(StandardCharsets.UTF_8));
    byte[] key = hmac(("AWS4" + c.secretKey()).getBytes(StandardCharsets.UTF_8), day);
    key = hmac(key, c.region());
    key = hmac(key, c.service());
    key = hmac(key, "aws4_request");
    String signature = GoHex.encode(hmac(key, toSign));
    return new Signed(amzDate, ALGORITHM + " Credential=" + c.accessKey() + "/" + scope
        + ",SignedHeaders=" + signedHeaders + ",Signature=" + signature);
  }

  private static byte[] hmac(byte[] key, String data) {
    return CryptoBuiltins.mac("HmacSHA256", key, data.getBytes(StandardCharsets.UTF_8));
  }

  private static String nonNull(String s) {
    return s == null ? "" : s;
  }
}
