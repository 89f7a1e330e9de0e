package dev.cairn.locator.formats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a Dockerfile into logical lines: an instruction with its continuation lines joined (the
 * escape character and line break removed, comment and empty lines inside skipped), or a comment.
 * Each character of a joined line remembers its offset in the file, so words locate where written.
 * Heredoc bodies ({@code RUN <<EOF}) belong to their instruction's line.
 */
final class DockerfileLines {

  private static final Pattern DIRECTIVE = Pattern.compile("#\\s*([a-zA-Z]+)\\s*=\\s*(\\S*)\\s*");
  private static final Pattern HEREDOC = Pattern.compile("<<(-?)([\"']?)([A-Za-z_][A-Za-z0-9_]*)\\2");

  /** A logical line: its text, each char's offset in the file, and where it ends in the file. */
  record Line(String text, int[] offsets, int end, boolean comment) {
    int offset(int i) {
      return i < offsets.length ? offsets[i] : end;
    }
  }

  private DockerfileLines() {}

  static List<Line> split(String text) {
    List<Line> out = new ArrayList<>();
    char escape = '\\';
    boolean directives = true;
    int pos = 0;
    int n = text.length();
    while (pos < n) {
      int lineEnd = lineEnd(text, pos);
      String raw = text.substring(pos, lineEnd);
      String trimmed = raw.strip();
      if (trimmed.isEmpty()) {
        pos = next(text, lineEnd);
        continue;
      }
      if (trimmed.startsWith("#")) {
        Matcher d = DIRECTIVE.matcher(trimmed);
        if (directives && d.matches()) {
          if (d.group(1).toLowerCase(Locale.ROOT).equals("escape") && d.group(2).length() == 1) {
            escape = d.group(2).charAt(0);
          }
        } else {
          directives = false;
          int start = pos + raw.indexOf('#');
          out.add(new Line(trimmed.substring(1).strip(), new int[] {start}, pos + raw.stripTrailing().length(), true));
        }
        pos = next(text, lineEnd);
        continue;
      }
      directives = false;
      StringBuilder sb = new StringBuilder();
      int[] offsets = new int[64];
      int end = pos;
      int at = pos;
      while (true) {
        int le = lineEnd(text, at);
        int contentEnd = at + text.substring(at, le).stripTrailing().length();
        boolean continues = contentEnd > at && text.charAt(contentEnd - 1) == escape;
        int copyEnd = continues ? contentEnd - 1 : contentEnd;
        for (int i = at; i < copyEnd; i++) {
          if (sb.length() == offsets.length) {
            offsets = Arrays.copyOf(offsets, offsets.length * 2);
          }
          offsets[sb.length()] = i;
          sb.append(text.charAt(i));
        }
        end = Math.max(end, copyEnd);
        at = next(text, le);
        if (!continues) {
          break;
        }
        // skip comment and empty lines inside a continuation
        while (at < n) {
          String l = text.substring(at, lineEnd(text, at)).strip();
          if (!l.isEmpty() && !l.startsWith("#")) {
            break;
          }
          at = next(text, lineEnd(text, at));
        }
        if (at >= n) {
          break;
        }
      }
      String joined = sb.toString();
      at = skipHeredocs(text, joined, at);
      out.add(new Line(joined, Arrays.copyOf(offsets, sb.length()), end, false));
      pos = at;
    }
    return out;
  }

  /** Skips the bodies of the heredocs a line opens; returns where the next line starts. */
  private static int skipHeredocs(String text, String line, int at) {
    Matcher m = HEREDOC.matcher(line);
    while (m.find()) {
      boolean strip = !m.group(1).isEmpty();
      String word = m.group(3);
      while (at < text.length()) {
        int le = lineEnd(text, at);
        String l = text.substring(at, le);
        at = next(text, le);
        if ((strip ? l.strip() : l).equals(word)) {
          break;
        }
      }
    }
    return at;
  }

  private static int lineEnd(String text, int from) {
    int i = from;
    while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
      i++;
    }
    return i;
  }

  private static int next(String text, int lineEnd) {
    if (lineEnd < text.length() && text.charAt(lineEnd) == '\r') {
      lineEnd++;
      if (lineEnd < text.length() && text.charAt(lineEnd) == '\n') {
        return lineEnd + 1;
      }
      return lineEnd;
    }
    return Math.min(text.length(), lineEnd + 1);
  }
}
