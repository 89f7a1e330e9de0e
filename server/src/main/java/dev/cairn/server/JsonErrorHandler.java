package dev.cairn.server;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * What Jetty itself answers before a request reaches the API (an unparsable request line, a
 * malformed URI): OPA's JSON error body instead of Jetty's HTML page, and never a stack. Each such
 * answer closes the connection and says so: Jetty closes it after refusing a request (what is left
 * of it on the connection cannot be trusted), and a client told nothing would send its next request
 * on a connection about to close and get no answer.
 */
final class JsonErrorHandler extends ErrorHandler {
  /** Every method gets its error body (Jetty's writes one for GET, POST and HEAD only: a PUT got 400 and nothing). */
  @Override
  public boolean errorPageForMethod(String method) {
    return true;
  }

  @Override
  protected void generateResponse(
      Request request, Response response, int status, String message, Throwable cause, Callback callback)
      throws IOException {
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, ApiResponse.JSON);
    response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
    response.write(true, ByteBuffer.wrap(body(status, message)), callback);
  }

  @Override
  public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
    fields.put(HttpHeader.CONTENT_TYPE, ApiResponse.JSON);
    fields.put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
    return ByteBuffer.wrap(body(status, reason));
  }

  private static byte[] body(int status, String message) {
    String code = switch (status) {
      case 400, 413, 414, 415, 431, 505 -> ApiError.INVALID_PARAMETER;
      case 408 -> ApiError.REQUEST_TIMEOUT;
      case 404 -> ApiError.RESOURCE_NOT_FOUND;
      default -> ApiError.INTERNAL;
    };
    String text = message == null || message.isBlank() ? "HTTP " + status : message;
    return ApiResponse.error(new ApiError(status, code, text, List.of())).body();
  }
}
