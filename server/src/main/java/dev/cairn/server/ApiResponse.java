package dev.cairn.server;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.Location;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** A status, a content type and a body: what a handler answers. JSON bodies end with a newline, as OPA's. */
record ApiResponse(int status, String contentType, byte[] body) {
  private static final JsonFactory FACTORY = new JsonFactory();
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
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    out.write('\n');
    return new ApiResponse(status, JSON, out.toByteArray());
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
    return new ApiResponse(204, null, new byte[0]);
  }

  static ApiResponse status(int status) {
    return new ApiResponse(status, null, new byte[0]);
  }

  static ApiResponse text(int status, String text) {
    return new ApiResponse(status, "text/plain; charset=utf-8", (text + "\n").getBytes(StandardCharsets.UTF_8));
  }

  /** OPA's error body: {@code {"code", "message", "errors": [{"code", "message", "location"}]}}. */
  static ApiResponse error(ApiError e) {
    return json(e.status(), true, g -> {
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
