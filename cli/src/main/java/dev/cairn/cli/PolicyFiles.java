package dev.cairn.cli;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Compiles policies as conftest loads them: the {@code .rego} files of the policy paths, and the
 * data files of the data paths merged into {@code data} as OPA's loader does (a file in a
 * subdirectory under that directory's path, {@code -d policy} with {@code policy/exceptions/x.yaml}
 * gives {@code data.exceptions}).
 */
public final class PolicyFiles {
  private PolicyFiles() {}

  /**
   * @throws IllegalArgumentException naming each file that could not be read, one per line
   * @throws dev.cairn.engine.RegoException when a module does not parse or compile
   */
  public static CompiledPolicy compile(List<Path> policies, List<Path> data, ParseMode mode) {
    DocumentReader reader = new DocumentReader(warning -> {});
    List<PolicyBuilder.Source> modules = new ArrayList<>();
    DataLoader.Loaded documents;
    try {
      for (Path p : policies) {
        for (Path f : regoFiles(p)) {
          modules.add(new PolicyBuilder.Source(f.toString(), TextFiles.read(f)));
        }
      }
      documents = DataLoader.load(data, reader);
    } catch (CliException e) {
      throw new IllegalArgumentException(e.errors().stream().map(CliError::toLine).collect(Collectors.joining("\n")));
    }
    if (modules.isEmpty()) {
      throw new IllegalArgumentException("no policies found in " + policies);
    }
    PolicyBuilder b = dev.cairn.conftest.ConftestBuiltins.policy().parseMode(mode).data(documents.data());
    modules.forEach(m -> b.module(m.file(), m.text()));
    return b.compile();
  }

  /** The .rego files of a file or directory (searched recursively), sorted. */
  private static List<Path> regoFiles(Path p) throws CliException {
    if (!Files.exists(p)) {
      throw TextFiles.error(p, "no such file or directory");
    }
    if (!Files.isDirectory(p)) {
      return List.of(p);
    }
    try (Stream<Path> s = Files.walk(p)) {
      return s.filter(Files::isRegularFile).filter(f -> f.getFileName().toString().endsWith(".rego")).sorted().toList();
    } catch (IOException e) {
      throw TextFiles.error(p, "cannot list directory");
    }
  }
}
