package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Term;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * OPA's safety check: orders each body so that every expression runs after the expressions that
 * bind its inputs, keeping the written order where possible, and reports variables that nothing
 * can bind ("var x is unsafe"). Closures (comprehensions, {@code every} bodies) are checked the
 * same way, seeing the variables bound before the expression that holds them.
 */
final class SafetyChecker {
  private final OutputVars outputs;
  private final NameGenerator names;
  private final CompileErrors errors;

  SafetyChecker(OutputVars outputs, NameGenerator names, CompileErrors errors) {
    this.outputs = outputs;
    this.names = names;
    this.errors = errors;
  }

  /** The body reordered for safety, given the variables bound on entry. */
  Body check(Body body, Set<String> globals) {
    return checkOrdered(body, globals).body();
  }

  /** A reordered body and, for each of its expressions, its index in the original body. */
  record Ordered(Body body, List<Integer> order) {}

  Ordered checkOrdered(Body body, Set<String> globals) {
    Result r = reorder(body, globals);
    report(r.unsafe);
    return new Ordered(r.body, r.order);
  }

  /** Checks head terms: their variables must be bound by the body (or be arguments). */
  List<Term> checkHead(List<Term> headTerms, Set<String> bound, Location at) {
    Set<String> missing = new LinkedHashSet<>();
    for (Term t : headTerms) {
      missing.addAll(VarCollector.of(t, VarCollector.Mode.SAFETY));
    }
    missing.removeAll(bound);
    for (String v : missing) {
      if (!names.isAnonymous(v)) {
        errors.add(ErrorCodes.UNSAFE_VAR, at, "var " + names.userName(v) + " is unsafe");
      }
    }
    ClosureChecker closures = new ClosureChecker(bound, null);
    return closures.terms(headTerms);
  }

  private record Result(Body body, List<Integer> order, Map<Expr, Set<String>> unsafe) {}

  private Result reorder(Body body, Set<String> globals) {
    List<Expr> exprs = body.exprs();
    Set<String> bodyVars = VarCollector.of(body, VarCollector.Mode.SAFETY);
    Map<Expr, Set<String>> unsafe = new IdentityHashMap<>();
    Map<Expr, Set<String>> closures = new IdentityHashMap<>();
    for (Expr e : exprs) {
      Set<String> vs = new LinkedHashSet<>(VarCollector.of(e, VarCollector.Mode.SAFETY));
      vs.removeAll(globals);
      if (!vs.isEmpty()) {
        unsafe.put(e, vs);
      }
      Set<String> closed = closureVars(e);
      closed.retainAll(bodyVars);
      closed.removeAll(globals);
      closures.put(e, closed);
    }
    Set<String> safe = new HashSet<>(globals);
    List<Expr> ordered = new ArrayList<>(exprs.size());
    List<Integer> order = new ArrayList<>(exprs.size());
    boolean[] done = new boolean[exprs.size()];
    boolean progress = true;
    while (progress) {
      progress = false;
      for (int i = 0; i < exprs.size(); i++) {
        if (done[i]) {
          continue;
        }
        Expr e = exprs.get(i);
        Set<String> out = outputs.of(e, safe);
        Set<String> closed = new HashSet<>(closures.get(e));
        closed.removeAll(safe);
        if (!closed.isEmpty()) {
          if (closed.equals(out)) {
            continue; // the expression would bind what its own closure needs: wait for others
          }
          unsafe.computeIfAbsent(e, k -> new LinkedHashSet<>()).addAll(closed);
        }
        Set<String> pending = unsafe.get(e);
        if (pending != null) {
          pending.removeAll(out);
          pending.removeAll(safe);
          if (!pending.isEmpty()) {
            continue;
          }
          unsafe.remove(e);
        }
        done[i] = true;
        progress = true;
        ordered.add(e);
        order.add(i);
        safe.addAll(out);
      }
    }
    for (int i = 0; i < exprs.size(); i++) {
      if (!done[i]) {
        ordered.add(exprs.get(i));
        order.add(i);
      }
    }
    // Closures see what the expressions before them bound.
    Set<String> seen = new HashSet<>(globals);
    List<Expr> checked = new ArrayList<>(ordered.size());
    for (Expr e : ordered) {
      checked.add(new ClosureChecker(seen, unsafe).closuresOf(e));
      seen.addAll(VarCollector.of(e, VarCollector.Mode.SAFETY));
    }
    return new Result(new Body(checked, body.location()), order, unsafe);
  }

