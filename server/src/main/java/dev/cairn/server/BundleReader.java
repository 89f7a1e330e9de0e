package dev.cairn.server;

import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

/**
 * Reads OPA's bundle format: a gzipped tarball with an optional {@code .manifest} (revision,
 * roots), {@code .rego} modules, and {@code data.json} / {@code data.yaml} files whose directory
 * is their place in {@code data}. Data outside the manifest's roots is an error, as in OPA; other
 * files (signatures, wasm) are ignored.
 */
public final class BundleReader {
  /** Refuse archives that expand beyond this: a bundle is policy and data, not a disk image. */
  static final long MAX_EXPANDED_BYTES = 512L * 1024 * 1024;

  private static final DocumentLoader LOADER = DocumentLoader.builder().build();

  private BundleReader() {}

  /**
   * Reads and checks a bundle file.
   *
   * @throws BundleException naming the file (and the entry) when the bundle is unreadable or invalid
   */
  public static Bundle read(Path file) {
    String name = file.getFileName().toString();
    List<PolicyBuilder.Source> modules = new ArrayList<>();
    List<Placed> data = new ArrayList<>();
    Value manifest = null;
    long expanded = 0;
    try (InputStream raw = new BufferedInputStream(Files.newInputStream(file));
        TarArchiveInputStream tar = new TarArchiveInputStream(new GzipCompressorInputStream(raw))) {
      TarArchiveEntry entry;
      while ((entry = tar.getNextEntry()) != null) {
        if (!entry.isFile()) {
          continue;
        }
        List<String> path = entryPath(file, entry.getName());
        String base = path.isEmpty() ? "" : path.get(path.size() - 1);
        boolean wanted = base.equals(".manifest") || base.endsWith(".rego") || isDataFile(base);
        if (!wanted) {
          continue;
        }
        byte[] bytes = tar.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, MAX_EXPANDED_BYTES - expanded + 1));
        expanded += bytes.length;
        if (expanded > MAX_EXPANDED_BYTES) {
          throw new BundleException(file + ": bundle expands beyond " + MAX_EXPANDED_BYTES + " bytes");
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        String display = "/" + String.join("/", path);
        if (base.equals(".manifest") && path.size() == 1) {
          manifest = parseJson(file, display, text);
        } else if (base.endsWith(".rego")) {
          modules.add(new PolicyBuilder.Source(name + display, text));
        } else if (isDataFile(base)) {
          data.add(new Placed(path.subList(0, path.size() - 1), readData(file, display, base, text)));
        }
      }
    } catch (IOException e) {
      throw new BundleException(file + ": not a readable gzipped tarball: " + e.getMessage());
    }
    String revision = manifest instanceof ObjectValue m && m.get("revision") instanceof StringValue r ? r.value() : "";
    List<String> roots = roots(file, manifest);
    Bundle bundle = new Bundle(name, file, revision, roots, modules, ObjectValue.EMPTY);
    ObjectValue merged = ObjectValue.EMPTY;
    for (Placed p : data) {
      if (!p.path().isEmpty() && bundle.owner(p.path()) == null
          || p.path().isEmpty() && !roots.contains("") && p.value() instanceof ObjectValue o && !ownsAll(bundle, o)) {
        throw new BundleException(
            file + ": manifest roots " + roots + " do not permit data at path /" + String.join("/", p.path()));
      }
      Value placed = DataTree.put(ObjectValue.EMPTY, p.path(), p.value());
      if (!(placed instanceof ObjectValue obj)) {
        throw new BundleException(file + ": data at the bundle root must be an object");
      }
      try {
        merged = DataTree.merge(merged, obj, "");
      } catch (ApiError e) {
        throw new BundleException(file + ": " + e.getMessage());
      }
    }
    return new Bundle(name, file, revision, roots, modules, merged);
  }

  private static boolean ownsAll(Bundle bundle, ObjectValue data) {
    return data.keys().stream().allMatch(k -> k instanceof StringValue s && bundle.owner(List.of(s.value())) != null);
  }

  private record Placed(List<String> path, Value value) {}

  private static boolean isDataFile(String base) {
    return base.equals("data.json") || base.equals("data.yaml") || base.equals("data.yml");
  }

  private static List<String> entryPath(Path file, String name) {
    List<String> parts = new ArrayList<>();
    for (String p : name.split("/")) {
      if (p.isEmpty() || p.equals(".")) {
        continue;
      }
      if (p.equals("..")) {
        throw new BundleException(file + ": entry " + name + " leaves the bundle");
      }
      parts.add(p);
    }
    return parts;
  }

  private static List<String> roots(Path file, Value manifest) {
    if (!(manifest instanceof ObjectValue m) || m.get("roots") == null) {
      return List.of("");
    }
    if (!(m.get("roots") instanceof ArrayValue array)) {
      throw new BundleException(file + ": /.manifest: roots must be an array of strings");
    }
    List<String> roots = new ArrayList<>();
    for (Value v : array.items()) {
      if (!(v instanceof StringValue s)) {
        throw new BundleException(file + ": /.manifest: roots must be an array of strings");
      }
      roots.add(String.join("/", Arrays.stream(s.value().split("/")).filter(x -> !x.isEmpty()).toList()));
    }
    return roots;
  }

  private static Value parseJson(Path file, String entry, String text) {
    try {
      return Json.parse(text);
    } catch (IllegalArgumentException e) {
      throw new BundleException(file + ": " + entry + ": " + e.getMessage());
    }
  }

  private static Value readData(Path file, String entry, String base, String text) {
    try {
      SourceFile loaded = LOADER.load(base.endsWith(".json") ? "data.json" : "data.yaml", text);
      List<Document> docs = loaded.documents();
      if (docs.size() != 1) {
        throw new BundleException(file + ": " + entry + ": expected one document, found " + docs.size());
      }
      return Json.fromJson(docs.get(0).value());
    } catch (LocatorException e) {
      throw new BundleException(file + ": " + entry + ":" + e.line() + ":" + e.column() + ": " + e.reason());
    }
  }
}
