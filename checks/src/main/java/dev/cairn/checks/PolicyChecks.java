package dev.cairn.checks;

import dev.cairn.conftest.RegoCheck;
import dev.cairn.constraints.CloudFormationTarget;
import dev.cairn.constraints.ConstraintCheck;
import dev.cairn.constraints.KubernetesTarget;
import dev.cairn.guard.GuardCheck;
import dev.cairn.locator.FileTree;
import dev.cairn.scan.Check;
import dev.cairn.cfnlint.SchemaCheck;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The checks a set of policy paths calls for, configured the one way {@code cairn scan} and {@code
 * cairn lsp} share: Gatekeeper constraints and Guard rules where their files are, Rego where {@code
 * .rego} files are (or when nothing else is), the CloudFormation resource schemas on request (alone
 * when no policy path was given and there is no {@code policy/}). What only Rego has (data,
 * namespaces, the Rego version, threads) is set on the Rego check's own builder.
 *
 * <pre>{@code
 * List<Check> checks = PolicyChecks.builder()
 *     .policy(Path.of("policy"))
 *     .rego(rego -> rego.data(Path.of("data.yaml")).namespace("main"))
 *     .schemas(true)
 *     .build()
 *     .load();
 * }</pre>
 */
public final class PolicyChecks {
  private final List<Path> policies;
  private final boolean policiesGiven;
  private final Consumer<RegoCheck.Builder> rego;
  private final Duration timeout;
  private final boolean schemas;

  private PolicyChecks(Builder b) {
    this.policies = b.policies.isEmpty() ? List.of(Path.of("policy")) : List.copyOf(b.policies);
    this.policiesGiven = !b.policies.isEmpty();
    this.rego = b.rego;
    this.timeout = b.timeout;
    this.schemas = b.schemas;
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * Loads and compiles the checks.
   *
   * @throws NoPoliciesException when the paths hold no policy of any kind
   * @throws dev.cairn.engine.RegoException when a Rego policy does not parse or compile
   * @throws dev.cairn.constraints.ConstraintException when a template or constraint is malformed (located)
   * @throws dev.cairn.guard.GuardSyntaxException when a Guard rules file does not parse (located)
   * @throws dev.cairn.locator.LocatorException when a policy or data file cannot be read (located)
   * @throws IllegalArgumentException when a policy or data path is missing or unreadable
   */
  public List<Check> load() {
    List<Check> checks = new ArrayList<>();
    if (schemas && !policiesGiven && !Files.exists(policies.get(0))) {
      // the schemas asked for, no policies named and no ./policy: the schema check alone
      checks.add(SchemaCheck.builder().build());
      return checks;
    }
    ConstraintCheck constraints =
        ConstraintCheck.load(policies, List.of(new KubernetesTarget(), new CloudFormationTarget()), timeout);
    GuardCheck guard = GuardCheck.load(policies, timeout);
    boolean hasRego = (constraints.isEmpty() && guard.isEmpty()) || hasRego(policies);
    List<Path> regoPaths = regoPaths(policies);
    if (hasRego && regoPaths.isEmpty()) {
      throw new NoPoliciesException(policies);
    }
    if (hasRego) {
      RegoCheck.Builder b = RegoCheck.builder();
      regoPaths.forEach(b::policy);
      if (timeout != null) {
        b.timeout(timeout);
      }
      rego.accept(b);
      checks.add(b.build());
    }
    if (!constraints.isEmpty()) {
      checks.add(constraints);
    }
    if (!guard.isEmpty()) {
      checks.add(guard);
    }
    if (schemas) {
      checks.add(SchemaCheck.builder().build());
    }
    return checks;
  }

  /** Whether a {@code .rego} file is among the paths. */
  private static boolean hasRego(List<Path> policyPaths) {
    for (Path p : policyPaths) {
      if (FileTree.walk(p, f -> f.toString().endsWith(".rego")).stream()
          .anyMatch(e -> e.path().toString().endsWith(".rego"))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The policy paths the Rego check reads: directories, and files named directly other than Guard
   * rules and YAML (ConstraintTemplates and constraints are the constraint check's).
   */
  private static List<Path> regoPaths(List<Path> policies) {
    return policies.stream().filter(p -> {
      String name = p.getFileName() == null ? "" : p.getFileName().toString().toLowerCase(Locale.ROOT);
      return Files.isDirectory(p) || !(name.endsWith(".guard") || name.endsWith(".yaml") || name.endsWith(".yml"));
    }).toList();
  }

  /** Configures {@link PolicyChecks}; every setting has {@code cairn scan}'s default. */
  public static final class Builder {
    private final List<Path> policies = new ArrayList<>();
    private Consumer<RegoCheck.Builder> rego = b -> {};
    private Duration timeout;
    private boolean schemas;

    /** A policy file or directory: Rego, Guard rules, ConstraintTemplates and constraints (repeatable; default {@code policy/}). */
    public Builder policy(Path path) {
      policies.add(path);
      return this;
    }

    /** Settings of the Rego check (data, namespaces, Rego version, threads, ...), applied after its policies and timeout. */
    public Builder rego(Consumer<RegoCheck.Builder> configure) {
      this.rego = configure;
      return this;
    }

    /** A deadline for each evaluation of one input, by every kind of check; null: none. */
    public Builder timeout(Duration timeout) {
      this.timeout = timeout;
      return this;
    }

    /** Also check CloudFormation templates against the resource provider schemas. */
    public Builder schemas(boolean schemas) {
      this.schemas = schemas;
      return this;
    }

    public PolicyChecks build() {
      return new PolicyChecks(this);
    }
  }
}
