package dev.cairn.engine.eval;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.compiler.RuleKind;
import dev.cairn.engine.compiler.RuleTree;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Function calls: resolves the operator to a user function or built-in (honouring {@code with}
 * replacements), evaluates the arguments and calls it. A call with one argument more than the
 * function takes is a relation whose last argument is unified with the result.
 */
final class CallEvaluator {
  /** What a call's operator names; resolved once per call site and compiled policy. */
  record Target(String name, RuleTree.Node node, Builtin builtin, int arity, boolean special, boolean print) {
    boolean isUser() {
      return node != null;
    }
  }

  private final Evaluator ev;
  private final FunctionEvaluator functions;
  private final BuiltinCaller builtins;

  CallEvaluator(Evaluator ev) {
    this.ev = ev;
    this.functions = new FunctionEvaluator(ev);
    this.builtins = new BuiltinCaller(ev);
  }

  /** A call as a term: its result. */
  boolean eval(Call c, Bindings b, ValueCont k) {
    Target t = target(c);
    if (t.print()) {
      return Printer.print(ev, c, b) && k.accept(BooleanValue.TRUE);
    }
    return args(c.args(), c.args().size(), 0, new Value[c.args().size()], b,
        args -> invoke(t, args, c.location(), k));
  }

  /** A call as a standalone expression: a relation when given an output argument. */
  boolean evalExpr(Call c, Bindings b, ValueCont k) {
    Target t = target(c);
    int n = c.args().size();
    if (t.arity() >= 0 && n == t.arity() + 1 && !t.print()) {
      Term out = c.args().get(n - 1);
      return args(c.args(), n - 1, 0, new Value[n - 1], b,
          args -> invoke(t, args, c.location(),
              v -> ev.unifier.unifyValue(out, v, b, () -> k.accept(BooleanValue.TRUE))));
    }
    return eval(c, b, k);
  }

  /**
   * Evaluates arguments left to right, except that bare unbound variables wait until the others
   * are evaluated: {@code foo == input.foos[foo]} binds {@code foo} by iterating the reference.
   * Comprehensions wait too, as in OPA, which resolves an expression's references first: with an
   * undefined {@code input.x}, {@code object.subset({k: v | ...}, input.x)} fails without building
   * the object, so a conflict in it is never raised.
   */
  private boolean args(List<Term> terms, int n, int i, Value[] acc, Bindings b, Predicate<List<Value>> k) {
    while (i < n) {
      Value quick = TermEvaluator.quick(terms.get(i), b);
      if (quick == null) {
        break;
      }
      acc[i++] = quick;
    }
    if (i == n) {
      return k.test(Arrays.asList(acc.clone()));
    }
    return argsFrom(terms, n, i, acc, b, k);
  }

  private boolean argsFrom(List<Term> terms, int n, int i, Value[] acc, Bindings b, Predicate<List<Value>> k) {
    Term t = terms.get(i);
    boolean waits = t instanceof Var v && Unifier.isUnbound(v, b) ? laterBinds(terms, n, i, b) : isComprehension(t) && laterPlain(terms, n, i);
    if (waits) {
      return args(terms, n, i + 1, acc, b, rest -> ev.terms.eval(t, b, x -> {
        Value[] all = rest.toArray(new Value[0]);
        all[i] = x;
        return k.test(Arrays.asList(all));
      }));
    }
    return ev.terms.eval(t, b, v -> {
      acc[i] = v;
      return args(terms, n, i + 1, acc, b, k);
    });
  }

  private static boolean isComprehension(Term t) {
    return t instanceof ArrayComprehension || t instanceof SetComprehension || t instanceof ObjectComprehension;
  }

  /** Whether an argument after {@code i} is neither a comprehension nor an unbound variable. */
  private static boolean laterPlain(List<Term> terms, int n, int i) {
    for (int j = i + 1; j < n; j++) {
      if (!isComprehension(terms.get(j)) && !(terms.get(j) instanceof Var)) {
        return true;
      }
    }
    return false;
  }

  private static boolean laterBinds(List<Term> terms, int n, int i, Bindings b) {
    for (int j = i + 1; j < n; j++) {
      if (!(terms.get(j) instanceof Var v && Unifier.isUnbound(v, b))) {
        return true;
      }
    }
    return false;
  }

