package dev.cairn.scan;

import dev.cairn.locator.FileTree;
import dev.cairn.locator.InputFormat;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.TextFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Finding the inputs of a scan: every front end searches paths and reads standard input the same way. */
public final class ScanInputs {
  /** The name reports give standard input. */
  public static final String STANDARD_INPUT = "-";

  private ScanInputs() {}

  /**
   * The files to scan below each path: a file as given, a directory's files of the formats Cairn
   * reads ({@link InputFormat#recognizes}) in sorted order. Names are the paths as given. A path
   * that cannot be read (missing, a broken or looping link, a FIFO, a directory that cannot be
   * listed) is an {@link ScanInput#unusable} input, which the scan reports as an error.
   */
  public static List<ScanInput> under(List<Path> paths) {
    List<ScanInput> out = new ArrayList<>();
    for (Path p : paths) {
      for (FileTree.Entry e : FileTree.walk(p, f -> InputFormat.recognizes(f.getFileName().toString()))) {
        String name = PolicyLoader.display(e.path());
        out.add(e.isFile() ? ScanInput.file(name, e.path()) : ScanInput.unusable(name, e.path(), e.problem()));
      }
    }
    return out;
  }

  /**
   * Standard input as one input named {@code -}, decoded as a file is (UTF-8, or UTF-16 with a byte
   * order mark); text that cannot be decoded, or a stream that fails, is an unusable input saying
   * why and where.
   */
  public static ScanInput standardInput(InputStream in) {
    try {
      return ScanInput.text(STANDARD_INPUT, TextFile.decode(STANDARD_INPUT, in.readAllBytes()));
    } catch (LocatorException e) {
      return ScanInput.unusable(STANDARD_INPUT, null, e.reason() + " at line " + e.line() + ", column " + e.column());
    } catch (IOException e) {
      return ScanInput.unusable(STANDARD_INPUT, null, "cannot read standard input: " + e.getMessage());
    }
  }
}
