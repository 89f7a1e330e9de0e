package dev.cairn.engine.builtins;

import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.List;

/** semver.compare and semver.is_valid. */
final class SemverBuiltins {
  private SemverBuiltins() {}

  static void register(BuiltinTable.Registrar r) {
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
