package dev.cairn.engine;

import dev.cairn.engine.eval.EvalHooks;
import dev.cairn.engine.eval.EvalListener;
import dev.cairn.engine.eval.WitnessRecorder;
import dev.cairn.engine.value.Value;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * How to run one evaluation; immutable, built with {@link #builder()}. {@code input} null means
 * no input document; {@code timeout} null means no deadline; {@code tracer} null means no tracing
 * (the fast path); {@code nowNanos} null means the wall clock at the start of the evaluation.
 *
 * <p>The evaluator's internal replay and attribution hooks, which Cairn's provenance tracer and
 * {@code opa test} coverage use, are set through {@link EvalHooks} only, never through this
 * public builder.
 */
public final class EvalOptions {
  public static final EvalOptions DEFAULT = builder().build();

  static {
    EvalHooks.grant(new HooksAccess());
  }

  private final Value input;
  private final boolean strictBuiltinErrors;
  private final Duration timeout;
  private final Consumer<String> printSink;
  private final QueryTracer tracer;
  private final Long nowNanos;
  private final EvalListener listener;
  private final WitnessRecorder witnesses;

  private EvalOptions(Builder b) {
    if (b.tracer != null && b.listener != null) {
      throw new IllegalArgumentException("an evaluation takes a tracer or internal hooks, not both");
    }
    this.input = b.input;
    this.strictBuiltinErrors = b.strictBuiltinErrors;
    this.timeout = b.timeout;
    this.printSink = b.printSink;
    this.tracer = b.tracer;
    this.nowNanos = b.nowNanos;
    this.listener = b.listener;
    this.witnesses = b.witnesses;
  }

  public static Builder builder() {
    return new Builder();
  }

  public Value input() {
    return input;
  }

  public boolean strictBuiltinErrors() {
    return strictBuiltinErrors;
  }

  public Duration timeout() {
    return timeout;
  }

  public Consumer<String> printSink() {
    return printSink;
  }

  /** The tracer that sees this evaluation's events, or null. */
  public QueryTracer tracer() {
    return tracer;
  }

  public Long nowNanos() {
    return nowNanos;
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.input = input;
    b.strictBuiltinErrors = strictBuiltinErrors;
    b.timeout = timeout;
    b.printSink = printSink;
    b.tracer = tracer;
    b.nowNanos = nowNanos;
    b.listener = listener;
    b.witnesses = witnesses;
    return b;
  }

  /** Builds {@link EvalOptions}. */
  public static final class Builder {
    private Value input;
    private boolean strictBuiltinErrors;
    private Duration timeout;
    private Consumer<String> printSink = line -> System.err.println(line);
    private QueryTracer tracer;
    private Long nowNanos;
    private EvalListener listener;
    private WitnessRecorder witnesses;

    private Builder() {}

    public Builder input(Value input) {
      this.input = input;
      return this;
    }

    public Builder strictBuiltinErrors(boolean strict) {
      this.strictBuiltinErrors = strict;
      return this;
    }

    public Builder timeout(Duration timeout) {
      this.timeout = timeout;
      return this;
    }

    public Builder printSink(Consumer<String> sink) {
      this.printSink = sink;
      return this;
    }

    /** Traces the evaluation: {@code tracer} sees each of its events; null (the default) traces nothing. */
    public Builder tracer(QueryTracer tracer) {
      this.tracer = tracer;
      return this;
    }

    public Builder nowNanos(long nowNanos) {
      this.nowNanos = nowNanos;
      return this;
    }

    public EvalOptions build() {
      return new EvalOptions(this);
    }
  }

  /** {@link EvalHooks}' way to the hooks, which the public builder does not offer. */
  private static final class HooksAccess implements EvalHooks.Access {
    @Override
    public void listener(Builder builder, EvalListener listener) {
      builder.listener = listener;
    }

    @Override
    public void witnesses(Builder builder, WitnessRecorder witnesses) {
      builder.witnesses = witnesses;
    }

    @Override
    public EvalListener listener(EvalOptions options) {
      return options.listener;
    }

    @Override
    public WitnessRecorder witnesses(EvalOptions options) {
      return options.witnesses;
    }
  }
}