  /** Variables used inside the closures of an expression. */
  private static Set<String> closureVars(Expr e) {
    Set<String> inClosures = new HashSet<>();
    new AstRewriter() {
      @Override
      Term comprehension(Term t) {
        inClosures.addAll(VarCollector.of(t, VarCollector.Mode.ALL));
        return t;
      }

      @Override
      Expr.ExprKind every(Expr.Every ev) {
        term(ev.domain());
        inClosures.addAll(VarCollector.of(ev.body(), VarCollector.Mode.ALL));
        return ev;
      }
    }.expr(e);
    return inClosures;
  }

  /** Reorders the closures within one expression, reporting head variables nothing binds. */
  private final class ClosureChecker extends AstRewriter {
    private final Set<String> globals;
    private final Map<Expr, Set<String>> unsafe;
    private Expr current;

    ClosureChecker(Set<String> globals, Map<Expr, Set<String>> unsafe) {
      this.globals = new HashSet<>(globals);
      this.unsafe = unsafe;
    }

    Expr closuresOf(Expr e) {
      current = e;
      return expr(e);
    }

    @Override
    Term comprehension(Term t) {
      Body inner = ClosureParts.body(t);
      Set<String> bound = new HashSet<>(VarCollector.of(inner, VarCollector.Mode.SAFETY));
      bound.addAll(globals);
      List<Term> heads = ClosureParts.heads(t);
      Set<String> headVars = VarCollector.of(heads, VarCollector.Mode.SAFETY);
      headVars.removeAll(bound);
      if (!headVars.isEmpty()) {
        if (current != null && unsafe != null) {
          unsafe.computeIfAbsent(current, k -> new LinkedHashSet<>()).addAll(headVars);
        } else {
          reportAt(headVars, t.location());
        }
      }
      Body reordered = check(inner, globals);
      List<Term> newHeads = new ClosureChecker(bound, null).terms(heads);
      return ClosureParts.with(t, newHeads, reordered);
    }

    @Override
    Expr.ExprKind every(Expr.Every ev) {
      Term domain = term(ev.domain());
      return new Expr.Every(ev.key(), ev.value(), domain, check(ev.body(), ClosureParts.everyScope(globals, ev)));
    }
  }

  private void reportAt(Set<String> vars, Location at) {
    for (String v : vars) {
      if (!names.isAnonymous(v)) {
        errors.add(ErrorCodes.UNSAFE_VAR, at, "var " + names.userName(v) + " is unsafe");
      }
    }
  }

  /** One error per unsafe variable, at the first expression where it is unsafe. */
  private void report(Map<Expr, Set<String>> unsafe) {
    if (unsafe.isEmpty()) {
      return;
    }
    Map<String, Location> first = new LinkedHashMap<>();
    List<Location> anonymous = new ArrayList<>();
    for (Map.Entry<Expr, Set<String>> e : unsafe.entrySet()) {
      Location loc = e.getKey().location();
      boolean hasAnonymous = false;
      for (String v : e.getValue()) {
        if (names.isAnonymous(v)) {
          hasAnonymous = true;
          continue;
        }
        String user = names.userName(v);
        Location prev = first.get(user);
        if (prev == null || before(loc, prev)) {
          first.put(user, loc);
        }
      }
      if (hasAnonymous) {
        anonymous.add(loc);
      }
    }
    for (Map.Entry<String, Location> e : first.entrySet()) {
      errors.add(ErrorCodes.UNSAFE_VAR, e.getValue(), "var " + e.getKey() + " is unsafe");
    }
    if (first.isEmpty()) {
      for (Location loc : anonymous) {
        errors.add(ErrorCodes.UNSAFE_VAR, loc, "expression is unsafe");
      }
    }
  }

  private static boolean before(Location a, Location b) {
    return a.line() < b.line() || (a.line() == b.line() && a.column() < b.column());
  }
}
