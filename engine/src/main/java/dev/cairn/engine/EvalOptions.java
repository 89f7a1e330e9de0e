package dev.cairn.engine;

import dev.cairn.engine.eval.EvalListener;
import dev.cairn.engine.eval.WitnessRecorder;
import dev.cairn.engine.value.Value;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * How to run one evaluation. {@code input} null means no input document; {@code timeout} null
 * means no deadline; {@code listener} null means no tracing (the fast path); {@code nowNanos} null
 * means the wall clock at the start of the evaluation; {@code witnesses} null means none kept.
 */
public record EvalOptions(
    Value input,
    boolean strictBuiltinErrors,
    Duration timeout,
    Consumer<String> printSink,
    EvalListener listener,
    Long nowNanos,
    WitnessRecorder witnesses) {

  public static final EvalOptions DEFAULT = builder().build();

  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.input = input;
    b.strictBuiltinErrors = strictBuiltinErrors;
    b.timeout = timeout;
    b.printSink = printSink;
    b.listener = listener;
    b.nowNanos = nowNanos;
    b.witnesses = witnesses;
    return b;
  }

  /** Builds {@link EvalOptions}. */
  public static final class Builder {
    private Value input;
    private boolean strictBuiltinErrors;
    private Duration timeout;
    private Consumer<String> printSink = line -> System.err.println(line);
    private EvalListener listener;
    private Long nowNanos;
    private WitnessRecorder witnesses;

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

    public Builder listener(EvalListener listener) {
      this.listener = listener;
      return this;
    }

    public Builder nowNanos(long nowNanos) {
      this.nowNanos = nowNanos;
      return this;
    }

    /**
     * Keeps a witness of each element of the recorder's rules, for replaying that one
     * derivation with a listener later; null (the default) keeps none.
     */
    public Builder witnesses(WitnessRecorder witnesses) {
      this.witnesses = witnesses;
      return this;
    }

    public EvalOptions build() {
      return new EvalOptions(
          input, strictBuiltinErrors, timeout, printSink, listener, nowNanos, witnesses);
    }
  }
}
