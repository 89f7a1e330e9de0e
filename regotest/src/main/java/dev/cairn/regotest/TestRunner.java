package dev.cairn.regotest;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.QueryTracer;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.eval.EvalHooks;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.Value;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Runs a compiled policy's unit tests as {@code opa test} does: every {@code test_*} rule is
 * evaluated on its own (with no input; {@code with} overrides as written) and passes when its
 * value is {@code true}; undefined or any other value fails; an evaluation error (a conflict, a
 * strict built-in error, the timeout) is an error; {@code todo_test_*} rules are skipped.
 *
 * <pre>{@code
 * TestRun run = TestRunner.builder().timeout(Duration.ofSeconds(5)).coverage(true).build().run(policy);
 * }</pre>
 */
public final class TestRunner {
  private final Predicate<String> filter;
  private final Duration timeout;
  private final boolean coverage;
  private final boolean strictBuiltinErrors;

  private TestRunner(Builder b) {
    this.filter = b.filter;
    this.timeout = b.timeout;
    this.coverage = b.coverage;
    this.strictBuiltinErrors = b.strictBuiltinErrors;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The tests the policy's modules define, before any filter. */
  public static List<TestCase> tests(CompiledPolicy policy) {
    return TestDiscovery.find(policy.modules().modules());
  }

  public TestRun run(CompiledPolicy policy) {
    List<Module> modules = policy.modules().modules();
    Coverage cover = new Coverage(modules);
    List<TestResult> results = new ArrayList<>();
    for (TestCase test : TestDiscovery.find(modules)) {
      if (filter.test(test.query())) {
        results.add(test.skipped() ? skip(test) : run(policy, test, cover));
      }
    }
    return new TestRun(results, coverage ? cover.report() : null);
  }

  private static TestResult skip(TestCase test) {
    return new TestResult(test, TestOutcome.SKIP, Duration.ZERO, List.of(), null, null);
  }

  /**
   * Evaluates {@code test} again as {@link #run} evaluated it (same timeout and built-in error
   * mode, print output dropped), for {@code tracer} to see every event: what a report of how a
   * test was evaluated (an OPA-style trace) listens with. An evaluation error ends the events; it
   * is the test's result's error already.
   */
  public void trace(CompiledPolicy policy, TestCase test, QueryTracer tracer) {
    try {
      policy.evaluate(test.query(), options(line -> {}).tracer(tracer).build());
    } catch (RegoException e) {
      // the events up to the error are the trace
    }
  }

  private EvalOptions.Builder options(java.util.function.Consumer<String> printSink) {
    EvalOptions.Builder options = EvalOptions.builder().printSink(printSink).strictBuiltinErrors(strictBuiltinErrors);
    if (timeout != null && !timeout.isZero()) {
      options.timeout(timeout);
    }
    return options;
  }

  private TestResult run(CompiledPolicy policy, TestCase test, Coverage cover) {
    List<String> printed = new ArrayList<>();
    HitListener hits = new HitListener();
    // Coverage and the failed expression need each built-in's result, which only the internal
    // hooks report, and listen to every test: the hooks allocate no event per step.
    EvalOptions.Builder options = EvalHooks.listener(options(printed::add), hits);
    long start = System.nanoTime();
    TestOutcome outcome;
    RegoError error = null;
    try {
      QueryResult r = policy.evaluate(test.query(), options.build());
      outcome = isTrue(r) ? TestOutcome.PASS : TestOutcome.FAIL;
    } catch (RegoException e) {
      outcome = TestOutcome.ERROR;
      error = e.errors().isEmpty() ? new RegoError("eval_error", e.getMessage(), null) : e.errors().get(0);
    }
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    cover.add(hits);
    var failedAt = outcome == TestOutcome.FAIL ? FailedExpression.of(test.rule(), hits) : null;
    return new TestResult(test, outcome, took, printed, error, failedAt);
  }

  private static boolean isTrue(QueryResult r) {
    if (!r.isDefined()) {
      return false;
    }
    Value v = r.solutions().get(0).expressions().get(0).value();
    return BooleanValue.TRUE.equals(v);
  }

  /** Configures a {@link TestRunner}. */
  public static final class Builder {
    private Predicate<String> filter = name -> true;
    private Duration timeout = Duration.ofSeconds(5);
    private boolean coverage;
    private boolean strictBuiltinErrors;

    /** Runs only the tests whose full name ({@code data.pkg.test_x}) passes the filter. */
    public Builder filter(Predicate<String> filter) {
      this.filter = filter;
      return this;
    }

    /** The deadline of each test (default 5s, as opa test); zero or null for none. */
    public Builder timeout(Duration timeout) {
      this.timeout = timeout;
      return this;
    }

    public Builder coverage(boolean coverage) {
      this.coverage = coverage;
      return this;
    }

    /**
     * A built-in that fails ({@code to_number("x")}) makes the test an error, as {@code conftest
     * verify} raises built-in errors by default, instead of leaving its expression undefined (as
     * {@code opa test} does, the default here).
     */
    public Builder strictBuiltinErrors(boolean strict) {
      this.strictBuiltinErrors = strict;
      return this;
    }

    public TestRunner build() {
      return new TestRunner(this);
    }
  }
}
