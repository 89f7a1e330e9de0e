package dev.cairn.spark;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.cairn.checks.PolicyChecks;
import dev.cairn.scan.Check;
import dev.cairn.scan.Scan;
import dev.cairn.cfnlint.SchemaCheck;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The compiled scan of each policy bundle, once per JVM: every task of an executor that scans with
 * the same bundle shares it (compiled policies are immutable and thread-safe). The checks are the
 * ones {@code cairn scan} builds from the same {@code -p}/{@code -d} paths and options: Gatekeeper
 * constraints and Guard rules where their files are, Rego where {@code .rego} files are (or when
 * nothing else is), the resource schemas on request.
 */
final class BundleScans {
  /** Bounded: a long-lived JVM (a notebook's) sees a new digest at every policy change. */
  private static final Cache<String, CompiledBundle> BY_DIGEST = Caffeine.newBuilder().maximumSize(16).build();

  private BundleScans() {}

  /**
   * The scan of this bundle, compiled on first use in this JVM.
   *
   * @throws RuntimeException the located compile error of a policy ({@code RegoException}, {@code
   *     ConstraintException}, {@code GuardSyntaxException}, {@code LocatorException})
   */
  static CompiledBundle of(PolicyBundle bundle, int threads) {
    return BY_DIGEST.get(bundle.digest() + "/" + threads, k -> compile(bundle, threads));
  }

  /**
   * Writes the bundle's files to a private directory so that each loader reads them as {@code
   * cairn scan} would, compiles, and removes the directory (compiled checks keep nothing on disk).
   * Policy file names in messages are the bundle's relative paths ({@code policy/0/...}).
   */
  private static CompiledBundle compile(PolicyBundle bundle, int threads) {
    Path dir = null;
    try {
      dir = Files.createTempDirectory("cairn-bundle-");
      write(dir, bundle.policies());
      write(dir, bundle.data());
      Path root = dir;
      List<Path> policies = bundle.policyRoots().stream().map(root::resolve).toList();
      List<Path> data = bundle.dataRoots().stream().map(root::resolve).toList();
      List<String> compiled = new ArrayList<>();
      policies.forEach(p -> compiled.add(p.toString()));
      data.forEach(p -> compiled.add(p.toString()));
      CompiledBundle names = new CompiledBundle(null, compiled, bundle.origins(), root + java.io.File.separator);
      Scan.Builder scan = Scan.builder();
      try {
        checks(bundle, policies, data, threads).forEach(scan::check);
      } catch (RuntimeException e) {
        throw new PolicyCompileException(names.onDriver(String.valueOf(e.getMessage())), e);
      }
      return new CompiledBundle(scan.build(), compiled, bundle.origins(), names.tempDir());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the policy bundle to a temporary directory: " + e.getMessage(), e);
    } finally {
      if (dir != null) {
        delete(dir);
      }
    }
  }

  /** The checks {@code cairn scan} builds from the same paths and options. */
  private static List<Check> checks(PolicyBundle bundle, List<Path> policies, List<Path> data, int threads) {
    if (policies.isEmpty()) {
      // cairn scan would look for ./policy, which means nothing on an executor
      if (!bundle.schemas()) {
        throw new IllegalArgumentException("the policy bundle has no policy, and the schemas were not asked for");
      }
      return List.of(SchemaCheck.builder().build());
    }
    PolicyChecks.Builder checks = PolicyChecks.builder()
        .timeout(bundle.timeout())
        .schemas(bundle.schemas())
        .rego(rego -> {
          rego.parseMode(bundle.regoVersion()).allNamespaces(bundle.allNamespaces()).threads(threads);
          data.forEach(rego::data);
          bundle.namespaces().forEach(rego::namespace);
        });
    policies.forEach(checks::policy);
    return checks.build().load();
  }

  private static void write(Path dir, Map<String, byte[]> files) throws IOException {
    for (Map.Entry<String, byte[]> e : files.entrySet()) {
      Path f = dir.resolve(e.getKey());
      Files.createDirectories(f.getParent());
      Files.write(f, e.getValue());
    }
  }

  private static void delete(Path dir) {
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      // A temporary directory left behind costs a little disk space, never a wrong result.
    }
  }
}
