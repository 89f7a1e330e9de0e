package dev.cairn.engine.builtins;

import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * A built-in's implementation: arguments in, result out. Returns null when the result is undefined
 * (for example {@code object.get} never is, but a failed lookup in some built-ins is); throws
 * {@link BuiltinException} for errors, which the evaluator turns into undefined or, with strict
 * built-in errors, into an evaluation error.
 */
@FunctionalInterface
public interface BuiltinFunction {
  Value apply(BuiltinContext ctx, List<Value> args) throws BuiltinException;
}
