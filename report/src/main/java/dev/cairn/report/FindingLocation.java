package dev.cairn.report;

import java.util.List;

/**
 * Where a finding points: the input path and its region (1-based lines and columns in UTF-16 code
 * units, {@code endColumn} exclusive). For a path that runs past the input, the region is that of
 * its longest existing prefix and {@code missing} lists the absent keys.
 */
public record FindingLocation(
    List<Object> path, int line, int column, int endLine, int endColumn, List<Object> missing) {
  public FindingLocation {
    path = List.copyOf(path);
    missing = List.copyOf(missing);
  }
}
