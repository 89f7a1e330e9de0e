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
import dev.cairn.locator.InputFormat;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.locator.TextFile;
import dev.cairn.locator.Warning;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The one loader of policies and data, for every command: {@code .rego} files of the policy paths,
 * and the paths of OPA's {@code -d} (modules and JSON/YAML data files, each data file merged into
 * {@code data} at its directory's path, see {@link DataLayout}). Every problem is collected before
 * the load fails; compiled policies are cached by content, so a long-running service or repeated
 * scans compile each policy set once.
 */
public final class PolicyLoader {
  /** The cache key: every module's name and text, the data, the syntax mode and the extra built-ins. */
  private record Key(List<PolicyBuilder.Source> modules, Value data, ParseMode mode, List<Builtin> builtins) {}

  private static final Cache<Key, CompiledPolicy> COMPILED = Caffeine.newBuilder().maximumSize(64).build();

  private final DocumentLoader documents = DocumentLoader.builder().build();
  private final Consumer<LoadProblem> warnings;
  private final List<PolicyBuilder.Source> modules = new ArrayList<>();
  private final List<LoadProblem> problems = new ArrayList<>();
  private ObjectValue data = ObjectValue.EMPTY;

  private PolicyLoader(Consumer<LoadProblem> warnings) {
    this.warnings = warnings;
  }

  /**
   * Compiles the {@code .rego} files under {@code policyPaths} with {@code extra} modules, the
   * {@code dataPaths} as OPA's {@code -d} and {@code builtins} besides OPA's, once per distinct
   * content.
   *
   * @throws PolicyLoadException naming every file that could not be read, or when there is no module
   * @throws dev.cairn.engine.RegoException with every parse and compile error
   */
  public static CompiledPolicy load(
      List<Path> policyPaths, List<PolicyBuilder.Source> extra, List<Path> dataPaths, ParseMode mode,
      List<Builtin> builtins) {
    PolicySources read = read(policyPaths, dataPaths, w -> {});
    List<PolicyBuilder.Source> all = new ArrayList<>(read.modules());
    all.addAll(extra);
    if (all.isEmpty()) {
      throw new PolicyLoadException(List.of(new LoadProblem(
          LoadProblem.LOAD_ERROR, "no .rego files found in " + policyPaths.stream().map(PolicyLoader::display).toList(),
          null, 0, 0)));
    }
    return compile(new PolicySources(all, read.data()), mode, builtins);
  }

  /** Compiles what was read, once per distinct content. */
  public static CompiledPolicy compile(PolicySources sources, ParseMode mode, List<Builtin> builtins) {
    return COMPILED.get(
        new Key(sources.modules(), sources.data(), mode, List.copyOf(builtins)),
        k -> {
          PolicyBuilder b = Rego.policy().parseMode(mode).data(k.data());
          k.builtins().forEach(b::builtin);
          for (PolicyBuilder.Source s : k.modules()) {
            b.module(s.file(), s.text());
          }
          return b.compile();
        });
  }

  /**
   * Reads the {@code .rego} files under {@code policyPaths} (a file named directly is read whatever
   * its name), and {@code dataPaths} as {@code opa eval -d} does: {@code .rego} files become
   * modules, JSON and YAML files are merged into {@code data}; files of other types inside
   * directories are ignored.
   *
   * @param warnings told of what does not stop the load (a duplicate key in a data file)
   * @throws PolicyLoadException with every problem found
   */
  public static PolicySources read(List<Path> policyPaths, List<Path> dataPaths, Consumer<LoadProblem> warnings) {
    PolicyLoader loader = new PolicyLoader(warnings);
    for (Path p : policyPaths) {
      for (FileTree.Entry e : FileTree.walk(p, f -> isRego(f))) {
        if (e.isFile()) {
          loader.module(e.path());
        } else {
          loader.problems.add(LoadProblem.inFile(e.problem(), e.path()));
        }
      }
    }
    for (Path p : dataPaths) {
      loader.dataRoot(p);
    }
    if (!loader.problems.isEmpty()) {
      throw new PolicyLoadException(loader.problems);
    }
    return new PolicySources(loader.modules, loader.data);
  }

