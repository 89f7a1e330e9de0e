package dev.cairn.server;

import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;

/** Request bodies and parameters parsed as JSON, with OPA's messages when they are malformed. */
final class JsonInput {
  private JsonInput() {}

  /** The whole body as one JSON value; null for an empty body. */
  static Value body(ApiRequest request, String what) {
    if (!request.hasBody() || request.bodyText().isBlank()) {
      return null;
    }
    return parse(request.bodyText(), what);
  }

  /** The body as a JSON object (a request message such as {@code {"input": ...}}); empty if absent. */
  static ObjectValue message(ApiRequest request) {
    Value v = body(request, "body contains malformed input document");
    if (v == null) {
      return ObjectValue.EMPTY;
    }
    if (!(v instanceof ObjectValue obj)) {
      throw ApiError.invalidParameter(
          "body contains malformed input document: expected a JSON object, got " + v.typeName());
    }
    return obj;
  }

  static Value parse(String text, String what) {
    try {
      return Json.parse(text);
    } catch (IllegalArgumentException e) {
      throw ApiError.invalidParameter(what + ": " + firstLine(e.getMessage()));
    }
  }

  private static String firstLine(String message) {
    if (message == null) {
      return "invalid JSON";
    }
    int nl = message.indexOf('\n');
    return nl < 0 ? message : message.substring(0, nl);
  }
}
