package dev.cairn.checks;

import dev.cairn.conftest.RegoCheck;
import dev.cairn.constraints.CloudFormationTarget;
import dev.cairn.constraints.ConstraintCheck;
import dev.cairn.constraints.KubernetesTarget;
import dev.cairn.engine.ParseMode;
import dev.cairn.guard.GuardCheck;
import dev.cairn.locator.FileTree;
import dev.cairn.scan.Check;
import dev.cairn.schemas.SchemaCheck;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The checks a set of policy paths calls for, configured the one way {@code cairn scan} and {@code
 * cairn lsp} share: Gatekeeper constraints and Guard rules where their files are, Rego where {@code
 * .rego} files are (or when nothing else is), the CloudFormation resource schemas on request (alone
 * when no policy path was given and there is no {@code policy/}).
 *
 * <pre>{@code
 * List<Check> checks = PolicyChecks.builder().policy(Path.of("policy")).schemas(true).build().load();
 * }</pre>
 */
public final class PolicyChecks {
  private final List<Path> policies;
  private final boolean policiesGiven;
  private final List<Path> data;
  private final List<String> namespaces;
  private final boolean allNamespaces;
  private final boolean combine;
  private final boolean explain;
  private final Integer threads;
  private final ParseMode parseMode;
  private final Duration timeout;
  private final boolean schemas;

  private PolicyChecks(Builder b) {
    this.policies = b.policies.isEmpty() ? List.of(Path.of("policy")) : List.copyOf(b.policies);
    this.policiesGiven = !b.policies.isEmpty();
    this.data = List.copyOf(b.data);
    this.namespaces = List.copyOf(b.namespaces);
    this.allNamespaces = b.allNamespaces;
    this.combine = b.combine;
    this.explain = b.explain;
    this.threads = b.threads;
    this.parseMode = b.parseMode;
    this.timeout = b.timeout;
    this.schemas = b.schemas;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The policy paths the checks are loaded from ({@code policy/} when none was given). */
  public List<Path> policies() {
    return policies;
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
    boolean rego = (constraints.isEmpty() && guard.isEmpty()) || hasRego(policies);
    List<Path> regoPaths = regoPaths(policies);
    if (rego && regoPaths.isEmpty()) {
      throw new NoPoliciesException(policies);
    }
    if (rego) {
      checks.add(regoCheck(regoPaths));
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

  private RegoCheck regoCheck(List<Path> regoPaths) {
    RegoCheck.Builder b =
        RegoCheck.builder().parseMode(parseMode).allNamespaces(allNamespaces).combine(combine).explain(explain);
    regoPaths.forEach(b::policy);
    data.forEach(b::data);
    namespaces.forEach(b::namespace);
    if (threads != null) {
      b.threads(threads);
    }
    if (timeout != null) {
      b.timeout(timeout);
    }
    return b.build();
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
    private final List<Path> data = new ArrayList<>();
    private final List<String> namespaces = new ArrayList<>();
    private boolean allNamespaces;
    private boolean combine;
    private boolean explain;
    private Integer threads;
    private ParseMode parseMode = ParseMode.AUTO;
    private Duration timeout;
    private boolean schemas;

    /** A policy file or directory: Rego, Guard rules, ConstraintTemplates and constraints (repeatable; default {@code policy/}). */
    public Builder policy(Path path) {
      policies.add(path);
      return this;
    }

    /** A JSON or YAML data file or directory merged into Rego's {@code data} (repeatable). */
    public Builder data(Path path) {
      data.add(path);
      return this;
    }

    /** A package whose rules are reported (repeatable; default {@code main}). */
    public Builder namespace(String namespace) {
      namespaces.add(namespace);
      return this;
    }

    public Builder allNamespaces(boolean all) {
      this.allNamespaces = all;
      return this;
    }

    /** Evaluate all documents as one input, conftest's list of {@code {path, contents}}. */
    public Builder combine(boolean combine) {
      this.combine = combine;
      return this;
    }

    /** Give each finding every path its result used, with its role, why and rank. */
    public Builder explain(boolean explain) {
      this.explain = explain;
      return this;
    }

    /** Files evaluated in parallel; null: the number of processors. */
    public Builder threads(Integer threads) {
      this.threads = threads;
      return this;
    }

    public Builder parseMode(ParseMode mode) {
      this.parseMode = mode;
      return this;
    }

    /** A deadline for each evaluation of one input; null: none. */
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
