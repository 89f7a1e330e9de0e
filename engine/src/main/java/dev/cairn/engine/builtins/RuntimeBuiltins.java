package dev.cairn.engine.builtins;

import dev.cairn.engine.value.BooleanValue;

/**
 * trace and opa.runtime. {@code print} and {@code rego.metadata.rule}/{@code chain} need the
 * evaluator's context (undefined arguments, the current rule), so the evaluator answers them.
 */
final class RuntimeBuiltins {
  private RuntimeBuiltins() {}

  static void register(BuiltinTable.Registrar r) {
    r.add(
        Builtin.function(
            "trace",
            FunctionDecl.of(Type.BOOLEAN, Type.STRING),
            (ctx, args) -> {
              ctx.trace(Args.string(args, 0));
              return BooleanValue.TRUE;
            }));
    r.add(
        Builtin.nondeterministic(
            "opa.runtime", FunctionDecl.of(Type.ANY_OBJECT), (ctx, args) -> ctx.runtime()));
  }
}
