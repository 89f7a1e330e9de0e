package dev.cairn.cli.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Whether the output a page shows is the output produced. The comparison is exact except for what
 * must vary between machines and runs:
 *
 * <ul>
 *   <li>a line that is exactly {@code ...} stands for any number of lines (zero or more), so a page
 *       can show the part of a long output that matters;
 *   <li>the repository's absolute path is shown as {@link #ROOT} (a user's clone is elsewhere);
 *   <li>a duration in parentheses, such as {@code (32.53ms)} or {@code (1.2s)}, matches any
 *       duration;
 *   <li>spaces at the end of a line and empty lines at the end are ignored (editors strip them).
 * </ul>
 */
final class OutputMatch {
  static final String ANY_LINES = "...";
  static final String ROOT = "/path/to/cairn";
  private static final Pattern DURATION = Pattern.compile("\\((?:\\d+(?:\\.\\d+)?(?:ns|µs|us|ms|s|m|h))+\\)");

  private OutputMatch() {}

  /** The printed text as a page shows it: the root replaced, durations and line ends normalised. */
  static List<String> normalise(String printed, String root) {
    return lines(printed.replace(root, ROOT));
  }

  static List<String> lines(String text) {
    List<String> lines = new ArrayList<>();
    for (String line : text.split("\r?\n", -1)) {
      lines.add(DURATION.matcher(line.stripTrailing()).replaceAll("(DURATION)"));
    }
    while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
      lines.remove(lines.size() - 1);
    }
    return lines;
  }

  /** Whether {@code actual} is {@code expected} with each {@code ...} line standing for any lines. */
  static boolean matches(List<String> expected, List<String> actual) {
    // matched[i][j]: expected[i..] matches actual[j..]
    boolean[][] matched = new boolean[expected.size() + 1][actual.size() + 1];
    matched[expected.size()][actual.size()] = true;
    for (int i = expected.size() - 1; i >= 0; i--) {
      boolean any = expected.get(i).equals(ANY_LINES);
      for (int j = actual.size(); j >= 0; j--) {
        if (any) {
          matched[i][j] = matched[i + 1][j] || (j < actual.size() && matched[i][j + 1]);
        } else {
          matched[i][j] = j < actual.size() && expected.get(i).equals(actual.get(j)) && matched[i + 1][j + 1];
        }
      }
    }
    return matched[0][0];
  }
}
