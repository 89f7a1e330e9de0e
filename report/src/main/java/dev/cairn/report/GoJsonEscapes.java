package dev.cairn.report;

import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;

/**
 * Go's JSON encoder, which prints opa's output, escapes {@code <}, {@code >} and {@code &} (so
 * output can be embedded in HTML) and the line separators U+2028 and U+2029, in lowercase hex.
 */
public final class GoJsonEscapes extends CharacterEscapes {
  private static final long serialVersionUID = 1L;
  private static final int[] ASCII = standardAsciiEscapesForJSON();

  static {
    ASCII['<'] = ESCAPE_CUSTOM;
    ASCII['>'] = ESCAPE_CUSTOM;
    ASCII['&'] = ESCAPE_CUSTOM;
  }

  @Override
  public int[] getEscapeCodesForAscii() {
    return ASCII;
  }

  @Override
  public SerializableString getEscapeSequence(int ch) {
    if (ch == '<' || ch == '>' || ch == '&' || ch == 0x2028 || ch == 0x2029) {
      return new SerializedString(String.format("\\u%04x", ch));
    }
    return null;
  }
}
