package dev.cairn.engine.builtins.gocompat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * JSON text as Go's encoding/json writes it (what OPA's json.marshal returns): sorted keys, compact
 * or indented as json.MarshalIndent, and HTML-safe escaping ({@code <}, {@code >}, {@code &},
 * U+2028, U+2029 and control characters as lower-case hex escapes). Parse errors are
 * reworded to Go's messages.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class GoJson {
  private static final JsonFactory FACTORY = new JsonFactory().setCharacterEscapes(new GoEscapes());

  private GoJson() {}

  public static String marshal(Value v) {
    return write(v, null);
  }

  /** json.MarshalIndent(v, prefix, indent); like OPA, the first line is prefixed too. */
  public static String marshalIndent(Value v, String prefix, String indent) {
    DefaultIndenter indenter = new DefaultIndenter(indent, "\n" + prefix);
    Separators separators =
        Separators.createDefaultInstance()
            .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
            .withArrayEmptySeparator("")
            .withObjectEmptySeparator("");
    DefaultPrettyPrinter pp =
        new DefaultPrettyPrinter()
            .withSeparators(separators)
            .withArrayIndenter(indenter)
            .withObjectIndenter(indenter);
    return prefix + write(v, pp);
  }

  private static String write(Value v, DefaultPrettyPrinter pp) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      if (pp != null) {
        g.setPrettyPrinter(pp);
      }
      Json.write(g, v);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return w.toString();
  }

  /** Parses JSON text; errors read as Go's ("unexpected end of JSON input", ...). */
  public static Value unmarshal(String text) throws BuiltinException {
    try {
      return Json.parse(text);
    } catch (IllegalArgumentException e) {
      throw BuiltinException.error(goMessage(text, e));
    }
  }

  public static boolean valid(String text) {
    try {
      Json.parse(text);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private static String goMessage(String text, IllegalArgumentException e) {
    String go = GoJsonSyntax.error(text);
    return go != null ? go : e.getMessage();
  }

  /** Go's escaping: HTML-sensitive characters and all control characters as hex escapes. */
  private static final class GoEscapes extends CharacterEscapes {
    private final int[] ascii = standardAsciiEscapesForJSON();

    GoEscapes() {
      for (int c = 0; c < 0x20; c++) {
        if (c != '\n' && c != '\r' && c != '\t' && c != '\b' && c != '\f') {
          ascii[c] = ESCAPE_CUSTOM;
        }
      }
      ascii['<'] = ESCAPE_CUSTOM;
      ascii['>'] = ESCAPE_CUSTOM;
      ascii['&'] = ESCAPE_CUSTOM;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return ascii;
    }

    @Override
    public SerializableString getEscapeSequence(int ch) {
      if (ch < 0x80 || ch == 0x2028 || ch == 0x2029) {
        return new SerializedString(String.format("\\u%04x", ch));
      }
      return null;
    }
  }
}
