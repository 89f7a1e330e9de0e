package dev.cairn.cli.docs;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits one command line of a transcript into words as a POSIX shell does for the simple commands
 * the pages show: blanks (and line breaks) separate words, {@code '...'} is literal, {@code "..."}
 * and a backslash escape, and bash's {@code $'...'} takes C escapes ({@code \n}, {@code \t},
 * {@code \\}, {@code \'}, {@code \"}). Anything a shell would act on (pipes, redirections,
 * variables, globs, command substitution) is refused, since the test runs the command without a
 * shell.
 */
final class ShellWords {
  private static final String REFUSED = "|&;<>()$`*?[]{}~";

  private ShellWords() {}

  static List<String> split(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = null;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == ' ' || c == '\t' || c == '\n') {
        if (word != null) {
          words.add(word.toString());
          word = null;
        }
        continue;
      }
      if (word == null) {
        word = new StringBuilder();
      }
      if (c == '$' && i + 1 < line.length() && line.charAt(i + 1) == '\'') {
        i = cQuoted(line, i + 2, word);
      } else if (c == '\'') {
        int end = line.indexOf('\'', i + 1);
        if (end < 0) {
          throw new Unterminated("unterminated ' in: " + line);
        }
        word.append(line, i + 1, end);
        i = end;
      } else if (c == '"') {
        i = doubleQuoted(line, i + 1, word);
      } else if (c == '\\' && i + 1 < line.length() && line.charAt(i + 1) == '\n') {
        i++; // a line continued: the backslash and the line break are gone, as in a shell
        if (word.length() == 0) {
          word = null;
        }
      } else if (c == '\\') {
        if (i + 1 >= line.length()) {
          throw new Unterminated("a backslash ends: " + line);
        }
        word.append(line.charAt(++i));
      } else if (REFUSED.indexOf(c) >= 0 || (c == '#' && word.length() == 0)) {
        throw new IllegalArgumentException("'" + c + "' needs a shell, which the test does not run (quote it, or"
            + " show the block as sh): " + line);
      } else {
        word.append(c);
      }
    }
    if (word != null) {
      words.add(word.toString());
    }
    return words;
  }

  /**
   * Whether {@code text} is a whole command: no quote left open, no backslash at its end. A
   * transcript's command goes on over the next lines until it is.
   */
  static boolean complete(String text) {
    try {
      split(text);
      return true;
    } catch (Unterminated e) {
      return false;
    }
  }

  /** A quote left open, or a backslash at the end: the command goes on on the next line. */
  static final class Unterminated extends IllegalArgumentException {
    Unterminated(String message) {
      super(message);
    }
  }

  /** Reads bash's {@code $'...'} from {@code start} into {@code word}; returns the index of its closing quote. */
  private static int cQuoted(String line, int start, StringBuilder word) {
    for (int i = start; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '\'') {
        return i;
      }
      if (c == '\\' && i + 1 < line.length()) {
        char e = line.charAt(++i);
        switch (e) {
          case 'n' -> word.append('\n');
          case 't' -> word.append('\t');
          case '\\', '\'', '"' -> word.append(e);
          default -> throw new IllegalArgumentException("\\" + e + " in $'...' is not one of the escapes the test knows"
              + " (\\n \\t \\\\ \\' \\\"): " + line);
        }
      } else {
        word.append(c);
      }
    }
    throw new Unterminated("unterminated $' in: " + line);
  }

  /** Reads a double-quoted string from {@code start} into {@code word}; returns the index of its closing quote. */
  private static int doubleQuoted(String line, int start, StringBuilder word) {
    for (int i = start; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"') {
        return i;
      }
      if (c == '$' || c == '`') {
        throw new IllegalArgumentException("'" + c + "' inside \"...\" needs a shell: " + line);
      }
      if (c == '\\' && i + 1 < line.length() && "\"\\$`".indexOf(line.charAt(i + 1)) >= 0) {
        c = line.charAt(++i);
      }
      word.append(c);
    }
    throw new Unterminated("unterminated \" in: " + line);
  }
}
