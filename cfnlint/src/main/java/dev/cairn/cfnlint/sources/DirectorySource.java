package dev.cairn.cfnlint.sources;

import dev.cairn.cfnlint.SchemaException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/**
 * A user's schema directory: either the bundled layout ({@code providers/us_east_1/...},
 * {@code other/}, {@code extensions/}) or a flat directory of provider schemas as AWS publishes them
 * ({@code aws-s3-bucket.json}, ...). Template sections and functions not in the directory come from
 * the bundled set.
 *
 * <p>Internal: public only for {@link dev.cairn.cfnlint.SchemaStore}; not part of Cairn's API.
 */
public final class DirectorySource implements SchemaSource {
  private final Path root;
  private final SchemaSource fallback;
  private final String flatRegion;

  public DirectorySource(Path root, SchemaSource fallback, String flatRegion) {
    this.root = root;
    this.fallback = fallback;
    this.flatRegion = flatRegion;
  }

  @Override
  public byte[] read(String path) {
    Path file = locate(path);
    if (file != null) {
      try {
        return Files.readAllBytes(file);
      } catch (IOException e) {
        throw new SchemaException(file.toString(), "cannot read: " + e.getMessage());
      }
    }
    return path.startsWith("providers/") ? null : fallback.read(path);
  }

  private Path locate(String path) {
    Path file = root.resolve(path);
    if (Files.isRegularFile(file)) {
      return file;
    }
    if (path.startsWith("providers/")) {
      Path flat = root.resolve(path.substring(path.lastIndexOf('/') + 1));
      if (Files.isRegularFile(flat)) {
        return flat;
      }
    }
    return null;
  }

  @Override
  public String describe(String path) {
    Path file = locate(path);
    if (file == null && !path.startsWith("providers/")) {
      return fallback.describe(path); // read from the bundled set
    }
    return file != null ? file.toString() : root.resolve(path).toString();
  }

  @Override
  public Set<String> regions() {
    Path providers = root.resolve("providers");
    if (!Files.isDirectory(providers)) {
      return Set.of(flatRegion);
    }
    try (var dirs = Files.list(providers)) {
      return dirs.filter(Files::isDirectory)
          .map(d -> d.getFileName().toString().replace('_', '-'))
          .collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new));
    } catch (IOException e) {
      throw new SchemaException(providers.toString(), "cannot list: " + e.getMessage());
    }
  }
}
