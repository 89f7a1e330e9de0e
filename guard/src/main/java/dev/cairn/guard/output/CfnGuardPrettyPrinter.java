package dev.cairn.guard.output;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import java.io.IOException;

/**
 * JSON laid out as cfn-guard prints it: two spaces, {@code "key": value}, one array element a line,
 * and empty objects and arrays as {@code {}} and {@code []} (Jackson's default writes {@code { }}).
 */
final class CfnGuardPrettyPrinter extends DefaultPrettyPrinter {

  private static final DefaultIndenter LINES = new DefaultIndenter("  ", "\n");

  CfnGuardPrettyPrinter() {
    super();
    _objectIndenter = LINES;
    _arrayIndenter = LINES;
    withSeparators(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER));
    _objectFieldValueSeparatorWithSpaces = ": ";
  }

  private CfnGuardPrettyPrinter(CfnGuardPrettyPrinter base) {
    super(base);
  }

  @Override
  public CfnGuardPrettyPrinter createInstance() {
    return new CfnGuardPrettyPrinter(this);
  }

  @Override
  public void writeEndObject(JsonGenerator g, int entries) throws IOException {
    if (!_objectIndenter.isInline()) {
      --_nesting;
    }
    if (entries > 0) {
      _objectIndenter.writeIndentation(g, _nesting);
    }
    g.writeRaw('}');
  }

  @Override
  public void writeEndArray(JsonGenerator g, int values) throws IOException {
    if (!_arrayIndenter.isInline()) {
      --_nesting;
    }
    if (values > 0) {
      _arrayIndenter.writeIndentation(g, _nesting);
    }
    g.writeRaw(']');
  }
}
