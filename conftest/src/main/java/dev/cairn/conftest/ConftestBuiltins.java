package dev.cairn.conftest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.InputFormat;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * conftest's built-ins, so its policies and their tests compile and run: {@code parse_config(parser,
 * text)}, {@code parse_config_file(path)} and {@code parse_combined_config_files(paths)}, with the
 * parsers {@code cairn scan} reads inputs with. File paths are relative to the directory of the
 * policy file that calls them, as in conftest. A parse error is the built-in's error (undefined,
 * or an evaluation error with strict built-in errors).
 */
public final class ConftestBuiltins {

  private static final DocumentLoader LOADER = DocumentLoader.builder().build();
  private static final Builtin PARSE_CONFIG = Builtin.function(
      "parse_config", FunctionDecl.of(Type.ANY, Type.STRING, Type.STRING), ConftestBuiltins::parseConfig);
  /** conftest's three built-ins. */
  static final List<Builtin> ALL = List.of(
      PARSE_CONFIG,
      Builtin.function("parse_config_file", FunctionDecl.of(Type.ANY, Type.STRING),
          ConftestBuiltins::parseConfigFile),
      Builtin.function("parse_combined_config_files", FunctionDecl.of(Type.ANY, Type.arrayOf(Type.STRING)),
          ConftestBuiltins::parseCombinedConfigFiles));

  private ConftestBuiltins() {}

  /** Adds the three built-ins to a policy being built. */
  public static PolicyBuilder addTo(PolicyBuilder builder) {
    ALL.forEach(builder::builtin);
    return builder;
  }

  /**
   * A new policy with conftest's built-ins: how every command compiles policies (scan, conftest,
   * eval, test, serve), so a policy that calls {@code parse_config} compiles under each of them.
   */
  /**
   * Compiles policies as conftest loads them: the {@code .rego} files of the policy paths, the data
   * paths as OPA's loader reads them, and conftest's built-ins.
   *
   * @throws dev.cairn.scan.PolicyLoadException naming every file that could not be read
   * @throws dev.cairn.engine.RegoException when a module does not parse or compile
   */
  public static dev.cairn.engine.CompiledPolicy load(
      List<java.nio.file.Path> policies, List<java.nio.file.Path> data, dev.cairn.engine.ParseMode mode) {
    return dev.cairn.scan.PolicyLoader.load(policies, List.of(), data, mode, ALL);
  }

  public static PolicyBuilder policy() {
    return addTo(dev.cairn.engine.Rego.policy());
  }

  /**
   * A new policy with {@code parse_config} only, the built-in that reads no file: for {@code cairn
   * serve}, whose clients push policies over HTTP, and a pushed policy must not read the server's
   * files ({@code parse_config_file("/etc/passwd")}), as OPA's policies cannot. A policy's built-ins
   * are its own, so such a call is an undefined function when the policy compiles.
   */
  public static PolicyBuilder policyReadingNoFiles() {
    return dev.cairn.engine.Rego.policy().builtin(PARSE_CONFIG);
  }

  private static Value parseConfig(BuiltinContext ctx, List<Value> args) throws BuiltinException {
    String parser = string(args.get(0), 0);
    String text = string(args.get(1), 1);
    try {
      InputFormat format = InputFormat.named(parser);
      return Json.fromJson(conftestValue(format, LOADER.load("-", text, format)));
    } catch (IllegalArgumentException | LocatorException e) {
      throw BuiltinException.error(e.getMessage());
    }
  }

  private static Value parseConfigFile(BuiltinContext ctx, List<Value> args) throws BuiltinException {
    Path path = resolve(ctx, string(args.get(0), 0));
    try {
      return Json.fromJson(conftestValue(InputFormat.forFile(path.toString()), LOADER.load(path)));
    } catch (LocatorException e) {
      throw BuiltinException.error(e.getMessage());
    }
  }

  /** conftest's combined input: {@code [{path, contents}]} sorted by path, a file's list split. */
  private static Value parseCombinedConfigFiles(BuiltinContext ctx, List<Value> args) throws BuiltinException {
    if (!(args.get(0) instanceof ArrayValue paths)) {
      throw BuiltinException.operand(0, "array", args.get(0));
    }
    List<ObjectNode> entries = new ArrayList<>();
    for (int i = 0; i < paths.size(); i++) {
      Path path = resolve(ctx, string(paths.get(i), 0));
      JsonNode value;
      try {
        value = conftestValue(InputFormat.forFile(path.toString()), LOADER.load(path));
      } catch (LocatorException e) {
        throw BuiltinException.error(e.getMessage());
      }
      List<JsonNode> parts = new ArrayList<>();
      if (value.isArray()) {
        value.forEach(parts::add);
      } else {
        parts.add(value);
      }
      for (JsonNode part : parts) {
        ObjectNode entry = JsonNodeFactory.instance.objectNode();
        entry.put("path", path.toString());
        entry.set("contents", part);
        entries.add(entry);
      }
    }
    entries.sort(Comparator.comparing(e -> e.get("path").asText()));
    ArrayNode out = JsonNodeFactory.instance.arrayNode();
    out.addAll(entries);
    return Json.fromJson(out);
  }

  /**
   * What conftest's parser returns for a file (what {@code conftest parse} prints): the document, a
   * Dockerfile's instructions wrapped in one more list, a YAML stream of several documents as their
   * list, an empty one as null.
   */
  public static JsonNode conftestValue(InputFormat format, SourceFile file) {
    List<Document> docs = file.documents();
    if (format == InputFormat.DOCKERFILE) {
      return JsonNodeFactory.instance.arrayNode().add(docs.get(0).value());
    }
    if (docs.size() == 1) {
      return docs.get(0).value();
    }
    if (docs.isEmpty()) {
      return JsonNodeFactory.instance.nullNode();
    }
    ArrayNode list = JsonNodeFactory.instance.arrayNode();
    docs.forEach(d -> list.add(d.value()));
    return list;
  }

  /** A path relative to the calling policy file's directory (the working directory when it has none). */
  private static Path resolve(BuiltinContext ctx, String path) {
    String policy = ctx.location() == null ? "" : ctx.location().file();
    Path dir = policy == null || policy.isEmpty() ? null : Path.of(policy).getParent();
    return (dir == null ? Path.of(path) : dir.resolve(path)).normalize();
  }

  private static String string(Value v, int index) throws BuiltinException {
    if (v instanceof StringValue s) {
      return s.value();
    }
    throw BuiltinException.operand(index, "string", v);
  }
}
