package dev.cairn.locator;

import dev.cairn.locator.formats.DockerfileParser;
import dev.cairn.locator.formats.DotenvParser;
import dev.cairn.locator.formats.HclParser;
import dev.cairn.locator.formats.IniParser;
import dev.cairn.locator.formats.Node;
import dev.cairn.locator.formats.PropertiesParser;
import dev.cairn.locator.formats.TomlReader;
import dev.cairn.locator.formats.XmlReader;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The input formats the loader reads, by conftest's parser names, and how a file name chooses one
 * (as conftest does: {@code Dockerfile}, {@code Dockerfile.*} and {@code *.dockerfile} are
 * Dockerfiles, {@code .tf} and {@code .tfvars} are HCL2, {@code .env} is dotenv, a name without
 * extension is YAML, any other extension is the parser of that name).
 */
public enum InputFormat {
  YAML("yaml"),
  JSON("json"),
  HCL2("hcl2"),
  DOCKERFILE("dockerfile"),
  TOML("toml"),
  INI("ini"),
  XML("xml"),
  DOTENV("dotenv"),
  PROPERTIES("properties");

  /** conftest's parsers that Cairn does not have: named in errors, never silently skipped. */
  private static final Set<String> UNSUPPORTED = Set.of(
      "hcl1", "cue", "jsonnet", "hocon", "edn", "vcl", "ignore", "textproto", "spdx", "cyclonedx", "jsonc",
      "groovy", "nginx", "routeros", "codeowners");

  private final String id;

  InputFormat(String id) {
    this.id = id;
  }

  /** conftest's name for this parser ({@code --parser} takes it). */
  public String id() {
    return id;
  }

  /** The names {@link #named} accepts, comma-separated. */
  public static String supportedNames() {
    return Arrays.stream(values()).map(InputFormat::id).collect(Collectors.joining(", "));
  }

  /**
   * The format of a conftest parser name.
   *
   * @throws IllegalArgumentException for a parser Cairn does not have or an unknown name
   */
  public static InputFormat named(String id) {
    for (InputFormat f : values()) {
      if (f.id.equals(id)) {
        return f;
      }
    }
    if (UNSUPPORTED.contains(id)) {
      throw new IllegalArgumentException("unsupported format \"" + id + "\" (conftest's " + id
          + " parser is not available in Cairn; supported: " + supportedNames() + ")");
    }
    throw new IllegalArgumentException("unknown parser \"" + id + "\" (supported: " + supportedNames() + ")");
  }

  /** The format a file name asks for, or empty when its extension names no format Cairn reads. */
  public static Optional<InputFormat> forFileName(String name) {
    try {
      return Optional.of(forFile(name));
    } catch (LocatorException e) {
      return Optional.empty();
    }
  }

  /**
   * True when a file found in a directory is an input: a Dockerfile name, or the extension of a
   * format Cairn reads or of another conftest parser (loading those reports them as unsupported
   * rather than skipping them). Names without extension (YAML when given explicitly), unknown
   * extensions and {@code .gitignore}/{@code .dockerignore} files are not inputs.
   */
  public static boolean recognizes(String name) {
    String base = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1)
        .toLowerCase(Locale.ROOT);
    int dot = base.lastIndexOf('.');
    if (dot < 0) {
      return forFile(name) == DOCKERFILE;
    }
    String ext = base.substring(dot + 1);
    return forFileName(name).isPresent() || (UNSUPPORTED.contains(ext) && !ext.equals("ignore"));
  }

  /**
   * The format a file name asks for.
   *
   * @throws LocatorException naming the file when its extension is unsupported or unknown
   */
  public static InputFormat forFile(String name) {
    String base = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1)
        .toLowerCase(Locale.ROOT);
    int dot = base.lastIndexOf('.');
    String ext = dot >= 0 ? base.substring(dot + 1) : "";
    if (base.equals("dockerfile") || base.startsWith("dockerfile.") || ext.equals("dockerfile")) {
      return DOCKERFILE;
    }
    switch (ext) {
      case "":
      case "yml":
        return YAML;
      case "tf":
      case "tfvars":
        return HCL2;
      case "env":
        return DOTENV;
      case "gitignore":
      case "dockerignore":
        ext = "ignore";
        break;
      default:
        break;
    }
    try {
      return named(ext);
    } catch (IllegalArgumentException e) {
      String reason = UNSUPPORTED.contains(ext)
          ? "unsupported format \"" + ext + "\": conftest's " + ext + " parser is not available in Cairn"
          : "unsupported format: no parser for the extension \"." + ext + "\"";
      throw new LocatorException(name, 1, 1, reason + " (supported: " + supportedNames()
          + "; choose one with --parser)");
    }
  }

  /** Parses a text in this format into its documents. */
  List<Document> read(String file, String text, Limits limits) {
    switch (this) {
      case YAML:
        return YamlReader.read(file, text, limits);
      case JSON:
        return JsonReader.read(file, text, limits);
      default:
        return List.of(NodeDocuments.toDocument(file, parse(file, text, limits), limits));
    }
  }

  private Node parse(String file, String text, Limits limits) {
    int maxDepth = limits.maxDepth();
    switch (this) {
      case HCL2:
        return HclParser.parse(file, text, maxDepth);
      case DOCKERFILE:
        return DockerfileParser.parse(file, text);
      case TOML:
        return TomlReader.read(file, text, maxDepth);
      case INI:
        return IniParser.parse(file, text);
      case XML:
        return XmlReader.read(file, text, maxDepth);
      case DOTENV:
        return DotenvParser.parse(file, text, limits.maxExpansionChars());
      case PROPERTIES:
        return PropertiesParser.parse(file, text);
      default:
        throw new IllegalStateException(id);
    }
  }
}
