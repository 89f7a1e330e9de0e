package dev.cairn.cli;

import dev.cairn.report.Finding;
import dev.cairn.report.FindingLocation;
import dev.cairn.scan.ChangedFiles;
import dev.cairn.scan.ScanInput;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * {@code --changed-lines}: a finding is kept when its primary region overlaps a touched line. A
 * missing key's region is its parent block, so removing or never adding the key counts when the
 * block was touched; a finding with no region counts when its file was touched at all.
 */
final class TouchedFindings implements Predicate<Finding> {
  private final Map<String, Path> pathByName = new HashMap<>();
  private final ChangedFiles changed;

  TouchedFindings(List<ScanInput> inputs, ChangedFiles changed) {
    inputs.forEach(in -> pathByName.putIfAbsent(in.name(), in.path()));
    this.changed = changed;
  }

  @Override
  public boolean test(Finding f) {
    Path path = pathByName.get(f.file());
    if (path == null) {
      return false;
    }
    FindingLocation l = f.location();
    if (l == null || l.line() < 1) {
      return changed.touches(path, 1, Integer.MAX_VALUE - 1);
    }
    return changed.touches(path, l.line(), Math.max(l.line(), l.endLine()));
  }
}
