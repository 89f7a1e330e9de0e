package dev.cairn.engine.eval;

import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.ast.With;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.compiler.RuleTree;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code expr with target as value}: evaluates the expression with the input, part of {@code
 * data}, or a function replaced. Replacements hold only while the expression itself is evaluated,
 * not for the rest of the body, and use a fresh rule cache so no value computed under different
 * documents is reused.
 */
final class WithEvaluator {
  private final Evaluator ev;

  WithEvaluator(Evaluator ev) {
    this.ev = ev;
  }

  boolean eval(Expr e, Bindings b, Cont k) {
    return values(e, 0, new Object[e.withs().size()], b, k);
  }

  /** Evaluates each {@code with} value (a function replacement stays a name). */
  private boolean values(Expr e, int i, Object[] acc, Bindings b, Cont k) {
    if (i == acc.length) {
      return apply(e, acc.clone(), b, k);
    }
    With w = e.withs().get(i);
    if (isFunctionTarget(w.target())) {
      String replacement = functionName(w.value());
      if (replacement != null) {
        acc[i] = new FunctionOverride(replacement, null);
        return values(e, i + 1, acc, b, k);
      }
    }
    return ev.terms.eval(w.value(), b, v -> {
      acc[i] = v;
      return values(e, i + 1, acc, b, k);
    });
  }

  private boolean apply(Expr e, Object[] vals, Bindings b, Cont k) {
    Evaluation.Scope outer = ev.state.scope();
    Value input = outer.input();
    DataOverride data = outer.data();
    Map<String, FunctionOverride> functions = outer.functions();
    for (int i = 0; i < vals.length; i++) {
      Ref target = e.withs().get(i).target();
      Object v = vals[i];
      if (isFunctionTarget(target)) {
        Map<String, FunctionOverride> copy = new HashMap<>(functions);
        copy.put(target.toString(), v instanceof FunctionOverride f ? f : new FunctionOverride(null, (Value) v));
        functions = copy;
      } else if ("input".equals(target.headName())) {
        input = DataOverride.upsert(input, path(target), 0, (Value) v);
      } else {
        data = DataOverride.add(data, path(target), 0, (Value) v);
      }
    }
    Evaluation.Scope inner = new Evaluation.Scope(input, data, functions, new HashMap<>());
    ev.state.swap(inner);
    try {
      return ev.bodies.withoutWith(e, b, () -> {
        ev.state.swap(outer);
        try {
          return k.run();
        } finally {
          ev.state.swap(inner);
        }
      });
    } finally {
      ev.state.swap(outer);
    }
  }

  private static List<Value> path(Ref target) {
    List<Value> path = new ArrayList<>();
    for (Term t : target.path()) {
      if (t instanceof Scalar s) {
        path.add(s.value());
      }
    }
    return path;
  }

  /** A target naming a user function ({@code data.pkg.f}) or a built-in rather than a document. */
  private boolean isFunctionTarget(Ref target) {
    String head = target.headName();
    if ("input".equals(head)) {
      return false;
    }
    if ("data".equals(head)) {
      RuleTree.Node node = ev.state.modules.rules().find(path(target));
      return node != null && CallEvaluator.isFunction(node);
    }
    return true;
  }

  /** The function a replacement term names, or null when it is a value. */
  private String functionName(Term value) {
    Ref ref = value instanceof Ref r ? r : value instanceof Var v ? new Ref(v, List.of(), v.location()) : null;
    if (ref == null) {
      return null;
    }
    String head = ref.headName();
    if ("data".equals(head)) {
      RuleTree.Node node = ev.state.modules.rules().find(path(ref));
      return node != null && CallEvaluator.isFunction(node) ? ref.toString() : null;
    }
    if (head != null && !"input".equals(head)) {
      String name = ref.toString();
      if (ev.state.modules.builtins().lookup(name) != null || SpecialCalls.arity(name) >= 0) {
        return name;
      }
    }
    return null;
  }
}
