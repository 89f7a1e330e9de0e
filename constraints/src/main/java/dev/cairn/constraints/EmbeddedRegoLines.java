package dev.cairn.constraints;

import dev.cairn.locator.Region;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Maps a line and column of Rego held in a YAML string to the YAML file: a block scalar's text
 * starts on the line after its indicator, indented as its first line; a one-line string starts at
 * its own column (plus the opening quote).
 */
final class EmbeddedRegoLines {
  private EmbeddedRegoLines() {}

  static ConstraintException error(SourceDocument src, List<Object> path, int regoLine, int regoColumn, String reason) {
    Region r = src.locate(path).region();
    if (regoLine <= 0) {
      return new ConstraintException(src.file(), r.startLine(), r.startColumn(), reason);
    }
    if (r.endLine() == r.startLine()) {
      return new ConstraintException(src.file(), r.startLine(), r.startColumn() + regoColumn, reason);
    }
    // a block scalar's indentation is that of its first line
    return new ConstraintException(src.file(), r.startLine() + regoLine, indent(src.file(), r.startLine() + 1) + regoColumn, reason);
  }

  /** The indentation of a line of the file, or 0 when the file cannot be read again (text given directly). */
  private static int indent(String file, int line) {
    try {
      List<String> lines = Files.readAllLines(Path.of(file));
      if (line - 1 < lines.size()) {
        String l = lines.get(line - 1);
        int i = 0;
        while (i < l.length() && l.charAt(i) == ' ') {
          i++;
        }
        return i;
      }
    } catch (IOException | RuntimeException e) {
      // not a file on disk (text given directly): columns stay relative to the Rego
    }
    return 0;
  }
}
