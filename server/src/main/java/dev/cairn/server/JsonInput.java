package dev.cairn.server;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import java.io.IOException;
import java.util.Locale;

/**
 * Request bodies and parameters parsed as JSON (or YAML), with OPA's messages when they are
 * malformed, within the server's limits: at most {@link #MAX_DEPTH} levels of nesting, and the
 * memory the parsed document will take charged to the request's reservation while it is parsed.
 */
final class JsonInput {
  /** Nesting levels of a document sent in a request, as the loader's default for files. */
  static final int MAX_DEPTH = 1_000;

  /**
   * Heap a parsed JSON token takes (a value object, its list or map slot, a key): measured at 23
   * to 46 bytes for arrays of numbers, empty objects and nested arrays, rounded up.
   */
  static final long BYTES_PER_TOKEN = 64;

  /** Tokens charged at a time, so the budget is not consulted for each one. */
  private static final int CHARGE_EVERY = 4_096;

  /**
   * Heap per character of text that other parsers (YAML, the locator's formats, Rego) turn into
   * trees: the worst JSON case measured (about 31 times for a list of empty objects), rounded up.
   */
  static final long EXPANSION = 32;

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder()
          .maxNestingDepth(MAX_DEPTH)
          .maxStringLength(Integer.MAX_VALUE)
          .maxNumberLength(1_000)
          .build())
      .build();
  private static final DocumentLoader YAML = DocumentLoader.builder().build();

  private JsonInput() {}

  /**
   * The whole body as one value, null for an empty body: JSON, or YAML when the content type
   * mentions yaml (as OPA accepts).
   */
  static Value body(ApiRequest request, String what) {
    if (request.isBlank()) {
      return null;
    }
    String type = request.header("Content-Type");
    if (type != null && type.toLowerCase(Locale.ROOT).contains("yaml")) {
      request.memory().grow(request.body().length * EXPANSION, "the YAML document");
      return yaml(request.bodyText(), what);
    }
    try (JsonParser p = new Charged(FACTORY.createParser(request.body()), request.memory())) {
      return read(p, what);
    } catch (IOException e) {
      throw malformed(what, e, null);
    }
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

  /** A short JSON text (a query parameter), within the nesting limit. */
  static Value parse(String text, String what) {
    try (JsonParser p = FACTORY.createParser(text)) {
      return read(p, what);
    } catch (IOException e) {
      throw malformed(what, e, null);
    }
  }

  private static Value read(JsonParser p, String what) {
    try {
      return readValue(p, what);
    } catch (IOException e) {
      throw malformed(what, e, p.currentTokenLocation());
    }
  }

  private static Value readValue(JsonParser p, String what) throws IOException {
    JsonToken first = p.nextToken();
    if (first == null) {
      throw ApiError.invalidParameter(what + ": EOF");
    }
    Value v = Json.read(p, first);
    if (p.nextToken() != null) {
      JsonLocation at = p.currentLocation();
      throw ApiError.invalidParameter(
          what + ": unexpected content after the JSON value at line " + at.getLineNr() + ", column " + at.getColumnNr());
    }
    return v;
  }

  /** {@code current}: where the parser stopped, for errors that carry no location. */
  private static ApiError malformed(String what, IOException e, JsonLocation current) {
    if (e instanceof StreamConstraintsException c) {
      JsonLocation at = c.getLocation() != null ? c.getLocation() : current;
      String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
      String limit = c.getMessage() != null && c.getMessage().contains("nesting depth")
          ? "nested deeper than " + MAX_DEPTH + " levels"
          : "a number longer than 1000 digits";
      return ApiError.invalidParameter(what + ": " + limit + where);
    }
    String message = e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
    if (e instanceof JsonProcessingException j && j.getLocation() != null) {
      message += " at line " + j.getLocation().getLineNr() + ", column " + j.getLocation().getColumnNr();
    }
    return ApiError.invalidParameter(what + ": " + firstLine(message));
  }

  private static String firstLine(String message) {
    if (message == null) {
      return "invalid JSON";
    }
    int nl = message.indexOf('\n');
    return nl < 0 ? message : message.substring(0, nl);
  }

  /** Charges the request's reservation for the tree {@link Json#read} builds, as it reads tokens. */
  private static final class Charged extends JsonParserDelegate {
    private final MemoryBudget.Reservation memory;
    private int tokens;

    Charged(JsonParser parser, MemoryBudget.Reservation memory) {
      super(parser);
      this.memory = memory;
    }

    @Override
    public JsonToken nextToken() throws IOException {
      if (++tokens == CHARGE_EVERY) {
        tokens = 0;
        memory.grow(CHARGE_EVERY * BYTES_PER_TOKEN, "the parsed document");
      }
      return delegate.nextToken();
    }
  }
}
