package dev.cairn.engine.builtins.runtime;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.ObjectValue;

/**
 * trace and opa.runtime. {@code print} and {@code rego.metadata.rule}/{@code chain} need the
 * evaluator's context (undefined arguments, the current rule), so the evaluator answers them.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class RuntimeBuiltins {
  private RuntimeBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
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
    // Declared here so the compiler knows them; the evaluator answers them from the rule context.
    r.add(Builtin.function("rego.metadata.rule", FunctionDecl.of(Type.ANY), (ctx, args) -> ObjectValue.EMPTY));
    r.add(Builtin.function("rego.metadata.chain", FunctionDecl.of(Type.ANY_ARRAY), (ctx, args) -> ArrayValue.EMPTY));
  }
}
