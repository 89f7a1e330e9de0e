package dev.cairn.engine.eval;

import dev.cairn.engine.EvalOptions;

/**
 * INTERNAL: not a user API, and it may change without notice. The entry point through which
 * Cairn's own modules attach the evaluator's replay and attribution hooks to an evaluation: the
 * provenance tracer, {@code opa test}'s coverage and the benchmarks. Users trace evaluations with
 * {@link dev.cairn.engine.QueryTracer}, set by {@link EvalOptions.Builder#tracer}.
 *
 * <p>{@link EvalOptions} keeps the hooks out of its public builder and hands this class the only
 * way in ({@link #grant}, once, when it is initialised): the hooks' types live in this package,
 * which the engine's public API never names.
 */
public final class EvalHooks {
  /** How this class reaches {@link EvalOptions}' hooks; implemented by {@link EvalOptions} alone. */
  public interface Access {
    void listener(EvalOptions.Builder builder, EvalListener listener);

    void witnesses(EvalOptions.Builder builder, WitnessRecorder witnesses);

    EvalListener listener(EvalOptions options);

    WitnessRecorder witnesses(EvalOptions options);
  }

  private static volatile Access access;

  private EvalHooks() {}

  /** Called by {@link EvalOptions}' initialisation, once; any later call fails. */
  public static synchronized void grant(Access granted) {
    if (access != null) {
      throw new IllegalStateException("EvalHooks access is granted once, by EvalOptions");
    }
    access = granted;
  }

  private static Access access() {
    Access a = access;
    if (a == null) {
      EvalOptions.DEFAULT.getClass(); // initialises EvalOptions, which grants access
      a = access;
    }
    return a;
  }

  /**
   * Sets the evaluator's listener (null for none): it sees every event, with checkpoints for
   * backtracking and the replay hooks. Not together with a {@link dev.cairn.engine.QueryTracer}.
   */
  public static EvalOptions.Builder listener(EvalOptions.Builder builder, EvalListener listener) {
    access().listener(builder, listener);
    return builder;
  }

  /**
   * Keeps a witness of each element of the recorder's rules, for replaying that one derivation
   * with a listener later; null (the default) keeps none.
   */
  public static EvalOptions.Builder witnesses(EvalOptions.Builder builder, WitnessRecorder witnesses) {
    access().witnesses(builder, witnesses);
    return builder;
  }

  /** The listener {@code options} carry, or null. */
  public static EvalListener listener(EvalOptions options) {
    return access().listener(options);
  }

  /** The witness recorder {@code options} carry, or null. */
  public static WitnessRecorder witnesses(EvalOptions options) {
    return access().witnesses(options);
  }
}
