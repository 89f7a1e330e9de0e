package dev.cairn.cli.conftest;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.dataformat.toml.TomlMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where conftest's settings come from, first found wins: the flag, the environment variable
 * {@code CONFTEST_<FLAG>} ({@code CONFTEST_POLICY}, {@code CONFTEST_ALL_NAMESPACES}), the key of
 * {@code conftest.toml} in the working directory ({@code policy = "tests"}), the default.
 */
final class ConftestSettings {
  private static final TomlMapper TOML = new TomlMapper();

  private final JsonNode file;
  private final Path dir;
  private final Map<String, String> env;

  private ConftestSettings(JsonNode file, Path dir, Map<String, String> env) {
    this.file = file;
    this.dir = dir;
    this.env = env;
  }

  /**
   * Reads the config file when it exists.
   *
   * @throws IllegalArgumentException naming file:line:column when it is not valid TOML
   */
  static ConftestSettings load(Path configFile, Map<String, String> env) {
    if (!Files.isRegularFile(configFile)) {
      return new ConftestSettings(MissingNode.getInstance(), null, env);
    }
    try {
      return new ConftestSettings(TOML.readTree(configFile.toFile()), configFile.toAbsolutePath().getParent(), env);
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      String where = at == null ? "" : ":" + at.getLineNr() + ":" + at.getColumnNr();
      throw new IllegalArgumentException(configFile + where + ": " + e.getOriginalMessage());
    } catch (IOException e) {
      throw new IllegalArgumentException(configFile + ": cannot read: " + e.getMessage());
    }
  }

  String string(String key, String flag, String defaultValue) {
    if (flag != null) {
      return flag;
    }
    String e = env.get(envName(key));
    if (e != null) {
      return e;
    }
    JsonNode v = file.path(key);
    return v.isValueNode() ? v.asText() : defaultValue;
  }

  boolean bool(String key, Boolean flag) {
    return bool(key, flag, false);
  }

  /** A flag whose default is {@code defaultValue} (verify's --show-builtin-errors is on unless turned off). */
  boolean bool(String key, Boolean flag, boolean defaultValue) {
    if (flag != null) {
      return flag;
    }
    String e = env.get(envName(key));
    if (e != null) {
      return Boolean.parseBoolean(e.trim());
    }
    return file.path(key).asBoolean(defaultValue);
  }

  /** A list: repeated flags, a comma-separated variable, a TOML array or string. */
  List<String> list(String key, List<String> flag, List<String> defaultValue) {
    if (flag != null && !flag.isEmpty()) {
      return flag;
    }
    String e = env.get(envName(key));
    if (e != null) {
      return split(e);
    }
    JsonNode v = file.path(key);
    if (v.isArray()) {
      List<String> out = new ArrayList<>();
      v.forEach(x -> out.add(x.asText()));
      return out;
    }
    return v.isValueNode() ? split(v.asText()) : defaultValue;
  }

  /**
   * A list of paths: as {@link #list}, with the config file's relative paths taken relative to its
   * directory (conftest reads it from the working directory, where the two agree).
   */
  List<String> paths(String key, List<String> flag, List<String> defaultValue) {
    List<String> given = list(key, flag, null);
    if (given == null) {
      return defaultValue;
    }
    boolean fromFile = (flag == null || flag.isEmpty()) && env.get(envName(key)) == null && dir != null;
    if (!fromFile) {
      return given;
    }
    Path cwd = Path.of("").toAbsolutePath();
    return given.stream().map(p -> Path.of(p).isAbsolute() ? p : relative(cwd, dir.resolve(p))).toList();
  }

  private static String relative(Path cwd, Path p) {
    Path r = cwd.relativize(p.normalize());
    return r.toString().isEmpty() ? "." : r.toString();
  }

  /** {@code --rego-version}: v1 (the default) also accepts modules only v0 parses, as Cairn does. */
  static dev.cairn.engine.ParseMode parseMode(String version) {
    if (version == null || version.equals("v1")) {
      return dev.cairn.engine.ParseMode.AUTO;
    }
    if (version.equals("v0")) {
      return dev.cairn.engine.ParseMode.V0;
    }
    throw new IllegalArgumentException("--rego-version must be v0 or v1, not " + version);
  }

  private static List<String> split(String s) {
    return Arrays.stream(s.split(",")).map(String::trim).filter(x -> !x.isEmpty()).toList();
  }

  private static String envName(String key) {
    return "CONFTEST_" + key.toUpperCase(Locale.ROOT).replace('-', '_');
  }
}
