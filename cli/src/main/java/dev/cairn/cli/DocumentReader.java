package dev.cairn.cli;

import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.InputFormat;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.locator.Warning;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Reads one document into a value with the locator's loader, in the format the file name chooses
 * (JSON for {@code .json}, HCL2 for {@code .tf}, a Dockerfile, TOML, INI, XML, dotenv, properties;
 * YAML for {@code .yaml} or no extension, CloudFormation short-form tags understood). Errors name
 * file:line:column; warnings such as duplicate keys go to the warning sink.
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
    InputFormat format;
    try {
      format = InputFormat.forFile(name);
    } catch (LocatorException e) {
      throw new CliException(new CliError(CliError.LOAD_ERROR, e.reason(), name, e.line(), e.column()));
    }
    String code = format == InputFormat.JSON
        ? CliError.JSON_PARSE_ERROR
        : format == InputFormat.YAML ? CliError.YAML_PARSE_ERROR : CliError.LOAD_ERROR;
    String text = TextFiles.read(file);
    SourceFile loaded;
    try {
      loaded = loader.load(name, text, format);
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
