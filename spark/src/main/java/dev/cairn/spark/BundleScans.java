package dev.cairn.spark;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.cairn.constraints.CloudFormationTarget;
import dev.cairn.constraints.ConstraintCheck;
import dev.cairn.constraints.KubernetesTarget;
import dev.cairn.conftest.RegoCheck;
import dev.cairn.guard.GuardCheck;
import dev.cairn.scan.Check;
import dev.cairn.scan.Scan;
import dev.cairn.schemas.SchemaCheck;
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

  private static List<Check> checks(PolicyBundle bundle, List<Path> policies, List<Path> data, int threads) {
    List<Check> checks = new ArrayList<>();
    ConstraintCheck constraints = ConstraintCheck.load(
        policies, List.of(new KubernetesTarget(), new CloudFormationTarget()), bundle.timeout());
    GuardCheck guard = GuardCheck.load(policies, bundle.timeout());
    boolean rego = (constraints.isEmpty() && guard.isEmpty()) || bundle.policies().keySet().stream().anyMatch(p -> p.endsWith(".rego"));
    if (rego) {
      if (bundle.policies().keySet().stream().noneMatch(p -> p.endsWith(".rego"))) {
        throw new IllegalArgumentException("no policies found in the bundle: .rego or .guard files, or YAML"
            + " ConstraintTemplates and constraints");
      }
      RegoCheck.Builder b = RegoCheck.builder()
          .parseMode(bundle.regoVersion())
          .allNamespaces(bundle.allNamespaces())
          .threads(threads)
          .timeout(bundle.timeout());
      policies.stream().filter(BundleScans::isRegoPath).forEach(b::policy);
      data.forEach(b::data);
      bundle.namespaces().forEach(b::namespace);
      checks.add(b.build());
    }
    if (!constraints.isEmpty()) {
      checks.add(constraints);
    }
    if (!guard.isEmpty()) {
      checks.add(guard);
    }
    if (bundle.schemas()) {
      checks.add(SchemaCheck.builder().build());
    }
    return checks;
  }

  /** As {@code cairn scan}: directories, and files named directly other than Guard rules and YAML. */
  private static boolean isRegoPath(Path p) {
    String name = p.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
    return Files.isDirectory(p) || !(name.endsWith(".guard") || name.endsWith(".yaml") || name.endsWith(".yml"));
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
