package dev.cairn.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.nio.file.Path;
import java.util.Locale;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/** Reads a JSON or YAML document into a value; errors name file:line:column. */
final class DocumentReader {
  private DocumentReader() {}

  static boolean isDataFile(Path p) {
    String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
    return name.endsWith(".json") || name.endsWith(".yaml") || name.endsWith(".yml");
  }

  /** JSON for {@code .json} files; YAML (which also reads JSON) for everything else. */
  static Value read(Path file) throws CliException {
    String text = TextFiles.read(file);
    String name = file.toString();
    try {
      if (name.toLowerCase(Locale.ROOT).endsWith(".json")) {
        return readJson(name, text);
      }
      return readYaml(name, text);
    } catch (StackOverflowError e) {
      throw new CliException(CliError.inFile(CliError.LOAD_ERROR, "document nested too deeply", name));
    }
  }

  static Value readJson(String name, String text) throws CliException {
    try {
      return Json.parse(text);
    } catch (IllegalArgumentException e) {
      // Json.parse keeps Jackson's exception, which knows where the text went wrong, as the cause
      if (e.getCause() instanceof JsonProcessingException jpe && jpe.getLocation() != null) {
        JsonLocation at = jpe.getLocation();
        throw new CliException(
            new CliError(
                CliError.JSON_PARSE_ERROR,
                jpe.getOriginalMessage(),
                name,
                at.getLineNr(),
                at.getColumnNr()));
      }
      throw new CliException(CliError.inFile(CliError.JSON_PARSE_ERROR, e.getMessage(), name));
    }
  }

  static Value readYaml(String name, String text) throws CliException {
    LoadSettings settings = LoadSettings.builder().setLabel(name).setSchema(new CoreSchema()).build();
    Object doc;
    try {
      doc = new Load(settings).loadFromString(text);
    } catch (MarkedYamlEngineException e) {
      Mark mark = e.getProblemMark().or(e::getContextMark).orElse(null);
      String problem = e.getProblem() != null ? e.getProblem() : e.getContext();
      throw new CliException(
          new CliError(
              CliError.YAML_PARSE_ERROR,
              problem == null ? "invalid YAML" : problem,
              name,
              mark == null ? 0 : mark.getLine() + 1,
              mark == null ? 0 : mark.getColumn() + 1));
    } catch (YamlEngineException e) {
      throw new CliException(CliError.inFile(CliError.YAML_PARSE_ERROR, e.getMessage(), name));
    }
    if (doc == null && text.isBlank()) {
      throw new CliException(CliError.inFile(CliError.YAML_PARSE_ERROR, "empty document", name));
    }
    try {
      return YamlValues.convert(doc);
    } catch (IllegalArgumentException e) {
      throw new CliException(CliError.inFile(CliError.YAML_PARSE_ERROR, e.getMessage(), name));
    }
  }
}
