package dev.cairn.locator.formats;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Splits a Dockerfile instruction's arguments into words, each with its range in the logical line. */
final class DockerfileWords {

  private static final JsonFactory JSON = new JsonFactory();

  /** A word of a logical line: its text and its char range in that line. */
  record Word(String text, int start, int end) {}

  private DockerfileWords() {}

  /** The strings of a JSON array starting at {@code start}, or null when the arguments are not one. */
  static List<Word> jsonArray(String text, int start) {
    if (start >= text.length() || text.charAt(start) != '[') {
      return null;
    }
    List<Word> out = new ArrayList<>();
    try (JsonParser p = JSON.createParser(text.substring(start))) {
      if (p.nextToken() != JsonToken.START_ARRAY) {
        return null;
      }
      for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
        if (t != JsonToken.VALUE_STRING) {
          return null;
        }
        int from = start + (int) p.currentTokenLocation().getCharOffset();
        String value = p.getText();
        int to = start + (int) p.currentLocation().getCharOffset();
        out.add(new Word(value, from, to));
      }
      int after = start + (int) p.currentLocation().getCharOffset();
      return text.substring(after).isBlank() ? out : null;
    } catch (IOException e) {
      return null;
    }
  }

  /** Splits at blanks; with {@code quotes}, quoted blanks do not split (the quotes stay, as in BuildKit). */
  static List<Word> words(String text, int from, boolean quotes) {
    List<Word> out = new ArrayList<>();
    int i = from;
    int n = text.length();
    while (i < n) {
      while (i < n && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      if (i >= n) {
        break;
      }
      int start = i;
      char quote = 0;
      while (i < n && (quote != 0 || !Character.isWhitespace(text.charAt(i)))) {
        char c = text.charAt(i);
        if (quotes && quote == 0 && (c == '"' || c == '\'')) {
          quote = c;
        } else if (quote != 0 && c == quote) {
          quote = 0;
        } else if (quotes && c == '\\' && i + 1 < n) {
          i++;
        }
        i++;
      }
      out.add(new Word(text.substring(start, i), start, i));
    }
    return out;
  }
}