  private void dataRoot(Path path) {
    boolean directory = Files.isDirectory(path);
    if (!directory && Files.exists(path) && !isRego(path) && !isDataFile(path)) {
      problems.add(LoadProblem.inFile("unsupported file type (want .rego, .json, .yaml or .yml)", path));
      return;
    }
    for (FileTree.Entry e : FileTree.walk(path, f -> isRego(f) || isDataFile(f))) {
      if (!e.isFile()) {
        problems.add(LoadProblem.inFile(e.problem(), e.path()));
      } else if (isRego(e.path())) {
        module(e.path());
      } else {
        dataFile(e.path(), directory ? DataLayout.pathOf(path, e.path()) : List.of());
      }
    }
  }

  private void module(Path f) {
    try {
      modules.add(new PolicyBuilder.Source(display(f), TextFile.read(f)));
    } catch (LocatorException e) {
      problems.add(new LoadProblem(LoadProblem.LOAD_ERROR, e.reason(), display(f), e.line(), e.column()));
    }
  }

  private void dataFile(Path f, List<String> at) {
    String name = display(f);
    InputFormat format = InputFormat.forFile(name);
    String code = format == InputFormat.JSON ? LoadProblem.JSON_PARSE_ERROR : LoadProblem.YAML_PARSE_ERROR;
    String text;
    try {
      text = TextFile.read(f);
    } catch (LocatorException e) {
      problems.add(new LoadProblem(LoadProblem.LOAD_ERROR, e.reason(), name, e.line(), e.column()));
      return;
    }
    SourceFile loaded;
    try {
      loaded = documents.load(name, text, format);
    } catch (LocatorException e) {
      problems.add(new LoadProblem(code, e.reason(), name, e.line(), e.column()));
      return;
    }
    if (loaded.documents().size() != 1) {
      String problem = loaded.documents().isEmpty()
          ? "empty document"
          : "holds " + loaded.documents().size() + " YAML documents, expected one";
      problems.add(new LoadProblem(code, problem, name, 0, 0));
      return;
    }
    Document doc = loaded.documents().get(0);
    for (Warning w : doc.warnings()) {
      warnings.accept(new LoadProblem(LoadProblem.WARNING, w.message(), name, w.line(), w.column()));
    }
    Value value = Json.fromJson(doc.value());
    if (!(DataLayout.place(at, value) instanceof ObjectValue placed)) {
      problems.add(new LoadProblem(LoadProblem.LOAD_ERROR,
          "data file must hold an object at its root, found " + value.typeName(), name, 0, 0));
      return;
    }
    try {
      data = DataLayout.merge(data, placed);
    } catch (IllegalArgumentException e) {
      problems.add(new LoadProblem(LoadProblem.LOAD_ERROR, e.getMessage(), name, 0, 0));
    }
  }

  /** The files below {@code p} with one of the extensions, sorted; {@code p} itself if a file. */
  public static List<Path> files(Path p, String... extensions) {
    return files(p, f -> hasExtension(f, extensions));
  }

  /**
   * The files below {@code p} that {@code wanted} accepts, sorted; {@code p} itself if a file.
   *
   * @throws PolicyLoadException naming the first path that cannot be read and why (a policy or
   *     data file that cannot be read stops the run, as a broken one does)
   */
  public static List<Path> files(Path p, java.util.function.Predicate<Path> wanted) {
    List<Path> out = new ArrayList<>();
    for (FileTree.Entry e : FileTree.walk(p, wanted)) {
      if (!e.isFile()) {
        throw new PolicyLoadException(List.of(LoadProblem.inFile(e.problem(), Path.of(display(e.path())))));
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

  private static boolean isRego(Path f) {
    return f.getFileName() != null && f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".rego");
  }

  private static boolean isDataFile(Path f) {
    String name = f.getFileName() == null ? "" : f.getFileName().toString().toLowerCase(Locale.ROOT);
    return name.endsWith(".json") || name.endsWith(".yaml") || name.endsWith(".yml");
  }

  /** A path as reports name it: normalised, with forward slashes. */
  public static String display(Path f) {
    return f.normalize().toString().replace('\\', '/');
  }
}
