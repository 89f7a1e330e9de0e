package dev.cairn.engine.builtins.net;

import static dev.cairn.engine.builtins.Type.ANY;
import static dev.cairn.engine.builtins.Type.BOOLEAN;
import static dev.cairn.engine.builtins.Type.STRING;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * net.cidr_contains, net.cidr_overlap, net.cidr_contains_matches, net.cidr_intersects,
 * net.cidr_is_valid, net.cidr_expand and net.cidr_merge.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class NetBuiltins {
  private static final Type CIDR_OR_TUPLE = Type.anyOf(STRING, Type.ANY_ARRAY);
  private static final Type CIDR_MATCH_OPERAND = Type.anyOf(STRING, Type.arrayOf(CIDR_OR_TUPLE),
      Type.objectOf(STRING, CIDR_OR_TUPLE), Type.setOf(CIDR_OR_TUPLE));

  private NetBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    FunctionDecl twoCidrs = FunctionDecl.of(BOOLEAN, STRING, STRING);
    r.add(Builtin.function("net.cidr_contains", twoCidrs,
        (ctx, a) -> BooleanValue.of(contains(Args.string(a, 0), Args.string(a, 1)))));
    r.add(Builtin.function("net.cidr_overlap", twoCidrs,
        (ctx, a) -> BooleanValue.of(contains(Args.string(a, 0), Args.string(a, 1)))));
    r.add(Builtin.function("net.cidr_intersects", twoCidrs, NetBuiltins::intersects));
    r.add(Builtin.function("net.cidr_is_valid", FunctionDecl.of(BOOLEAN, STRING),
        (ctx, a) -> BooleanValue.of(Cidr.parse(Args.string(a, 0)) != null)));
    r.add(Builtin.function("net.cidr_expand", FunctionDecl.of(Type.setOf(STRING), STRING),
        NetBuiltins::expand));
    r.add(Builtin.function("net.cidr_contains_matches",
        FunctionDecl.of(Type.setOf(Type.arrayOf(ANY)), CIDR_MATCH_OPERAND, CIDR_MATCH_OPERAND),
        NetBuiltins::containsMatches));
    r.add(Builtin.function("net.cidr_merge",
        FunctionDecl.of(Type.setOf(STRING), Type.anyOf(Type.arrayOf(STRING), Type.setOf(STRING))),
        (ctx, a) -> CidrMerge.merge(a.get(0))));
  }

  static Cidr parseCidr(String s) throws BuiltinException {
    Cidr c = Cidr.parse(s);
    if (c == null) {
      throw BuiltinException.error("invalid CIDR address: " + s);
    }
    return c;
  }

  /** Whether CIDR {@code a} contains IP or CIDR {@code b}. */
  private static boolean contains(String a, String b) throws BuiltinException {
    Cidr net = parseCidr(a);
    byte[] ip = Cidr.parseIp(b);
    if (ip != null) {
      return net.contains(ip);
    }
    Cidr inner = Cidr.parse(b);
    if (inner == null) {
      throw BuiltinException.error(
          "not a valid textual representation of an IP address or CIDR: " + b);
    }
    return net.contains(inner.address()) && net.contains(inner.lastAddress());
  }

  private static Value intersects(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    Cidr x = parseCidr(Args.string(a, 0));
    Cidr y = parseCidr(Args.string(a, 1));
    return BooleanValue.of(x.contains(y.address()) || y.contains(x.address()));
  }

  private static Value expand(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    Cidr net = parseCidr(Args.string(a, 0));
    LinkedHashSet<Value> out = new LinkedHashSet<>();
    BigInteger last = net.last();
    int count = 0;
    for (BigInteger ip = net.first(); ip.compareTo(last) <= 0; ip = ip.add(BigInteger.ONE)) {
      if (++count % 4096 == 0) {
        ctx.checkCancelled();
      }
      out.add(new StringValue(Cidr.format(Cidr.toBytes(ip, net.address().length))));
    }
    return SetValue.wrap(out);
  }

  /** One element of a cidr_contains_matches operand: its CIDR text and the key reported for it. */
  private record Match(Value cidr, Value key) {}

  private static List<Match> matchOperand(int operand, Value v) throws BuiltinException {
    List<Match> out = new ArrayList<>();
    if (v instanceof StringValue) {
      out.add(new Match(v, v));
    } else if (v instanceof ArrayValue arr) {
      for (int i = 0; i < arr.size(); i++) {
        out.add(new Match(matchCidr(operand, arr.get(i)), NumberValue.of(i)));
      }
    } else if (v instanceof SetValue set) {
      for (Value e : set.sorted()) {
        out.add(new Match(matchCidr(operand, e), e));
      }
    } else if (v instanceof ObjectValue obj) {
      for (Map.Entry<Value, Value> e : obj.entries().entrySet()) {
        out.add(new Match(matchCidr(operand, e.getValue()), e.getKey()));
      }
    }
    return out;
  }

  private static Value matchCidr(int operand, Value v) throws BuiltinException {
    if (v instanceof StringValue) {
      return v;
    }
    if (v instanceof ArrayValue arr && arr.size() > 0) {
      return arr.get(0);
    }
    throw BuiltinException.error(
        "operand " + operand + ": element must be string or non-empty array");
  }

  private static Value containsMatches(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    List<Match> cidrs = matchOperand(1, a.get(0));
    List<Match> ips = matchOperand(2, a.get(1));
    LinkedHashSet<Value> out = new LinkedHashSet<>();
    for (Match c : cidrs) {
      for (Match ip : ips) {
        if (contains(matchString(c.cidr()), matchString(ip.cidr()))) {
          out.add(ArrayValue.of(c.key(), ip.key()));
        }
      }
    }
    return SetValue.wrap(out);
  }

  /** OPA checks both sides as its "operand 1", so the message says so too. */
  private static String matchString(Value v) throws BuiltinException {
    if (v instanceof StringValue s) {
      return s.value();
    }
    throw BuiltinException.operand(0, "string", v);
  }
}
