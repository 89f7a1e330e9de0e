package dev.cairn.engine.builtins;

import dev.cairn.engine.value.Value;
import java.util.List;
import java.util.function.Consumer;

/**
 * A built-in with many outputs ({@code walk}): each output is handed to {@code out}, which
 * continues evaluation with it, so no list of all outputs is ever built.
 */
@FunctionalInterface
public interface BuiltinRelation {
  void apply(BuiltinContext ctx, List<Value> args, Consumer<Value> out) throws BuiltinException;
}
