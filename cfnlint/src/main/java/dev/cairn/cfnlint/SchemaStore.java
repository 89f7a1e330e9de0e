package dev.cairn.cfnlint;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.cairn.cfnlint.sources.DirectorySource;
import dev.cairn.cfnlint.sources.SchemaSource;
import dev.cairn.cfnlint.sources.ZipSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The CloudFormation schema set: provider schemas per region and type, cfn-lint's extension schemas,
 * and the schemas of template sections and intrinsic functions. Files are read and parsed on first
 * use and kept (a lint of a template with three types reads three provider schemas, not 1,504).
 * Thread-safe.
 */
public final class SchemaStore {
  /** Strict as JSON is: what follows the value is an error, not ignored (Jackson's default). */
  private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
  private static volatile SchemaStore bundled;

  private final SchemaSource source;
  private final Cache<String, Optional<SchemaDocument>> documents =
      Caffeine.newBuilder().maximumSize(4_000).build();

  private SchemaStore(SchemaSource source) {
    this.source = source;
  }

  /** The schema set shipped with Cairn (us-east-1, cfn-lint's schema update of 2025-12-08). */
  public static SchemaStore bundled() {
    SchemaStore s = bundled;
    if (s == null) {
      synchronized (SchemaStore.class) {
        s = bundled;
        if (s == null) {
          s = new SchemaStore(ZipSource.bundled());
          bundled = s;
        }
      }
    }
    return s;
  }

  /**
   * A user's schema directory: the bundled layout ({@code providers/<region>/}) or a flat directory of
   * provider schemas as AWS publishes them per region, taken as {@code flatRegion}'s. Sections and
   * functions it lacks come from the bundled set.
   *
   * @throws SchemaException when {@code dir} is not a directory
   */
  public static SchemaStore directory(Path dir, String flatRegion) {
    if (!Files.isDirectory(dir)) {
      throw new SchemaException(dir.toString(), "not a directory");
    }
    return new SchemaStore(new DirectorySource(dir, ZipSource.bundled(), flatRegion));
  }

  /** The regions this set has provider schemas for. */
  public Set<String> regions() {
    return source.regions();
  }

  /** The file name of a type's provider schema: {@code AWS::EC2::Subnet} -> {@code aws-ec2-subnet.json}. */
  public static String fileName(String type) {
    return type.toLowerCase(Locale.ROOT).replace("::", "-") + ".json";
  }

  /** The provider schema of a type in a region, or empty when the set has no such type. */
  Optional<SchemaDocument> provider(String region, String type) {
    return load("providers/" + region.replace('-', '_') + "/" + fileName(type));
  }

  /** A schema under {@code other/} or {@code extensions/}; a missing one is an error naming it. */
  SchemaDocument required(String path) {
    return load(path).orElseThrow(() -> new SchemaException(source.describe(path), "schema file not found"));
  }

  /** The name messages give a schema file. */
  String describe(String path) {
    return source.describe(path);
  }

  private Optional<SchemaDocument> load(String path) {
    return documents.get(path, this::parse);
  }

  private Optional<SchemaDocument> parse(String path) {
    byte[] bytes = source.read(path);
    if (bytes == null) {
      return Optional.empty();
    }
    String name = source.describe(path);
    JsonNode root;
    try {
      root = JSON.readTree(new String(bytes, StandardCharsets.UTF_8));
    } catch (JsonProcessingException e) {
      var where = e.getLocation();
      String at = where == null ? "" : ":" + where.getLineNr() + ":" + where.getColumnNr();
      String why = e instanceof MismatchedInputException ? "more follows the schema's value" : e.getOriginalMessage();
      throw new SchemaException(name + at, "not valid JSON: " + why);
    } catch (IOException e) {
      throw new SchemaException(name, "cannot read: " + e.getMessage());
    }
    if (root == null || !root.isObject()) {
      // where the value starts; an empty file at its start
      String at = position(name, bytes, java.util.List.of());
      throw new SchemaException(name + (at.isEmpty() ? ":1:1" : at), "a schema must be a JSON object");
    }
    SchemaDocument doc = new SchemaDocument(path, name, root);
    SchemaFileCheck.Problem problem = SchemaFileCheck.first(doc, this::siblingRoot);
    if (problem != null) {
      throw new SchemaException(name + position(name, bytes, problem.path()), problem.reason());
    }
    return Optional.of(doc);
  }

  /**
   * The root of a file a {@code $ref} names, to check that its pointer resolves: null when the set
   * has no such file, a missing node when it is not a JSON object (an error of its own, when read).
   */
  private JsonNode siblingRoot(String path) {
    Optional<SchemaDocument> read = documents.getIfPresent(path);
    if (read != null && read.isPresent()) {
      return read.get().root();
    }
    byte[] bytes = source.read(path);
    if (bytes == null) {
      return null;
    }
    try {
      JsonNode root = JSON.readTree(new String(bytes, StandardCharsets.UTF_8));
      return root != null && root.isObject() ? root : MissingNode.getInstance();
    } catch (IOException e) {
      return MissingNode.getInstance();
    }
  }

  /** {@code :line:column} of a path in a schema file (read again, located, only when it is broken). */
  private static String position(String name, byte[] bytes, java.util.List<Object> path) {
    try {
      var file = dev.cairn.locator.DocumentLoader.builder().build()
          .load(name.endsWith(".json") ? name : name + ".json", new String(bytes, StandardCharsets.UTF_8));
      var r = file.documents().get(0).sourceIndex().locate(path).region();
      return ":" + r.startLine() + ":" + r.startColumn();
    } catch (RuntimeException e) {
      return "";
    }
  }
}
