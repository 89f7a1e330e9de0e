package dev.cairn.cli.conftest;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.InputFormat;
import dev.cairn.locator.LocatorException;
import dev.cairn.conftest.ConftestBuiltins;
import dev.cairn.locator.SourceFile;
import dev.cairn.scan.ScanInput;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cairn conftest parse}: prints inputs as the policies see them, as conftest does: one file
 * as its value (a multi-document file as the list of its documents), several as an object keyed
 * by path, {@code --combine} as the combined list of {@code {path, contents}}; JSON indented by
 * two spaces.
 */
@Command(name = "parse", description = "Print the input files as the policies see them, as conftest parse.", mixinStandardHelpOptions = true)
final class ConftestParseCommand implements Callable<Integer> {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @Spec CommandSpec spec;

  @Option(names = "--combine", description = "Print all files as one combined input.")
  boolean combine;

  @Option(names = "--parser", paramLabel = "PARSER", description = "The parser for every input (hcl2, dockerfile, toml, ini, xml, dotenv, properties, yaml, json).")
  String parser;

  @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files or directories; - reads standard input.")
  List<String> paths = new ArrayList<>();

  @Override
  public Integer call() throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    InputFormat forced;
    try {
      forced = parser == null ? null : InputFormat.named(parser);
    } catch (IllegalArgumentException e) {
      return ConftestErrors.fail(err, e.getMessage());
    }
    DocumentLoader loader = DocumentLoader.builder().build();
    TreeMap<String, JsonNode> byPath = new TreeMap<>();
    ArrayNode combined = JsonNodeFactory.instance.arrayNode();
    try {
      for (ScanInput in : new Inputs(null).read(paths)) {
        InputFormat format = forced != null ? forced : InputFormat.forFile(in.name());
        SourceFile f = in.path() != null ? loader.load(in.path(), format) : loader.load(in.name(), in.text(), format);
        JsonNode parsed = ConftestBuiltins.conftestValue(format, f);
        byPath.put(in.name(), parsed);
        for (Document d : f.documents()) {
          ObjectNode entry = combined.addObject();
          entry.put("path", in.name());
          entry.set("contents", format == InputFormat.DOCKERFILE ? parsed : d.value());
        }
      }
    } catch (LocatorException e) {
      return ConftestErrors.fail(err, "parse configurations: " + e.getMessage());
    } catch (IllegalArgumentException | UncheckedIOException e) {
      return ConftestErrors.fail(err, "parse configurations: " + e.getMessage());
    }
    JsonNode value = combine ? combined
        : byPath.size() == 1 ? byPath.firstEntry().getValue() : MAPPER.valueToTree(byPath);
    PrintWriter out = spec.commandLine().getOut();
    try (JsonGenerator g = dev.cairn.report.JsonOutput.pretty(out, "  ")) {
      MAPPER.writeTree(g, sorted(value));
    }
    out.println();
    out.flush();
    return 0;
  }

  /** Object keys in sorted order, as Go marshals its maps. */
  private static JsonNode sorted(JsonNode n) {
    if (n.isObject()) {
      ObjectNode out = JsonNodeFactory.instance.objectNode();
      TreeMap<String, JsonNode> fields = new TreeMap<>();
      n.fields().forEachRemaining(e -> fields.put(e.getKey(), e.getValue()));
      fields.forEach((k, v) -> out.set(k, sorted(v)));
      return out;
    }
    if (n.isArray()) {
      ArrayNode out = JsonNodeFactory.instance.arrayNode();
      n.forEach(x -> out.add(sorted(x)));
      return out;
    }
    return n;
  }
}
