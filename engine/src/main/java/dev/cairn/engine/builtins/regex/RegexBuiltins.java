package dev.cairn.engine.builtins.regex;

import com.google.re2j.Pattern;
import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.gocompat.GoRegexp;
import dev.cairn.engine.builtins.operands.TypedOperands;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * Regular expressions (Go RE2 syntax): regex.*, and the deprecated re_match.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class RegexBuiltins {
  private static final Type STRING = Type.STRING;

  private RegexBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    FunctionDecl match = FunctionDecl.of(Type.BOOLEAN, STRING, STRING);
    r.add(Builtin.function("regex.match", match, RegexBuiltins::match));
    r.add(Builtin.function("re_match", match, RegexBuiltins::match));
    r.add(Builtin.function("regex.is_valid", FunctionDecl.of(Type.BOOLEAN, Type.ANY),
        RegexBuiltins::isValid));
    r.add(Builtin.function("regex.split", FunctionDecl.of(Type.arrayOf(STRING), STRING, STRING),
        (ctx, a) -> {
          String s = Args.string(a, 1);
          return strings(GoRegexp.split(pattern(a, 0), s));
        }));
    r.add(Builtin.function("regex.find_n",
        FunctionDecl.of(Type.arrayOf(STRING), STRING, STRING, Type.NUMBER), RegexBuiltins::findN));
    r.add(Builtin.function("regex.find_all_string_submatch_n",
        FunctionDecl.of(Type.arrayOf(Type.arrayOf(STRING)), STRING, STRING, Type.NUMBER),
        RegexBuiltins::findAllSubmatches));
    r.add(Builtin.function("regex.replace", FunctionDecl.of(STRING, STRING, STRING, STRING),
        (ctx, a) -> {
          String s = Args.string(a, 0);
          String replacement = Args.string(a, 2);
          return new StringValue(GoRegexp.replaceAll(pattern(a, 1), s, replacement));
        }));
    r.add(Builtin.function("regex.template_match",
        FunctionDecl.of(Type.BOOLEAN, STRING, STRING, STRING, STRING),
        (ctx, a) -> BooleanValue.of(RegexTemplate.matches(Args.string(a, 0), Args.string(a, 1),
            Args.string(a, 2), Args.string(a, 3)))));
    r.add(Builtin.function("regex.globs_match", match,
        (ctx, a) -> BooleanValue.of(
            GlobsIntersection.intersect(Args.string(a, 0), Args.string(a, 1)))));
  }

  /** The compiled pattern at i; callers read their other string operands first, as OPA does. */
  private static Pattern pattern(List<Value> a, int i) throws BuiltinException {
    return GoRegexp.compile(Args.string(a, i));
  }

  private static Value match(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    String s = Args.string(a, 1);
    return BooleanValue.of(pattern(a, 0).matcher(s).find());
  }

  private static Value isValid(BuiltinContext ctx, List<Value> a) {
    if (!(a.get(0) instanceof StringValue s)) {
      return BooleanValue.FALSE;
    }
    try {
      GoRegexp.compile(s.value());
      return BooleanValue.TRUE;
    } catch (BuiltinException e) {
      return BooleanValue.FALSE;
    }
  }

  private static Value findN(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    String s = Args.string(a, 1);
    int n = TypedOperands.integer(a, 2);
    List<int[]> matches = GoRegexp.findAll(pattern(a, 0), s, n);
    Value[] out = new Value[matches.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = new StringValue(s.substring(matches.get(i)[0], matches.get(i)[1]));
    }
    return ArrayValue.wrap(out);
  }

  private static Value findAllSubmatches(BuiltinContext ctx, List<Value> a)
      throws BuiltinException {
    String s = Args.string(a, 1);
    int n = TypedOperands.integer(a, 2);
    List<int[]> matches = GoRegexp.findAll(pattern(a, 0), s, n);
    Value[] out = new Value[matches.size()];
    for (int i = 0; i < out.length; i++) {
      int[] g = matches.get(i);
      Value[] groups = new Value[g.length / 2];
      for (int k = 0; k < groups.length; k++) {
        groups[k] = new StringValue(g[2 * k] < 0 ? "" : s.substring(g[2 * k], g[2 * k + 1]));
      }
      out[i] = ArrayValue.wrap(groups);
    }
    return ArrayValue.wrap(out);
  }

  private static Value strings(List<String> items) {
    Value[] out = new Value[items.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = new StringValue(items.get(i));
    }
    return ArrayValue.wrap(out);
  }
}
