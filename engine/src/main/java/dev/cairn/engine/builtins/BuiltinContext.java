package dev.cairn.engine.builtins;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.value.Value;
import java.util.Map;

/**
 * What a built-in may see of the evaluation calling it. One context serves one evaluation; state
 * that must be stable within an evaluation ({@code time.now_ns}, {@code uuid.rfc4122}, {@code
 * rand.intn}) lives in {@link #cache()}.
 */
public interface BuiltinContext {
  /** True when failing built-ins must raise errors instead of being undefined. */
  boolean strictBuiltinErrors();

  /** The evaluation's clock: {@code time.now_ns}, fixed for the whole evaluation. */
  long nowNanos();

  /** A per-evaluation cache for built-ins, keyed by anything the built-in chooses. */
  Map<Object, Object> cache();

  /** Where the call is in the policy source. */
  Location location();

  /** Writes a line for {@code print}. */
  void print(String line);

  /** Records a note for {@code trace}. */
  void trace(String note);

  /** Throws when the evaluation's deadline has passed or it was cancelled. */
  void checkCancelled();

  /** The value {@code opa.runtime()} returns. */
  Value runtime();
}
