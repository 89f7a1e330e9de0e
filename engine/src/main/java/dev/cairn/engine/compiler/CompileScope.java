package dev.cairn.engine.compiler;

import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.Builtins;
import java.util.function.Supplier;

/**
 * The built-ins visible while one policy or query compiles: OPA's and the policy's own extensions.
 * The compiler's many static helpers (safety, output variables, call checks) ask whether a name is
 * a built-in; they see a policy's extensions for the duration of its own compile only, on the
 * compiling thread, and never another policy's.
 */
final class CompileScope {
  private static final ThreadLocal<Builtins> CURRENT = new ThreadLocal<>();

  private CompileScope() {}

  static <T> T with(Builtins builtins, Supplier<T> compile) {
    Builtins outer = CURRENT.get();
    CURRENT.set(builtins);
    try {
      return compile.get();
    } finally {
      if (outer == null) {
        CURRENT.remove();
      } else {
        CURRENT.set(outer);
      }
    }
  }

  /** The built-in called {@code name} in the compile in progress, or null. */
  static Builtin lookup(String name) {
    Builtins b = CURRENT.get();
    return b == null ? Builtins.standard().lookup(name) : b.lookup(name);
  }
}
