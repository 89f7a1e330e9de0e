package dev.cairn.cli.docs;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits one command line of a transcript into words as a POSIX shell does for the simple commands
 * the pages show: blanks separate words, {@code '...'} is literal, {@code "..."} and a backslash
 * escape. Anything a shell would act on (pipes, redirections, variables, globs, command
 * substitution) is refused, since the test runs the command without a shell.
 */
final class ShellWords {
  private static final String REFUSED = "|&;<>()$`*?[]{}~";

  private ShellWords() {}

  static List<String> split(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = null;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == ' ' || c == '\t') {
        if (word != null) {
          words.add(word.toString());
          word = null;
        }
        continue;
      }
      if (word == null) {
        word = new StringBuilder();
      }
      if (c == '\'') {
        int end = line.indexOf('\'', i + 1);
        if (end < 0) {
          throw new IllegalArgumentException("unterminated ' in: " + line);
        }
        word.append(line, i + 1, end);
        i = end;
      } else if (c == '"') {
        i = doubleQuoted(line, i + 1, word);
      } else if (c == '\\') {
        if (i + 1 >= line.length()) {
          throw new IllegalArgumentException("a backslash ends: " + line);
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
    throw new IllegalArgumentException("unterminated \" in: " + line);
  }
}
