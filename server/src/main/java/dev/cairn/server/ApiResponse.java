package dev.cairn.server;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.Location;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A status, a content type and a body: what a handler answers. JSON bodies end with a newline, as
 * OPA's. {@code retryLater} adds a Retry-After header: the same request may succeed once other
 * requests finish.
 */
record ApiResponse(int status, String contentType, byte[] body, boolean retryLater) {
  /**
   * Answers may nest deeper than the documents a request may send ({@link JsonInput#MAX_DEPTH}):
   * data below a path, inside {@code {"result": ...}}.
   */
  private static final int MAX_WRITE_DEPTH = 2 * JsonInput.MAX_DEPTH + 16;

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .streamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(MAX_WRITE_DEPTH).build())
      .build();
  static final String JSON = "application/json";
  /** Go's two-space indent, {@code "key": value}, as OPA's {@code ?pretty} prints. */
  private static final DefaultPrettyPrinter PRETTY = new DefaultPrettyPrinter()
      .withSeparators(Separators.createDefaultInstance()
          .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
          .withObjectEmptySeparator("")
          .withArrayEmptySeparator(""))
      .withObjectIndenter(new DefaultIndenter("  ", "\n"))
      .withArrayIndenter(new DefaultIndenter("  ", "\n"));

  /** Writes one JSON document. */
  interface JsonBody {
    void write(JsonGenerator g) throws IOException;
  }

  static ApiResponse json(int status, boolean pretty, JsonBody body) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(256);
    try (JsonGenerator g = FACTORY.createGenerator(out)) {
      if (pretty) {
        g.setPrettyPrinter(PRETTY.createInstance());
      }
      body.write(g);
    } catch (StreamConstraintsException e) {
      // Only values computed by a policy can get here: what the API stores is checked on the way in.
      throw new ApiError(500, ApiError.INTERNAL,
          "the answer nests deeper than " + MAX_WRITE_DEPTH + " levels and cannot be written as JSON", List.of());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    out.write('\n');
    return new ApiResponse(status, JSON, out.toByteArray(), false);
  }

  static ApiResponse ok(boolean pretty, JsonBody body) {
    return json(200, pretty, body);
  }

  /** {@code {}}: OPA's answer for an undefined decision and for successful writes that return a body. */
  static ApiResponse emptyObject(boolean pretty) {
    return ok(pretty, g -> {
      g.writeStartObject();
      g.writeEndObject();
    });
  }

  static ApiResponse noContent() {
    return new ApiResponse(204, null, new byte[0], false);
  }

  static ApiResponse status(int status) {
    return new ApiResponse(status, null, new byte[0], false);
  }

  static ApiResponse text(int status, String text) {
    return new ApiResponse(status, "text/plain; charset=utf-8", (text + "\n").getBytes(StandardCharsets.UTF_8), false);
  }

  /** OPA's error body: {@code {"code", "message", "errors": [{"code", "message", "location"}]}}. */
  static ApiResponse error(ApiError e) {
    ApiResponse answer = json(e.status(), true, g -> {
      g.writeStartObject();
      g.writeStringField("code", e.code());
      g.writeStringField("message", e.getMessage());
      if (!e.errors().isEmpty()) {
        g.writeArrayFieldStart("errors");
        for (RegoError r : e.errors()) {
          writeRegoError(g, r);
        }
        g.writeEndArray();
      }
      g.writeEndObject();
    });
    return e.retryLater() ? new ApiResponse(answer.status(), answer.contentType(), answer.body(), true) : answer;
  }

  static void writeRegoError(JsonGenerator g, RegoError r) throws IOException {
    g.writeStartObject();
    g.writeStringField("code", r.code());
    g.writeStringField("message", r.message());
    Location at = r.location();
    if (at != null && at.line() > 0) {
      g.writeObjectFieldStart("location");
      g.writeStringField("file", at.file() == null ? "" : at.file());
      g.writeNumberField("row", at.line());
      g.writeNumberField("col", at.column());
      g.writeEndObject();
    }
    g.writeEndObject();
  }
}
