package dev.cairn.scan;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.Rego;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.FileTree;
import dev.cairn.locator.TextFile;
import dev.cairn.locator.SourceFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads policies ({@code .rego} files, directories of them) and data files ({@code .json}, {@code
 * .yaml}), and compiles them. Compiled policies are cached by content, so a long-running service
 * or repeated scans compile each policy set once.
 */
public final class PolicyLoader {
  /** The cache key: every module's name and text, the data, the syntax mode and the extra built-ins. */
  private record Key(List<PolicyBuilder.Source> modules, Value data, ParseMode mode, List<Builtin> builtins) {}

  private static final Cache<Key, CompiledPolicy> COMPILED = Caffeine.newBuilder().maximumSize(64).build();

  private PolicyLoader() {}

  /**
   * Compiles the {@code .rego} files under {@code policyPaths} with {@code extra} modules, the data
   * under {@code dataPaths} and {@code builtins} besides OPA's, once per distinct content.
   *
   * @throws IllegalArgumentException when there is no module or a data file is not an object
   * @throws dev.cairn.engine.RegoException with every parse and compile error
   */
  public static CompiledPolicy load(
      List<Path> policyPaths, List<PolicyBuilder.Source> extra, List<Path> dataPaths, ParseMode mode,
      List<Builtin> builtins) {
    List<PolicyBuilder.Source> modules = new ArrayList<>();
    for (Path p : policyPaths) {
      for (Path f : files(p, ".rego")) {
        modules.add(new PolicyBuilder.Source(display(f), read(f)));
      }
    }
    modules.addAll(extra);
    if (modules.isEmpty()) {
      throw new IllegalArgumentException("no .rego files found in " + policyPaths);
    }
    Value data = data(dataPaths);
    return COMPILED.get(
        new Key(List.copyOf(modules), data, mode, List.copyOf(builtins)),
        k -> {
          PolicyBuilder b = Rego.policy().parseMode(mode).data(data);
          k.builtins().forEach(b::builtin);
          for (PolicyBuilder.Source s : k.modules()) {
            b.module(s.file(), s.text());
          }
          return b.compile();
        });
  }

  /** Data files merged into {@code data} as OPA's loader places them (see {@link DataLayout}). */
  private static Value data(List<Path> dataPaths) {
    ObjectValue merged = ObjectValue.EMPTY;
    DocumentLoader loader = DocumentLoader.builder().build();
    for (Path p : dataPaths) {
      boolean directory = Files.isDirectory(p);
      for (Path f : files(p, ".json", ".yaml", ".yml")) {
        List<String> at = directory ? DataLayout.pathOf(p, f) : List.of();
        SourceFile file = loader.load(f);
        for (Document d : file.documents()) {
          if (!(DataLayout.place(at, Json.fromJson(d.value())) instanceof ObjectValue o)) {
            throw new IllegalArgumentException(display(f) + ": data documents must be objects");
          }
          try {
            merged = DataLayout.merge(merged, o);
          } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(display(f) + ": " + e.getMessage(), e);
          }
        }
      }
    }
    return merged;
  }

  /** The files below {@code p} with one of the extensions, sorted; {@code p} itself if a file. */
  public static List<Path> files(Path p, String... extensions) {
    return files(p, f -> hasExtension(f, extensions));
  }

  /**
   * The files below {@code p} that {@code wanted} accepts, sorted; {@code p} itself if a file.
   *
   * @throws IllegalArgumentException naming the first path that cannot be read and why (a policy or
   *     data file that cannot be read stops the run, as a broken one does)
   */
  public static List<Path> files(Path p, java.util.function.Predicate<Path> wanted) {
    List<Path> out = new ArrayList<>();
    for (FileTree.Entry e : FileTree.walk(p, wanted)) {
      if (!e.isFile()) {
        throw new IllegalArgumentException(display(e.path()) + ": " + e.problem());
      }
      out.add(e.path());
    }
    return out;
  }

  static boolean hasExtension(Path f, String... extensions) {
    String name = f.getFileName().toString();
    for (String ext : extensions) {
      if (name.endsWith(ext)) {
        return true;
      }
    }
    return false;
  }

  /** @throws dev.cairn.locator.LocatorException naming where the file is not text, or why it is unreadable */
  private static String read(Path f) {
    return TextFile.read(f);
  }

  /** A path as reports name it: normalised, with forward slashes. */
  public static String display(Path f) {
    return f.normalize().toString().replace('\\', '/');
  }
}
