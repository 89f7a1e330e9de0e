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
    SemVersion x = version(a, 0);
    SemVersion y = version(a, 1);
    return NumberValue.of(x.compareTo(y));
  }

  private static SemVersion version(List<Value> a, int i) throws BuiltinException {
    String s = Args.string(a, i);
    SemVersion v = SemVersion.parse(s);
    if (v == null) {
      throw BuiltinException.error(
          "operand " + (i + 1) + ": string " + GoQuote.quote(s) + " is not a valid SemVer");
    }
    return v;
  }
}
