package dev.cairn.engine.builtins.strings;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinFunction;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.gocompat.GoStrings;
import dev.cairn.engine.builtins.operands.TypedOperands;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.UnaryOperator;

/**
 * String functions: concat, contains, startswith, endswith, format_int, indexof, indexof_n, lower, upper, replace, strings.*, split, substring, trim family.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class StringBuiltins {
  private static final Type STRING = Type.STRING;
  private static final Type STRINGS =
      Type.anyOf(STRING, Type.arrayOf(STRING), Type.setOf(STRING));

  private StringBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    add(r, "concat", FunctionDecl.of(STRING, STRING,
        Type.anyOf(Type.arrayOf(STRING), Type.setOf(STRING))), StringBuiltins::concat);
    predicate(r, "contains", String::contains);
    predicate(r, "startswith", String::startsWith);
    predicate(r, "endswith", String::endsWith);
    add(r, "format_int", FunctionDecl.of(STRING, Type.NUMBER, Type.NUMBER),
        StringBuiltins::formatInt);
    add(r, "indexof", FunctionDecl.of(Type.NUMBER, STRING, STRING), StringBuiltins::indexOf);
    add(r, "indexof_n", FunctionDecl.of(Type.arrayOf(Type.NUMBER), STRING, STRING),
        StringBuiltins::indexOfN);
    unary(r, "lower", GoStrings::lower);
    unary(r, "upper", GoStrings::upper);
    unary(r, "trim_space", GoStrings::trimSpace);
    unary(r, "strings.reverse", GoStrings::reverse);
    add(r, "replace", FunctionDecl.of(STRING, STRING, STRING, STRING),
        (ctx, a) -> str(GoStrings.replaceAll(Args.string(a, 0), Args.string(a, 1),
            Args.string(a, 2))));
    add(r, "strings.replace_n", FunctionDecl.of(STRING, Type.objectOf(STRING, STRING), STRING),
        StringBuiltins::replaceN);
    add(r, "split", FunctionDecl.of(Type.arrayOf(STRING), STRING, STRING),
        (ctx, a) -> strings(GoStrings.split(Args.string(a, 0), Args.string(a, 1))));
    add(r, "substring", FunctionDecl.of(STRING, STRING, Type.NUMBER, Type.NUMBER),
        StringBuiltins::substring);
    binary(r, "trim", (s, c) -> GoStrings.trimRight(GoStrings.trimLeft(s, c), c));
    binary(r, "trim_left", GoStrings::trimLeft);
    binary(r, "trim_right", GoStrings::trimRight);
    binary(r, "trim_prefix", (s, p) -> s.startsWith(p) ? s.substring(p.length()) : s);
    binary(r, "trim_suffix",
        (s, p) -> s.endsWith(p) ? s.substring(0, s.length() - p.length()) : s);
    add(r, "strings.count", FunctionDecl.of(Type.NUMBER, STRING, STRING),
        (ctx, a) -> NumberValue.of(GoStrings.count(Args.string(a, 0), Args.string(a, 1))));
    add(r, "strings.any_prefix_match", FunctionDecl.of(Type.BOOLEAN, STRINGS, STRINGS),
        (ctx, a) -> anyMatch(a, String::startsWith));
    add(r, "strings.any_suffix_match", FunctionDecl.of(Type.BOOLEAN, STRINGS, STRINGS),
        (ctx, a) -> anyMatch(a, String::endsWith));
    add(r, "strings.render_template",
        FunctionDecl.of(STRING, STRING, Type.objectOf(STRING, Type.ANY)),
        (ctx, a) -> str(TemplateRenderer.render(Args.string(a, 0), Args.object(a, 1))));
  }

  private static void add(BuiltinTable.Registrar r, String name, FunctionDecl d, BuiltinFunction f) {
    r.add(Builtin.function(name, d, f));
  }

  private static void unary(BuiltinTable.Registrar r, String name, UnaryOperator<String> f) {
    add(r, name, FunctionDecl.of(STRING, STRING), (ctx, a) -> str(f.apply(Args.string(a, 0))));
  }

  private interface StringOp {
    String apply(String a, String b);
  }

  private static void binary(BuiltinTable.Registrar r, String name, StringOp f) {
    add(r, name, FunctionDecl.of(STRING, STRING, STRING),
        (ctx, a) -> str(f.apply(Args.string(a, 0), Args.string(a, 1))));
  }

  private static void predicate(
      BuiltinTable.Registrar r, String name, BiPredicate<String, String> f) {
    add(r, name, FunctionDecl.of(Type.BOOLEAN, STRING, STRING),
        (ctx, a) -> BooleanValue.of(f.test(Args.string(a, 0), Args.string(a, 1))));
  }

  private static StringValue str(String s) {
    return new StringValue(s);
  }

  private static ArrayValue strings(List<String> items) {
    Value[] out = new Value[items.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = str(items.get(i));
    }
    return ArrayValue.wrap(out);
  }

  private static Value concat(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    String delim = Args.string(a, 0);
    return str(String.join(delim, TypedOperands.strings(a, 1)));
  }

  /** Non-integers are truncated toward zero, as Go's big.Float.Int does. */
  private static Value formatInt(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    NumberValue n = Args.number(a, 0);
    NumberValue b = Args.number(a, 1);
    int base = b.isLong() ? (int) Math.max(0, Math.min(b.longValue(), 17)) : 0;
    if (base != 2 && base != 8 && base != 10 && base != 16) {
      throw TypedOperands.operand(1, "must be one of {2, 8, 10, 16}");
    }
    BigInteger i = n.isLong() ? BigInteger.valueOf(n.longValue()) : n.toBigDecimal().toBigInteger();
    return str(i.toString(base));
  }

  private static Value indexOf(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    String s = Args.string(a, 0);
    String search = nonEmptySearch(a);
    int at = s.indexOf(search);
    return NumberValue.of(at < 0 ? -1 : s.codePointCount(0, at));
  }

  /** Every position (in code points) where the search string starts, overlaps included. */
  private static Value indexOfN(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    String s = Args.string(a, 0);
    String search = nonEmptySearch(a);
    List<Value> out = new ArrayList<>();
    int at = s.indexOf(search);
    int prev = 0;
    int cpIndex = 0;
    while (at >= 0) {
      cpIndex += s.codePointCount(prev, at);
      prev = at;
      out.add(NumberValue.of(cpIndex));
      at = s.indexOf(search, at + Character.charCount(s.codePointAt(at)));
    }
    return ArrayValue.of(out);
  }

  private static String nonEmptySearch(List<Value> a) throws BuiltinException {
    String search = Args.string(a, 1);
    if (search.isEmpty()) {
      throw BuiltinException.error("empty search character");
    }
    return search;
  }

  /** Keys are tried in sorted order, so the result does not depend on insertion order. */
  private static Value replaceN(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    ObjectValue patterns = Args.object(a, 0);
    String s = Args.string(a, 1);
    List<Map.Entry<String, String>> pairs = new ArrayList<>();
    for (Value k : patterns.sortedKeys()) {
      if (!(k instanceof StringValue key)) {
        throw TypedOperands.operand(0, "non-string key found in pattern object");
      }
      if (!(patterns.get(k) instanceof StringValue val)) {
        throw TypedOperands.operand(0, "non-string value found in pattern object");
      }
      pairs.add(Map.entry(key.value(), val.value()));
    }
    return str(GoStrings.replaceEach(s, pairs));
  }

  /** Offsets and lengths count code points; a negative length means "to the end". */
  private static Value substring(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    String s = Args.string(a, 0);
    int start = TypedOperands.integer(a, 1);
    int runes = s.codePointCount(0, s.length());
    if (start >= runes) {
      return str(""); // before the length is even looked at, as in OPA
    }
    if (start < 0) {
      throw BuiltinException.error("negative offset");
    }
    int length = TypedOperands.integer(a, 2);
    int from = s.offsetByCodePoints(0, start);
    if (length < 0 || (long) start + length >= runes) {
      return str(s.substring(from));
    }
    return str(s.substring(from, s.offsetByCodePoints(from, length)));
  }

  private static Value anyMatch(List<Value> a, BiPredicate<String, String> test)
      throws BuiltinException {
    List<String> search = TypedOperands.stringOrStrings(a, 0);
    List<String> base = TypedOperands.stringOrStrings(a, 1);
    for (String s : search) {
      for (String b : base) {
        if (test.test(s, b)) {
          return BooleanValue.TRUE;
        }
      }
    }
    return BooleanValue.FALSE;
  }
}
