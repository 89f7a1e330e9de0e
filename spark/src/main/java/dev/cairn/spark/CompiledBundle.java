package dev.cairn.spark;

import dev.cairn.scan.Scan;
import java.util.List;

/**
 * A bundle's scan as compiled in this JVM, and the policy paths it was compiled from: some checks
 * name a policy file in what they report (a Guard rule's path is its file's), and the audit shows
 * the path the driver was given instead of the executor's temporary copy.
 *
 * @param compiledPaths each temporary policy or data root, in the bundle's order
 * @param drivenPaths the path the driver was given for each
 * @param tempDir the temporary directory's prefix, for any other file of it
 */
record CompiledBundle(Scan scan, List<String> compiledPaths, List<String> drivenPaths, String tempDir) {
  CompiledBundle {
    compiledPaths = List.copyOf(compiledPaths);
    drivenPaths = List.copyOf(drivenPaths);
  }

  /** The text with every temporary policy path written as the driver's; null stays null. */
  String onDriver(String text) {
    if (text == null || !text.contains(tempDir)) {
      return text;
    }
    String out = text;
    for (int i = 0; i < compiledPaths.size(); i++) {
      out = out.replace(compiledPaths.get(i), drivenPaths.get(i));
    }
    return out.replace(tempDir, "");
  }
}
