package dev.cairn.scan;

import java.nio.file.Path;
import java.util.BitSet;
import java.util.Map;

/**
 * The files a change touched, by absolute path, each with the lines of its current text that the
 * change added or replaced ({@link GitChanges} computes them). A line next to a deletion counts as
 * touched, so removing a key from a block touches the block.
 */
public final class ChangedFiles {
  private final Map<Path, BitSet> lines;

  ChangedFiles(Map<Path, BitSet> lines) {
    this.lines = Map.copyOf(lines);
  }

  /** Whether {@code file} was added, changed or renamed. */
  public boolean contains(Path file) {
    return lines.containsKey(normalize(file));
  }

  /** Whether a line of {@code file} from {@code first} to {@code last} (1-based, inclusive) was touched. */
  public boolean touches(Path file, int first, int last) {
    BitSet touched = lines.get(normalize(file));
    if (touched == null) {
      return false;
    }
    int next = touched.nextSetBit(Math.max(first, 1));
    return next >= 0 && next <= Math.max(first, last);
  }

  /** How many files were changed. */
  public int size() {
    return lines.size();
  }

  static Path normalize(Path file) {
    return file.toAbsolutePath().normalize();
  }
}
