package dev.cairn.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * AWS's sample CloudFormation templates in {@code ../shared/real-inputs/aws-cloudformation-templates}
 * (beside the repository), the corpus of the many-files and lint rows: every {@code .yaml}, {@code
 * .yml} and {@code .json} file below it, sorted.
 */
final class RealTemplates {
  private RealTemplates() {}

  /** The corpus's directory. */
  static Path dir() throws PeerTools.Missing {
    Path dir = PeerTools.root().resolveSibling("shared/real-inputs/aws-cloudformation-templates");
    if (!Files.isDirectory(dir)) {
      throw new PeerTools.Missing(dir + " not found: the shared reference material is not beside the repository");
    }
    return dir;
  }

  static List<Path> files() throws PeerTools.Missing, IOException {
    try (Stream<Path> walk = Files.walk(dir())) {
      return walk.filter(Files::isRegularFile)
          .filter(p -> {
            String n = p.getFileName().toString();
            return n.endsWith(".yaml") || n.endsWith(".yml") || n.endsWith(".json");
          })
          .sorted()
          .toList();
    }
  }
}
