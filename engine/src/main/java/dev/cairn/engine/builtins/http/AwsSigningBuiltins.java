package dev.cairn.engine.builtins.http;

import static dev.cairn.engine.builtins.Type.ANY;
import static dev.cairn.engine.builtins.Type.NUMBER;
import static dev.cairn.engine.builtins.Type.STRING;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.gocompat.GoJson;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigInteger;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * providers.aws.sign_req: the request object returned with SigV4 headers added (Authorization,
 * host, x-amz-date, x-amz-content-sha256 and, with a session token, x-amz-security-token).
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class AwsSigningBuiltins {
  private static final List<String> REQUEST_KEYS = List.of("method", "url");
  private static final List<String> CONFIG_KEYS =
      List.of("aws_access_key", "aws_region", "aws_secret_access_key", "aws_service");
  private static final BigInteger NANOS_PER_SECOND = BigInteger.valueOf(1_000_000_000L);

  private AwsSigningBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    Type object = Type.objectOf(STRING, ANY);
    r.add(Builtin.function("providers.aws.sign_req",
        FunctionDecl.of(Type.ANY_OBJECT, object, object, NUMBER), AwsSigningBuiltins::signReq));
  }

  private static Value signReq(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    ObjectValue req = Args.object(a, 0);
    ObjectValue config = Args.object(a, 1);
    NumberValue timeNs = Args.number(a, 2);
    RequestParams.present(req, REQUEST_KEYS, "operand 1 ", "request");
    RequestParams.strings(req, REQUEST_KEYS, "operand 1 ", "request");
    RequestParams.present(config, CONFIG_KEYS, "operand 2 ", "AWS config");
    RequestParams.strings(config, CONFIG_KEYS, "operand 2 ", "AWS config");
    Instant t = instant(timeNs);

    String method = ((StringValue) req.get("method")).value();
    String url = ((StringValue) req.get("url")).value();
    URI uri;
    try {
      uri = new URI(url);
    } catch (URISyntaxException e) {
      throw BuiltinException.error("operand 1 invalid url: " + e.getMessage());
    }
    String service = string(config, "aws_service");
    byte[] payload = payload(req);
    String payloadHash = AwsSigV4.sha256Hex(payload);
    if (config.get("disable_payload_signing") instanceof BooleanValue b && b.value()
        && (service.equals("s3") || service.equals("glacier"))) {
      payloadHash = AwsSigV4.UNSIGNED_PAYLOAD;
    }

    LinkedHashMap<String, String> toSign = new LinkedHashMap<>();
    LinkedHashMap<Value, Value> headers = new LinkedHashMap<>();
    if (req.get("headers") instanceof ObjectValue given) {
      for (Map.Entry<Value, Value> e : given.entries().entrySet()) {
        headers.put(e.getKey(), e.getValue());
        if (e.getKey() instanceof StringValue k && e.getValue() instanceof StringValue v) {
          toSign.put(k.value().toLowerCase(Locale.ROOT), v.value());
        }
      }
    }
    String amzDate = AwsSigV4.amzDate(t);
    put(toSign, headers, "host", uri.getRawAuthority() == null ? "" : hostOf(uri));
    put(toSign, headers, "x-amz-content-sha256", payloadHash);
    put(toSign, headers, "x-amz-date", amzDate);
    if (config.get("aws_session_token") instanceof StringValue token && !token.value().isEmpty()) {
      put(toSign, headers, "x-amz-security-token", token.value());
    }
    var creds = new AwsSigV4.Credentials(string(config, "aws_access_key"),
        string(config, "aws_secret_access_key"), string(config, "aws_region"), service);
    AwsSigV4.Signed signed = AwsSigV4.sign(method, uri, toSign, payloadHash, creds, t);
    headers.put(StringValue.of("Authorization"), StringValue.of(signed.authorization()));

    LinkedHashMap<Value, Value> out = new LinkedHashMap<>(req.entries());
    out.put(StringValue.of("headers"), ObjectValue.wrap(headers));
    return ObjectValue.wrap(out);
  }

  private static void put(Map<String, String> toSign, Map<Value, Value> headers, String k, String v) {
    toSign.put(k, v);
    headers.put(StringValue.of(k), StringValue.of(v));
  }

  /** host[:port] as given in the URL, without user information. */
  private static String hostOf(URI uri) {
    String authority = uri.getRawAuthority();
    int at = authority.lastIndexOf('@');
    return at < 0 ? authority : authority.substring(at + 1);
  }

  /** raw_body as is, else body as JSON, else nothing. */
  private static byte[] payload(ObjectValue req) {
    if (req.get("raw_body") instanceof StringValue raw) {
      return raw.value().getBytes(StandardCharsets.UTF_8);
    }
    Value body = req.get("body");
    return body == null ? new byte[0] : GoJson.marshal(body).getBytes(StandardCharsets.UTF_8);
  }

  private static String string(ObjectValue o, String key) {
    return ((StringValue) o.get(key)).value();
  }

  /** Nanoseconds since the epoch; like OPA, negative or fractional times are refused. */
  private static Instant instant(NumberValue n) throws BuiltinException {
    if (!n.isInteger() || n.signum() < 0 || n.toBigInteger().bitLength() >= 64) {
      throw RequestParams.typeError("operand 3 could not convert time_ns value into a unix timestamp");
    }
    BigInteger[] qr = n.toBigInteger().divideAndRemainder(NANOS_PER_SECOND);
    return Instant.ofEpochSecond(qr[0].longValueExact(), qr[1].longValueExact());
  }
}
