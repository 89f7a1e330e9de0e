package dev.cairn.engine.builtins.glob;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.google.re2j.Pattern;
import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.operands.TypedOperands;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.Arrays;
import java.util.List;

/**
 * glob.match and glob.quote_meta.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class GlobBuiltins {
  private record Key(String glob, List<Integer> delimiters) {}

  private static final Cache<Key, Pattern> CACHE = Caffeine.newBuilder().maximumSize(1_000).build();
  private static final String SPECIALS = "*?\\[]{}";

  private GlobBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(Builtin.function("glob.match",
        FunctionDecl.of(Type.BOOLEAN, Type.STRING,
            Type.anyOf(Type.NULL, Type.arrayOf(Type.STRING)), Type.STRING),
        GlobBuiltins::match));
    r.add(Builtin.function("glob.quote_meta", FunctionDecl.of(Type.STRING, Type.STRING),
        (ctx, a) -> new StringValue(quoteMeta(Args.string(a, 0)))));
  }

  private static Value match(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    String glob = Args.string(a, 0);
    int[] delimiters = delimiters(a);
    String s = Args.string(a, 2);
    Key key = new Key(glob, Arrays.stream(delimiters).boxed().toList());
    Pattern p = CACHE.getIfPresent(key);
    if (p == null) {
      p = Pattern.compile(GlobCompiler.toRegex(glob, delimiters));
      CACHE.put(key, p);
    }
    return BooleanValue.of(p.matcher(s).matches());
  }

  /** null means no delimiters; an empty array means the default ".". */
  private static int[] delimiters(List<Value> a) throws BuiltinException {
    Value v = a.get(1);
    if (v instanceof NullValue) {
      return new int[0];
    }
    if (!(v instanceof ArrayValue arr)) {
      throw TypedOperands.oneOf(1, v, "array", "null");
    }
    if (arr.size() == 0) {
      return new int[] {'.'};
    }
    int[] out = new int[arr.size()];
    for (int i = 0; i < out.length; i++) {
      Value e = arr.get(i);
      if (!(e instanceof StringValue s)) {
        throw TypedOperands.element(1, arr, e, "string");
      }
      if (s.value().codePointCount(0, s.value().length()) != 1) {
        throw TypedOperands.element(1, arr, e, "rune");
      }
      out[i] = s.value().codePointAt(0);
    }
    return out;
  }

  static String quoteMeta(String s) {
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (SPECIALS.indexOf(c) >= 0) {
        b.append('\\');
      }
      b.append(c);
    }
    return b.toString();
  }
}
