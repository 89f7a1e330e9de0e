package dev.cairn.server;

import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The Jetty handler: reads the request within the body limit, checks authentication and
 * authorization, routes it, and writes the answer. Every failure becomes one of OPA's JSON error
 * bodies; nothing a client sends reaches Jetty as an exception, so the server keeps serving.
 */
final class ApiHandler extends Handler.Abstract {
  private final long maxRequestBytes;
  private final Authorizer authorizer;
  private final Router router;
  private final Consumer<String> log;

  ApiHandler(long maxRequestBytes, Authorizer authorizer, Router router, Consumer<String> log) {
    this.maxRequestBytes = maxRequestBytes;
    this.authorizer = authorizer;
    this.router = router;
    this.log = log;
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    ApiResponse answer;
    try {
      ApiRequest api = read(request);
      authorizer.check(api);
      answer = router.route(api);
    } catch (ApiError e) {
      answer = ApiResponse.error(e);
    } catch (RuntimeException | StackOverflowError e) {
      // A bug or an exhausted resource: one line in the log, OPA's internal_error to the client.
      log.accept("cairn serve: internal error on " + request.getMethod() + " "
          + request.getHttpURI().getPath() + ": " + e);
      answer = ApiResponse.error(new ApiError(500, ApiError.INTERNAL, String.valueOf(e.getMessage()), List.of()));
    }
    response.setStatus(answer.status());
    if (answer.contentType() != null) {
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, answer.contentType());
    }
    response.write(true, ByteBuffer.wrap(answer.body()), callback);
    return true;
  }

  private ApiRequest read(Request request) {
    long declared = request.getLength();
    if (declared > maxRequestBytes) {
      throw tooLarge();
    }
    byte[] body;
    try (InputStream in = Request.asInputStream(request)) {
      body = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxRequestBytes + 1));
    } catch (java.io.IOException e) {
      throw ApiError.invalidParameter("cannot read the request body: " + e.getMessage());
    }
    if (body.length > maxRequestBytes) {
      throw tooLarge();
    }
    String rawPath = request.getHttpURI().getPath();
    Map<String, List<String>> headers = new LinkedHashMap<>();
    for (HttpField f : request.getHeaders()) {
      headers.computeIfAbsent(f.getName(), k -> new ArrayList<>()).add(f.getValue());
    }
    return new ApiRequest(
        request.getMethod(),
        rawPath == null ? "/" : rawPath,
        ApiRequest.split(rawPath == null ? "" : rawPath),
        ApiRequest.parseQuery(request.getHttpURI().getQuery()),
        headers,
        body);
  }

  private static ApiError tooLarge() {
    return new ApiError(413, ApiError.INVALID_PARAMETER, "request body too large", List.of());
  }
}
