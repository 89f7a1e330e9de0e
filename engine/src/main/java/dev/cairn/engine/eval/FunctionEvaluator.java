package dev.cairn.engine.eval;

import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.compiler.CompiledModules;
import dev.cairn.engine.compiler.CompiledRule;
import dev.cairn.engine.compiler.RuleTree;
import dev.cairn.engine.provenance.ArgumentMove;
import dev.cairn.engine.provenance.CallArguments;
import dev.cairn.engine.provenance.ValuePath;
import dev.cairn.engine.value.Origin;
import dev.cairn.engine.value.Value;
import java.util.List;
import java.util.Map;

/**
 * Calls of user functions: every definition (and its else chain) whose arguments match is
 * evaluated; all must agree on the result. Results are cached per arguments and {@code with}
 * scope.
 */
final class FunctionEvaluator {
  private record Key(RuleTree.Node node, Object args) {}

  /**
   * A cached call's outcome when tracing, with the arguments of the call that computed it: every
   * read of the outcome hands the listener that same list, which it can key by identity.
   */
  private record Traced(List<Value> args, Object outcome) {}

  /**
   * When tracing, the outcome of a call by its arguments' values: a call on other input nodes of
   * equal value takes it over to its own nodes (see {@link ArgumentMove}), and the listener the
   * derivation with it, instead of evaluating the call again. Only for functions that reach the
   * input through their arguments alone (not {@link CompiledModules#nodeSpecific}): every node
   * their derivation holds is then under an argument, and moves with it.
   */
  private record ByValue(RuleTree.Node node, List<Value> args) {
    @Override
    public boolean equals(Object o) {
      if (!(o instanceof ByValue other) || other.node != node || other.args.size() != args.size()) {
        return false;
      }
      for (int i = 0; i < args.size(); i++) {
        if (!args.get(i).equals(other.args.get(i))) {
          return false;
        }
      }
      return true;
    }

    @Override
    public int hashCode() {
      return 31 * System.identityHashCode(node) + args.hashCode();
    }
  }

  private final Evaluator ev;

  FunctionEvaluator(Evaluator ev) {
    this.ev = ev;
  }

  /** The result of calling the functions at {@code node}, or null when undefined. */
  Value call(RuleTree.Node node, String name, List<Value> args) {
    Map<Object, Object> cache = ev.state.ruleCache();
    // When tracing, calls share a result only on the very same argument objects or equal
    // literals: an equal argument from elsewhere in the input must bring its own derivation.
    Key key = new Key(node, ev.listener == null ? args : new CallArguments(args));
    Object hit = cache.get(key);
    if (hit instanceof Traced t) {
      if (t.outcome() == RuleEvaluator.UNDEFINED) {
        ev.listener.undefined(name, t.args());
        return null;
      }
      ev.listener.cachedCall(name, t.args(), (Value) t.outcome());
      return (Value) t.outcome();
    }
    if (hit != null) {
      return hit == RuleEvaluator.UNDEFINED ? null : (Value) hit;
    }
    boolean movable = ev.listener != null && nodesOrSame(args) && !ev.state.modules.nodeSpecific().contains(name);
    if (movable && cache.get(new ByValue(node, args)) instanceof Traced t && samePlaces(t.args(), args)) {
      ArgumentMove move = new ArgumentMove(t.args(), args);
      Value moved = t.outcome() == RuleEvaluator.UNDEFINED ? null : move.move((Value) t.outcome());
      cache.put(key, new Traced(args, moved == null ? RuleEvaluator.UNDEFINED : moved));
      ev.listener.movedCall(name, move, moved);
      return moved;
    }
    Value[] result = new Value[1];
    for (CompiledRule cr : node.rules()) {
      List<Term> params = cr.rule().head().args();
      Rule r = cr.rule();
      while (r != null && !definition(cr, r, params, args, result)) {
        r = r.elseRule();
        if (r != null && ev.listener != null) {
          ev.listener.fallback();
        }
      }
    }
    if (result[0] == null && node.defaultRule() != null) {
      CompiledRule d = node.defaultRule();
      if (ev.listener != null) {
        ev.listener.fallback();
      }
      definition(d, d.rule(), d.rule().head().args(), args, result);
    }
    Object outcome = result[0] == null ? RuleEvaluator.UNDEFINED : result[0];
    if (ev.listener == null) {
      cache.put(key, outcome);
    } else {
      Traced traced = new Traced(args, outcome);
      cache.put(key, traced);
      if (movable) {
        cache.putIfAbsent(new ByValue(node, args), traced);
      }
    }
    if (ev.listener != null) {
      if (result[0] != null) {
        ev.listener.cachedCall(name, args, result[0]);
      } else {
        ev.listener.undefined(name, args);
      }
    }
    return result[0];
  }

  private boolean definition(CompiledRule cr, Rule r, List<Term> params, List<Value> args, Value[] result) {
    if (params == null || params.size() != args.size()) {
      return false;
    }
    Term head = r.head().value();
    boolean constant = head == null || head instanceof Scalar;
    boolean[] produced = {false}; // an undefined result falls through to the else, as in OPA
    ev.rules.body(
        cr,
        r,
        EvalListener.Scope.FUNCTION,
        (b, k) -> match(params, args, 0, b, k),
        b ->
            ev.rules.headValue(
                head,
                b,
                v -> {
                  if (result[0] != null && !result[0].equals(v)) {
                    throw Evaluator.conflict(
                        "functions must not produce multiple outputs for same inputs", r.location());
                  }
                  result[0] = v;
                  produced[0] = true;
                  ev.rules.yielded(EvalListener.Scope.FUNCTION, v);
                  return constant;
                }));
    return produced[0];
  }

  private boolean match(List<Term> params, List<Value> args, int i, Bindings b, Cont k) {
    if (i == params.size()) {
      return k.run();
    }
    Term param = params.get(i);
    boolean binds = param instanceof Var x && Unifier.isUnbound(x, b); // bound to the very argument
    // A constant in the head (f(true), f("x")) tests the argument: reported before matching, so
    // a definition that does not match has read the argument too, the reason a call failed.
    boolean constant = ev.listener != null && param instanceof Scalar;
    if (constant) {
      ev.listener.unify(ev.terms.plug(param, b), args.get(i), param.location());
    }
    return ev.unifier.unifyValue(
        param,
        args.get(i),
        b,
        () -> {
          if (ev.listener != null && !constant) {
            Value plugged = binds ? args.get(i) : ev.terms.plug(param, b);
            ev.listener.unify(plugged, args.get(i), param.location());
          }
          return match(params, args, i + 1, b, k);
        });
  }

  /**
   * Whether every argument is an input node or a policy literal: the places a derivation can be
   * moved between. A computed argument brings its derivation by its identity, which moving
   * would lose.
   */
  private static boolean nodesOrSame(List<Value> args) {
    for (Value a : args) {
      Origin o = a.origin();
      if (!(o instanceof ValuePath) && o != Origin.POLICY) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code to} has an input node wherever {@code from} has one, and literals elsewhere. */
  private static boolean samePlaces(List<Value> from, List<Value> to) {
    for (int i = 0; i < from.size(); i++) {
      if ((from.get(i).origin() instanceof ValuePath) != (to.get(i).origin() instanceof ValuePath)) {
        return false;
      }
    }
    return true;
  }
}
