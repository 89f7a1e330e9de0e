package dev.cairn.cli.conftest;

import com.google.re2j.Pattern;
import dev.cairn.scan.ScanInput;
import dev.cairn.scan.ScanInputs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The inputs of a conftest command line, read as {@code cairn scan} reads them (the scanner's own
 * file search and loader): files as given, directories searched for the formats the loader
 * reads, {@code -} standard input; paths matching {@code --ignore} (a Go regular expression) left
 * out.
 */
final class Inputs {
  private final Pattern ignore;

  /** @throws IllegalArgumentException when {@code ignore} is not a regular expression (conftest's words) */
  Inputs(String ignore) {
    try {
      this.ignore = ignore == null || ignore.isEmpty() ? null : Pattern.compile(ignore);
    } catch (com.google.re2j.PatternSyntaxException e) {
      throw new IllegalArgumentException("parse files: given regexp couldn't be parsed: " + e.getMessage(), e);
    }
  }

  List<ScanInput> read(List<String> paths) {
    List<ScanInput> out = new ArrayList<>();
    for (String p : paths) {
      if (p.equals(ScanInputs.STANDARD_INPUT)) {
        out.add(ScanInputs.standardInput(System.in));
        continue;
      }
      for (ScanInput in : ScanInputs.under(List.of(Path.of(p)))) {
        if (ignore == null || !ignore.matcher(in.name()).find()) {
          out.add(in);
        }
      }
    }
    return out;
  }
}
