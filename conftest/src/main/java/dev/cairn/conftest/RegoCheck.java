package dev.cairn.conftest;

import dev.cairn.scan.Check;
import dev.cairn.scan.InputFile;
import dev.cairn.scan.PolicyLoader;
import dev.cairn.scan.Scan;
import dev.cairn.scan.ResourceExemptions;
import dev.cairn.tracer.Provenance;
import dev.cairn.tracer.RuleCancelled;
import dev.cairn.tracer.TracedResult;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.RuleSummary;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.locator.InternalErrors;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.CheckedInput;
import dev.cairn.report.Finding;
import dev.cairn.report.InputError;
import dev.cairn.report.ScanReport;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * Rego policies checked with conftest's conventions, as a {@link Check} of a {@link Scan}: policies
 * in, files in, located findings out.
 *
 * <pre>{@code
 * RegoCheck rego = RegoCheck.builder().policy(Path.of("policy")).build();
 * ScanReport report = Scan.of(rego).run(ScanInputs.under(List.of(Path.of("templates"))));
 * }</pre>
 *
 * <p>Follows conftest's conventions: rules {@code deny}, {@code violation}, {@code warn} and their
 * {@code _suffix} variants in the selected namespaces (default {@code main}); {@code exception}
 * rules suppress {@code deny_}/{@code violation_} rules by suffix; a CloudFormation resource's
 * {@code Metadata} entry {@code cairn: {skip: [RULE_ID]}} drops that rule's findings on it.
 * Files are evaluated in parallel; findings come back in a deterministic order.
 */
public final class RegoCheck implements Check {
  private final CompiledPolicy policy;
  private final List<TargetRule> targets;
  /** The target rules the policy defines more than once, with how often (conftest counts each definition). */
  private final Map<String, Integer> definitions;
  private final List<String> exceptionRules;
  private final int threads;
  private final boolean combine;
  private final boolean explain;
  /** Trace by one whole traced evaluation instead of by replay (see {@link Provenance#traceAll}). */
  private final boolean wholeEvaluation;
  private final Duration timeout;
  private final boolean strictBuiltinErrors;

