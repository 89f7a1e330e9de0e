package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Which variables a unification {@code a = b} binds, given the variables already safe (OPA's
 * unifier for safety): a variable unified with something computable becomes safe; two unknown
 * variables become safe together once either does; arrays and objects unify element-wise.
 */
final class SafetyUnifier {
  private final Set<String> safe;
  private final Map<String, Set<String>> unknown = new HashMap<>();

  private SafetyUnifier(Set<String> safe) {
    this.safe = new HashSet<>(safe);
  }

  /** The variables {@code a = b} makes safe, in addition to {@code safe}. */
  static Set<String> unify(Set<String> safe, Term a, Term b) {
    SafetyUnifier u = new SafetyUnifier(safe);
    u.unify(a, b);
    Set<String> out = new HashSet<>(u.safe);
    out.removeAll(safe);
    return out;
  }

  private void unify(Term a, Term b) {
    if (a instanceof Var va) {
      unifyVar(va, b);
    } else if (a instanceof Ref || a instanceof Call || isClosure(a)) {
      if (computable(a)) {
        if (b instanceof Var vb) {
          markSafe(vb.name());
        } else if (b instanceof ArrayTerm || b instanceof ObjectTerm) {
          markAllSafe(b);
        }
      }
    } else if (a instanceof ArrayTerm aa) {
      if (b instanceof Var vb) {
        unifyAll(vb.name(), a);
      } else if (b instanceof Ref || b instanceof Call || isClosure(b)) {
        if (computable(b)) {
          markAllSafe(a);
        }
      } else if (b instanceof ArrayTerm ba && ba.items().size() == aa.items().size()) {
        for (int i = 0; i < aa.items().size(); i++) {
          unify(aa.items().get(i), ba.items().get(i));
        }
      }
    } else if (a instanceof ObjectTerm oa) {
      if (b instanceof Var vb) {
        unifyAll(vb.name(), a);
      } else if (b instanceof Ref || b instanceof Call || isClosure(b)) {
        if (computable(b)) {
          markAllSafe(a);
        }
      } else if (b instanceof ObjectTerm ob) {
        unifyObjects(oa, ob);
      }
    } else if (b instanceof Var vb) {
      markSafe(vb.name()); // a scalar or set
    }
  }

  private void unifyVar(Var a, Term b) {
    if (b instanceof Var vb) {
      if (isSafe(vb.name())) {
        markSafe(a.name());
      } else if (isSafe(a.name())) {
        markSafe(vb.name());
      } else {
        unknown.computeIfAbsent(a.name(), k -> new HashSet<>()).add(vb.name());
        unknown.computeIfAbsent(vb.name(), k -> new HashSet<>()).add(a.name());
      }
    } else if (b instanceof ArrayTerm || b instanceof ObjectTerm) {
      unifyAll(a.name(), b);
    } else if (b instanceof Ref || b instanceof Call || isClosure(b)) {
      if (computable(b)) {
        markSafe(a.name());
      }
    } else {
      markSafe(a.name());
    }
  }

  private void unifyObjects(ObjectTerm a, ObjectTerm b) {
    if (a.entries().size() != b.entries().size()) {
      return;
    }
    for (ObjectTerm.Entry ea : a.entries()) {
      for (ObjectTerm.Entry eb : b.entries()) {
        if (sameKey(ea.key(), eb.key())) {
          unify(ea.value(), eb.value());
        }
      }
    }
  }

  /** Keys match when written alike (OPA compares key terms, not their values). */
  private static boolean sameKey(Term a, Term b) {
    if (a instanceof Scalar sa && b instanceof Scalar sb) {
      return sa.value().equals(sb.value());
    }
    return AstPrinter.print(a).equals(AstPrinter.print(b));
  }

  /** {@code v = composite}: safe together; otherwise v waits for the composite's unknowns. */
  private void unifyAll(String v, Term composite) {
    if (isSafe(v)) {
      markAllSafe(composite);
      return;
    }
    // a comprehension's own variables are bound inside it: they are not the composite's unknowns
    Set<String> missing = new HashSet<>(VarCollector.of(composite, VarCollector.Mode.SAFETY));
    missing.removeAll(safe);
    if (missing.isEmpty()) {
      markSafe(v);
    } else {
      unknown.computeIfAbsent(v, k -> new HashSet<>()).addAll(missing);
    }
  }

  /** A ref, call or comprehension whose value can be computed from safe variables. */
  private boolean computable(Term t) {
    if (isClosure(t)) {
      return true;
    }
    for (String v : VarCollector.of(t, VarCollector.Mode.SAFETY)) {
      if (!isSafe(v)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isClosure(Term t) {
    return t instanceof ArrayComprehension || t instanceof SetComprehension || t instanceof ObjectComprehension;
  }

  private boolean isSafe(String v) {
    return safe.contains(v);
  }

  private void markAllSafe(Term t) {
    for (String v : VarCollector.of(t, VarCollector.Mode.ALL)) {
      markSafe(v);
    }
  }

  private void markSafe(String v) {
    if (!safe.add(v)) {
      return;
    }
    Set<String> deps = unknown.remove(v);
    if (deps != null) {
      for (String d : deps) {
        markSafe(d);
      }
    }
    for (Map.Entry<String, Set<String>> e : Map.copyOf(unknown).entrySet()) {
      Set<String> waiting = e.getValue();
      if (waiting.remove(v) && waiting.isEmpty()) {
        markSafe(e.getKey());
      }
    }
  }
}
