package dev.cairn.cli;

import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import dev.cairn.scan.DataLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Loads {@code -d} paths as {@code opa eval} does: {@code .rego} files become modules; JSON and
 * YAML files are merged into {@code data} at the path of their directory relative to the {@code
 * -d} directory (a file given directly, or at the top of the directory, merges at the root, so it
 * must hold an object). Files of other types inside directories are ignored. Every problem is
 * collected before failing.
 */
final class DataLoader {
  /** The modules and the merged base document. */
  record Loaded(List<PolicyBuilder.Source> modules, Value data) {}

  private final DocumentReader reader;
  private final List<PolicyBuilder.Source> modules = new ArrayList<>();
  private final List<CliError> errors = new ArrayList<>();
  private Value data = ObjectValue.EMPTY;

  private DataLoader(DocumentReader reader) {
    this.reader = reader;
  }

  static Loaded load(List<Path> paths, DocumentReader reader) throws CliException {
    DataLoader loader = new DataLoader(reader);
    for (Path p : paths) {
      loader.loadRoot(p);
    }
    if (!loader.errors.isEmpty()) {
      throw new CliException(loader.errors);
    }
    return new Loaded(List.copyOf(loader.modules), loader.data);
  }

  private void loadRoot(Path path) {
    if (Files.isDirectory(path)) {
      loadDirectory(path, List.of());
    } else if (!Files.exists(path)) {
      errors.add(CliError.inFile(CliError.LOAD_ERROR, "no such file or directory", path.toString()));
    } else if (isRego(path) || DocumentReader.isDataFile(path)) {
      loadFile(path, List.of());
    } else {
      errors.add(
          CliError.inFile(
              CliError.LOAD_ERROR,
              "unsupported file type (want .rego, .json, .yaml or .yml)",
              path.toString()));
    }
  }

  private void loadDirectory(Path dir, List<String> dataPath) {
    List<Path> entries;
    try (Stream<Path> s = Files.list(dir)) {
      entries = s.sorted().toList();
    } catch (IOException e) {
      errors.add(CliError.inFile(CliError.LOAD_ERROR, "cannot list directory", dir.toString()));
      return;
    }
    for (Path entry : entries) {
      if (Files.isDirectory(entry)) {
        List<String> sub = new ArrayList<>(dataPath);
        sub.add(entry.getFileName().toString());
        loadDirectory(entry, sub);
      } else if (isRego(entry) || DocumentReader.isDataFile(entry)) {
        loadFile(entry, dataPath);
      }
    }
  }

  private void loadFile(Path file, List<String> dataPath) {
    try {
      if (isRego(file)) {
        modules.add(new PolicyBuilder.Source(file.toString(), TextFiles.read(file)));
      } else {
        merge(file, dataPath, reader.read(file));
      }
    } catch (CliException e) {
      errors.addAll(e.errors());
    }
  }

  private void merge(Path file, List<String> dataPath, Value doc) {
    if (!(DataLayout.place(dataPath, doc) instanceof ObjectValue obj)) {
      errors.add(
          CliError.inFile(
              CliError.LOAD_ERROR,
              "data file must hold an object at its root, found " + doc.typeName(),
              file.toString()));
      return;
    }
    try {
      data = DataLayout.merge((ObjectValue) data, obj);
    } catch (IllegalArgumentException e) {
      errors.add(CliError.inFile(CliError.LOAD_ERROR, e.getMessage(), file.toString()));
    }
  }

  private static boolean isRego(Path p) {
    return p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".rego");
  }
}
