package dev.cairn.engine.builtins.runtime;

import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.gocompat.ValueFormatter;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * print, declared so capabilities and the compiler see OPA's whole table. The evaluator answers
 * print calls itself, since an undefined argument prints {@code <undefined>} rather than making
 * the call undefined, and the compiler treats the name as variadic; this function only serves
 * calls that reach it by value (a {@code with} replacement naming print), where every argument
 * is defined. OPA declares print variadic with no result; the declaration here has no
 * arguments, as {@link FunctionDecl} has no variadic form.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class PrintBuiltin {
  private PrintBuiltin() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(Builtin.function("print", FunctionDecl.of(null), PrintBuiltin::print));
  }

  private static Value print(BuiltinContext ctx, List<Value> args) {
    StringBuilder line = new StringBuilder();
    for (Value v : args) {
      if (line.length() > 0) {
        line.append(' ');
      }
      line.append(v instanceof StringValue s ? s.value() : ValueFormatter.format(v));
    }
    ctx.print(line.toString());
    return BooleanValue.TRUE;
  }
}
