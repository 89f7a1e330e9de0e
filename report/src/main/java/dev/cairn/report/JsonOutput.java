package dev.cairn.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import java.io.IOException;
import java.io.Writer;

/** JSON writers laid out like Go's encoder with a two-space indent, which {@code opa} prints. */
public final class JsonOutput {
  private static final JsonFactory FACTORY = new JsonFactory();

  private JsonOutput() {}

  /** A generator that leaves {@code out} open; write a newline after each document. */
  public static JsonGenerator pretty(Writer out) throws IOException {
    return pretty(out, "  ");
  }

  /** As {@link #pretty(Writer)}, indenting by {@code unit} (conftest's JSON output uses a tab). */
  public static JsonGenerator pretty(Writer out, String unit) throws IOException {
    DefaultIndenter indent = new DefaultIndenter(unit, "\n");
    Separators separators =
        Separators.createDefaultInstance()
            .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
            .withObjectEmptySeparator("")
            .withArrayEmptySeparator("");
    DefaultPrettyPrinter printer =
        new DefaultPrettyPrinter()
            .withSeparators(separators)
            .withObjectIndenter(indent)
            .withArrayIndenter(indent);
    JsonGenerator g = FACTORY.createGenerator(out);
    g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    g.setCharacterEscapes(new GoJsonEscapes());
    g.setPrettyPrinter(printer);
    return g;
  }
}