  /** Calls the user functions at {@code node}; null when undefined. */
  Value callUser(RuleTree.Node node, String name, List<Value> args) {
    return functions.call(node, name, args);
  }

  /** Calls a resolved function with argument values, honouring {@code with} replacements. */
  boolean invoke(Target t, List<Value> args, Location loc, ValueCont k) {
    Map<String, FunctionOverride> overrides = ev.state.scope().functions();
    if (!overrides.isEmpty()) {
      FunctionOverride o = overrides.get(t.name());
      if (o != null) {
        if (o.value() != null) {
          return k.accept(o.value());
        }
        return mockCall(resolve(o.target()), args, loc, k);
      }
    }
    return call(t, args, loc, k);
  }

  /**
   * Calls a replacement function with no replacements in force, as OPA does: a mock of {@code f}
   * that calls {@code f} reaches the original, and mocks never call other mocks.
   */
  private boolean mockCall(Target t, List<Value> args, Location loc, ValueCont k) {
    Evaluation.Scope outer = ev.state.scope();
    Evaluation.Scope plain = new Evaluation.Scope(outer.input(), outer.data(), Map.of(), new HashMap<>());
    Value[] out = new Value[1];
    ev.state.swap(plain);
    try {
      call(t, args, loc, v -> {
        out[0] = v;
        return true;
      });
    } finally {
      ev.state.swap(outer);
    }
    return out[0] != null && k.accept(out[0]);
  }

  private boolean call(Target t, List<Value> args, Location loc, ValueCont k) {
    if (t.isUser()) {
      Value v = functions.call(t.node(), t.name(), args);
      return v != null && k.accept(v);
    }
    if (t.special()) {
      return k.accept(SpecialCalls.call(ev, t.name(), loc));
    }
    if (t.builtin() == null) {
      throw Evaluator.internal("unknown function: " + t.name(), loc);
    }
    return builtins.call(t.builtin(), args, loc, k);
  }

  /** A call site's target in the policy whose rules {@code tree} holds. */
  private record Resolution(RuleTree tree, Target target) {}

  Target target(Call c) {
    RuleTree tree = ev.state.modules.rules();
    if (c.resolution() instanceof Resolution r && r.tree() == tree) {
      return r.target();
    }
    Target t = resolve(c.operator());
    c.resolution(new Resolution(tree, t));
    return t;
  }

  private Target resolve(Ref op) {
    if ("data".equals(op.headName())) {
      List<Value> path = new ArrayList<>();
      for (Term p : op.path()) {
        if (!(p instanceof Scalar s)) {
          path = null;
          break;
        }
        path.add(s.value());
      }
      RuleTree.Node node = path == null ? null : ev.state.modules.rules().find(path);
      if (node != null && isFunction(node)) {
        return new Target(op.toString(), node, null, arity(node), false, false);
      }
    }
    return resolve(op.toString());
  }

  /** Resolves a function by name: {@code data.pkg.f} or a built-in's name. */
  Target resolve(String name) {
    if (name.startsWith("data.")) {
      List<Value> path = new ArrayList<>();
      for (String part : name.substring(5).split("\\.")) {
        path.add(new StringValue(part));
      }
      RuleTree.Node node = ev.state.modules.rules().find(path);
      if (node != null && isFunction(node)) {
        return new Target(name, node, null, arity(node), false, false);
      }
    }
    Builtin bi = ev.state.modules.builtins().lookup(name);
    int special = SpecialCalls.arity(name);
    return new Target(
        name, null, bi, bi == null ? special : bi.arity(), special >= 0, SpecialCalls.isPrint(name));
  }

  static boolean isFunction(RuleTree.Node node) {
    var any = node.rules().isEmpty() ? node.defaultRule() : node.rules().get(0);
    return any != null && any.kind() == RuleKind.FUNCTION;
  }

  private static int arity(RuleTree.Node node) {
    var any = node.rules().isEmpty() ? node.defaultRule() : node.rules().get(0);
    return any.rule().head().args().size();
  }
}
