package dev.cairn.server;

import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;

/** Request bodies and parameters parsed as JSON, with OPA's messages when they are malformed. */
final class JsonInput {
  private static final DocumentLoader YAML = DocumentLoader.builder().build();

  private JsonInput() {}

  /**
   * The whole body as one value, null for an empty body: JSON, or YAML when the content type
   * mentions yaml (as OPA accepts).
   */
  static Value body(ApiRequest request, String what) {
    if (!request.hasBody() || request.bodyText().isBlank()) {
      return null;
    }
    String type = request.header("Content-Type");
    if (type != null && type.toLowerCase(java.util.Locale.ROOT).contains("yaml")) {
      return yaml(request.bodyText(), what);
    }
    return parse(request.bodyText(), what);
  }

  private static Value yaml(String text, String what) {
    try {
      SourceFile file = YAML.load("body.yaml", text);
      if (file.documents().size() != 1) {
        throw ApiError.invalidParameter(what + ": expected one YAML document, found " + file.documents().size());
      }
      return Json.fromJson(file.documents().get(0).value());
    } catch (LocatorException e) {
      throw ApiError.invalidParameter(what + ": " + e.line() + ":" + e.column() + ": " + e.reason());
    }
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