  private RegoCheck(Builder b) {
    this.policy = b.compiled != null
        ? b.compiled
        : PolicyLoader.load(b.policyPaths, b.policySources, b.dataPaths, b.parseMode, ConftestBuiltins.ALL);
    List<TargetRule> t = new ArrayList<>();
    Set<String> exceptions = new LinkedHashSet<>();
    for (RuleSummary r : policy.rules()) {
      if (!b.allNamespaces && !NamespaceGlob.matchesAny(b.namespaces, r.packagePath())) {
        continue;
      }
      TargetRule.of(r).ifPresent(t::add);
      if (r.name().equals("exception")) {
        exceptions.add(r.path());
      }
    }
    this.targets = List.copyOf(t);
    Map<String, Integer> defs = new LinkedHashMap<>();
    t.stream().filter(r -> r.summary().definitions() > 1).forEach(r -> defs.put(r.path(), r.summary().definitions()));
    this.definitions = Map.copyOf(defs);
    this.exceptionRules = List.copyOf(exceptions);
    this.threads = b.threads;
    this.combine = b.combine;
    this.explain = b.explain;
    this.wholeEvaluation = b.wholeEvaluation;
    this.timeout = b.timeout;
    this.strictBuiltinErrors = b.strictBuiltinErrors;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The compiled policy the scanner evaluates. */
  public CompiledPolicy policy() {
    return policy;
  }

  /** The rules this scanner reports on, by path. */
  public List<String> rules() {
    return targets.stream().map(TargetRule::path).toList();
  }

  @Override
  public ScanReport check(List<InputFile> files) {
    return check(files, done -> {});
  }

  /** Files are evaluated in parallel ({@link Builder#threads}); {@code filesDone} is told as each is done, in order. */
  @Override
  public ScanReport check(List<InputFile> files, IntConsumer filesDone) {
    List<FileOutcome> outcomes = new ArrayList<>();
    if (combine) {
      outcomes.add(checkCombined(files));
      filesDone.accept(files.size());
    } else if (threads == 1 || files.size() == 1) {
      // One at a time on this thread: a pool would only add a thread's start and end per call
      // (an editor checks one document per keystroke pause).
      int done = 0;
      for (InputFile in : files) {
        outcomes.add(checkFile(in));
        filesDone.accept(++done);
      }
    } else {
      ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, files.size())));
      try {
        List<Future<FileOutcome>> futures = new ArrayList<>();
        for (InputFile in : files) {
          futures.add(pool.submit(() -> checkFile(in)));
        }
        int done = 0;
        for (Future<FileOutcome> f : futures) {
          outcomes.add(join(f));
          filesDone.accept(++done);
        }
      } finally {
        pool.shutdownNow();
      }
    }
    List<Finding> findings = new ArrayList<>();
    List<InputError> errors = new ArrayList<>();
    List<CheckedInput> checked = new ArrayList<>();
    int documents = 0;
    int excepted = 0;
    int exempted = 0;
    for (FileOutcome o : outcomes) {
      findings.addAll(o.findings());
      errors.addAll(o.errors());
      checked.addAll(o.checked());
      documents += o.documents();
      excepted += o.exceptions();
      exempted += o.exempted();
    }
    findings.sort(Finding.REPORT_ORDER);
    return new ScanReport(findings, errors, files.size(), documents, excepted, exempted, checked);
  }

  private static FileOutcome join(Future<FileOutcome> f) {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("scan interrupted", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException re) {
        throw re;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  /**
   * One file's findings and errors. Whatever goes wrong with it (a bug included) is that file's
   * error: one file never stops the others from being checked.
   */
  private FileOutcome checkFile(InputFile in) {
    SourceFile file;
    try {
      file = in.source();
    } catch (LocatorException e) {
      return FileOutcome.error(new InputError(in.name(), e.line(), e.column(), e.reason()));
    }
    try {
      List<FileOutcome> parts = new ArrayList<>(file.documents().size());
      for (var doc : file.documents()) {
        parts.add(evaluate(InputDocuments.single(in.name(), doc), in.name(), doc.index()));
      }
      return FileOutcome.sum(file.documents().size(), parts);
    } catch (RuntimeException | StackOverflowError e) {
      return FileOutcome.error(new InputError(in.name(), 0, 0, InternalErrors.describe(e)));
    }
  }

  private FileOutcome checkCombined(List<InputFile> files) {
    List<InputDocuments.Source> sources = new ArrayList<>();
    List<FileOutcome> parts = new ArrayList<>();
    for (InputFile in : files) {
      try {
        for (var doc : in.source().documents()) {
          sources.add(new InputDocuments.Source(in.name(), doc));
        }
      } catch (LocatorException e) {
        parts.add(FileOutcome.error(new InputError(in.name(), e.line(), e.column(), e.reason())));
      }
    }
    if (sources.isEmpty()) {
      return FileOutcome.sum(0, parts);
    }
    parts.add(evaluate(InputDocuments.combined(sources), null, 0));
    return FileOutcome.sum(sources.size(), parts);
  }

  /** Evaluates every target rule on one input: a document of file {@code file}, or all (file null). */
  private FileOutcome evaluate(InputDocuments docs, String file, int document) {
    String name = file == null ? "combined input" : file;
    AnnotatedInput input = AnnotatedInput.fromJson(docs.value());
    EvalOptions options = EvalOptions.builder()
        .input(input.value())
        .timeout(timeout)
        .strictBuiltinErrors(strictBuiltinErrors)
        .build();
    List<Finding> findings = new ArrayList<>();
    List<InputError> errors = new ArrayList<>();
    int excepted = 0;
    Set<String> exceptions;
    try {
      exceptions = ExceptionRules.suffixes(policy, exceptionRules, options);
    } catch (RegoException e) {
      return FileOutcome.error(new InputError(name, 0, 0, e.getMessage()));
    }
    List<TargetRule> active = new ArrayList<>();
    List<String> exceptedRules = new ArrayList<>();
    for (TargetRule rule : targets) {
      if (rule.kind() != TargetRule.Kind.WARN && exceptions.contains(rule.suffix())) {
        excepted++;
        exceptedRules.add(rule.path());
      } else {
        active.add(rule);
      }
    }
    List<String> paths = active.stream().map(TargetRule::path).toList();
    Map<String, List<TracedResult>> traced;
    try {
      // One evaluation for all rules: helpers they share are evaluated and traced once.
      traced = wholeEvaluation
          ? Provenance.traceByWholeEvaluation(policy, paths, input, options)
          : Provenance.traceAll(policy, paths, input, options);
    } catch (RuleCancelled e) {
      // The deadline passed in one rule: it is the one to blame. The others, evaluated again one
      // by one, each with the whole timeout, still report what they find.
      errors.add(new InputError(name, 0, 0, e.rule() + ": " + e.getMessage(), e.rule()));
      traced = traceEach(active.stream().filter(r -> !r.path().equals(e.rule())).toList(), input, options, name, errors);
    } catch (RegoException e) {
      // Again rule by rule: the error names its rule and the other rules still report what they
      // find.
      traced = traceEach(active, input, options, name, errors);
    }
    int exempted = 0;
    for (TargetRule rule : active) {
      for (TracedResult r : traced.getOrDefault(rule.path(), List.of())) {
        Finding f = FindingFactory.create(rule, r, docs, explain);
        if (ResourceExemptions.exempts(docs.document(f.file(), f.document()), f)) {
          exempted++;
        } else {
          findings.add(f);
        }
      }
    }
    List<String> failed = errors.stream().map(InputError::rule).filter(java.util.Objects::nonNull).toList();
    List<CheckedInput> checked = List.of(
        new CheckedInput(file, document, paths, exceptedRules, failed, CheckedInput.REGO, definitions));
    return new FileOutcome(findings, errors, 0, excepted, exempted, checked);
  }

  /** Traces the rules one by one, so that an error names its rule and spares the others. */
  private Map<String, List<TracedResult>> traceEach(
      List<TargetRule> rules, AnnotatedInput input, EvalOptions options, String name, List<InputError> errors) {
    Map<String, List<TracedResult>> out = new LinkedHashMap<>();
    for (TargetRule rule : rules) {
      try {
        out.put(rule.path(), Provenance.trace(policy, rule.path(), input, options));
      } catch (RegoException e) {
        errors.add(new InputError(name, 0, 0, rule.path() + ": " + e.getMessage(), rule.path()));
      }
    }
    return out;
  }

  /** What scanning one file (or the combined input) produced. */
  private record FileOutcome(
      List<Finding> findings,
      List<InputError> errors,
      int documents,
      int exceptions,
      int exempted,
      List<CheckedInput> checked) {
    static FileOutcome error(InputError e) {
      return new FileOutcome(List.of(), List.of(e), 0, 0, 0, List.of());
    }

    /**
     * The parts' findings, errors and checked inputs in order, their counts added up, over {@code
     * documents} documents (plus the parts' own). Each list is copied once: adding the parts one
     * by one copied everything so far at each, quadratic in a file's documents.
     */
    static FileOutcome sum(int documents, List<FileOutcome> parts) {
      List<Finding> f = new ArrayList<>();
      List<InputError> e = new ArrayList<>();
      List<CheckedInput> c = new ArrayList<>();
      int docs = documents;
      int exceptions = 0;
      int exempted = 0;
      for (FileOutcome o : parts) {
        f.addAll(o.findings);
        e.addAll(o.errors);
        c.addAll(o.checked);
        docs += o.documents;
        exceptions += o.exceptions;
        exempted += o.exempted;
      }
      return new FileOutcome(f, e, docs, exceptions, exempted, c);
    }
  }

  /** Configures a {@link RegoCheck}. */
  public static final class Builder {
    private final List<Path> policyPaths = new ArrayList<>();
    private final List<PolicyBuilder.Source> policySources = new ArrayList<>();
    private final List<Path> dataPaths = new ArrayList<>();
    private final Set<String> namespaces = new LinkedHashSet<>();
    private boolean allNamespaces;
    private ParseMode parseMode = ParseMode.AUTO;
    private int threads = Runtime.getRuntime().availableProcessors();
    private boolean combine;
    private boolean explain;
    private boolean wholeEvaluation;
    private Duration timeout;
    private boolean strictBuiltinErrors;
    private CompiledPolicy compiled;

    /**
     * An already compiled policy (with its data) to scan with, instead of policy and data paths:
     * a server that holds compiled policies scans without compiling again.
     */
    public Builder policy(CompiledPolicy compiled) {
      this.compiled = compiled;
      return this;
    }

    /** A {@code .rego} file or a directory of them (searched recursively). */
    public Builder policy(Path path) {
      policyPaths.add(path);
      return this;
    }

    /** A policy module given as text. */
    public Builder policy(String name, String source) {
      policySources.add(new PolicyBuilder.Source(name, source));
      return this;
    }

    /** A JSON or YAML data file, or a directory of them, merged into {@code data}. */
    public Builder data(Path path) {
      dataPaths.add(path);
      return this;
    }

    /**
     * A namespace (package) to report on; {@code main} when none is given. {@code *} and {@code ?}
     * are wildcards, as in conftest ({@code ma*} selects {@code main}).
     */
    public Builder namespace(String namespace) {
      namespaces.add(namespace);
      return this;
    }

    public Builder allNamespaces(boolean all) {
      this.allNamespaces = all;
      return this;
    }

    public Builder parseMode(ParseMode mode) {
      this.parseMode = mode;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = Math.max(1, threads);
      return this;
    }

    /** Evaluate all documents as one input, conftest's list of {@code {path, contents}}. */
    public Builder combine(boolean combine) {
      this.combine = combine;
      return this;
    }

    /** Traces by one whole traced evaluation instead of by replay (tests compare both). */
    Builder wholeEvaluation(boolean wholeEvaluation) {
      this.wholeEvaluation = wholeEvaluation;
      return this;
    }

    /** Give each finding every path its result used, with its role, why and rank. */
    public Builder explain(boolean explain) {
      this.explain = explain;
      return this;
    }

    /** A deadline for each evaluation; a runaway policy fails with eval_cancel_error. */
    public Builder timeout(Duration timeout) {
      this.timeout = timeout;
      return this;
    }

    /** A built-in that fails is an evaluation error of the input (conftest's --show-builtin-errors), not undefined. */
    public Builder strictBuiltinErrors(boolean strict) {
      this.strictBuiltinErrors = strict;
      return this;
    }

    /**
     * Loads and compiles the policies.
     *
     * @throws RegoException when a policy does not parse or compile
     * @throws IllegalArgumentException when a policy or data path is missing or unreadable
     * @throws dev.cairn.locator.LocatorException when a policy file is not text, or a data file is
     *     malformed (both located)
     */
    public RegoCheck build() {
      if (namespaces.isEmpty()) {
        namespaces.add("main");
      }
      return new RegoCheck(this);
    }
  }
}
