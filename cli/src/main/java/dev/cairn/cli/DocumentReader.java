package dev.cairn.cli;

import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.locator.Warning;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Reads one JSON or YAML document into a value with the locator's loader (JSON for {@code .json},
 * YAML otherwise; CloudFormation short-form tags are understood). Errors name file:line:column;
 * warnings such as duplicate keys go to the warning sink.
 */
final class DocumentReader {
  static final String WARNING = "warning";

  private final DocumentLoader loader = DocumentLoader.builder().build();
  private final Consumer<CliError> warnings;

  DocumentReader(Consumer<CliError> warnings) {
    this.warnings = warnings;
  }

  static boolean isDataFile(Path p) {
    String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
    return name.endsWith(".json") || name.endsWith(".yaml") || name.endsWith(".yml");
  }

  Value read(Path file) throws CliException {
    String name = file.toString();
    String code = name.toLowerCase(Locale.ROOT).endsWith(".json")
        ? CliError.JSON_PARSE_ERROR
        : CliError.YAML_PARSE_ERROR;
    String text = TextFiles.read(file);
    SourceFile loaded;
    try {
      loaded = loader.load(name, text);
    } catch (LocatorException e) {
      throw new CliException(new CliError(code, e.reason(), name, e.line(), e.column()));
    }
    if (loaded.documents().size() != 1) {
      String problem = loaded.documents().isEmpty()
          ? "empty document"
          : "holds " + loaded.documents().size() + " YAML documents, expected one";
      throw new CliException(CliError.inFile(code, problem, name));
    }
    Document doc = loaded.documents().get(0);
    for (Warning w : doc.warnings()) {
      warnings.accept(new CliError(WARNING, w.message(), name, w.line(), w.column()));
    }
    return Json.fromJson(doc.value());
  }
}
