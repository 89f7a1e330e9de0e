package dev.cairn.engine;

import dev.cairn.engine.eval.ChoiceRecord;
import dev.cairn.engine.eval.EvalListener;
import dev.cairn.engine.value.Value;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * How to run one evaluation. {@code input} null means no input document; {@code timeout} null
 * means no deadline; {@code listener} null means no tracing (the fast path); {@code nowNanos} null
 * means the wall clock at the start of the evaluation; {@code recordChoices} and {@code
 * skipFailedChoices} serve a tracer's two evaluations (see {@link ChoiceRecord}).
 */
public record EvalOptions(
    Value input,
    boolean strictBuiltinErrors,
    Duration timeout,
    Consumer<String> printSink,
    EvalListener listener,
    Long nowNanos,
    ChoiceRecord recordChoices,
    ChoiceRecord skipFailedChoices) {

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
    b.recordChoices = recordChoices;
    b.skipFailedChoices = skipFailedChoices;
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
    private ChoiceRecord recordChoices;
    private ChoiceRecord skipFailedChoices;

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
     * Records into {@code record} which iteration alternatives led to a solution (see {@link
     * ChoiceRecord}); costs little, and nothing when not asked for.
     */
    public Builder recordChoices(ChoiceRecord record) {
      this.recordChoices = record;
      return this;
    }

    /**
     * Skips the iteration alternatives that {@code record}, filled by an evaluation of the same
     * queries with the same input and options, says led nowhere, wherever the listener would drop
     * what they read. Has no effect without a listener.
     */
    public Builder skipFailedChoices(ChoiceRecord record) {
      this.skipFailedChoices = record;
      return this;
    }

    public EvalOptions build() {
      return new EvalOptions(
          input, strictBuiltinErrors, timeout, printSink, listener, nowNanos, recordChoices, skipFailedChoices);
    }
  }
}
