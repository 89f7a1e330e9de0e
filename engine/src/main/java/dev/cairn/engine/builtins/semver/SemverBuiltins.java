package dev.cairn.engine.builtins.semver;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.gocompat.GoQuote;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * semver.compare and semver.is_valid.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class SemverBuiltins {
  private SemverBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(Builtin.function("semver.is_valid", FunctionDecl.of(Type.BOOLEAN, Type.ANY),
        (ctx, a) -> BooleanValue.of(
            a.get(0) instanceof StringValue s && SemVersion.parse(s.value()) != null)));
    r.add(Builtin.function("semver.compare",
        FunctionDecl.of(Type.NUMBER, Type.STRING, Type.STRING), SemverBuiltins::compare));
  }

  private static Value compare(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    String x = Args.string(a, 0);
    String y = Args.string(a, 1);
    return NumberValue.of(version(x, 0).compareTo(version(y, 1)));
  }

  private static SemVersion version(String s, int i) throws BuiltinException {
    SemVersion v = SemVersion.parse(s);
    if (v == null) {
      throw BuiltinException.error(
          "operand " + (i + 1) + ": string " + GoQuote.quote(s) + " is not a valid SemVer");
    }
    return v;
  }
}
