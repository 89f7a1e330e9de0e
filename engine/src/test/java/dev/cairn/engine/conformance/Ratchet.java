package dev.cairn.engine.conformance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * passing.txt: the ids of cases that must keep passing, one per line, sorted. Only an explicit
 * {@code -Dconformance.update=true} run changes it.
 */
final class Ratchet {
  private final Path file;

  Ratchet(Path file) {
    this.file = file;
  }

  Set<String> read() throws IOException {
    Set<String> ids = new TreeSet<>();
    if (Files.exists(file)) {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        if (!line.isBlank()) {
          ids.add(line.strip());
        }
      }
    }
    return ids;
  }

  void write(Collection<String> passing) throws IOException {
    List<String> lines = new TreeSet<>(passing).stream().toList();
    Files.createDirectories(file.getParent());
    Files.write(file, lines, StandardCharsets.UTF_8);
  }
}
