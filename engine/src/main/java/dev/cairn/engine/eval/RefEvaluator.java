package dev.cairn.engine.eval;

import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.compiler.PackageTree;
import dev.cairn.engine.compiler.RuleTree;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * References: walks a document along a ref's path, iterating where the path has unbound
 * variables. References into {@code data} walk the rule tree, the base document and the {@code
 * with} replacements side by side, evaluating rules only where the path reaches them.
 */
final class RefEvaluator {
  private final Evaluator ev;

  RefEvaluator(Evaluator ev) {
    this.ev = ev;
  }

  boolean eval(Ref r, Bindings b, ValueCont k) {
    Term head = r.head();
    List<Term> path = r.path();
    if (head instanceof Var v && !b.isBound(v.name())) {
      if (v.name().equals("data")) {
        return data(new At(ev.state.modules.rules().root(), packages(), ev.state.baseData(), ev.state.scope().data()), path, 0, b, k, r);
      }
      if (v.name().equals("input")) {
        Value in = ev.state.input();
        return in != null && walk(in, path, 0, b, k, ev.listener != null, r);
      }
    }
    return ev.terms.eval(head, b, x -> walk(x, path, 0, b, k, ev.listener != null, r));
  }

  /** The whole of {@code data}: base documents merged with every rule's value. */
  Value wholeData() {
    return build(ev.state.modules.rules().root(), packages(), ev.state.baseData(), ev.state.scope().data());
  }

  /**
   * Walks a plain value; {@code report} asks for missing events. They are reported for every plain
   * value, rule values and base documents included (a rule's value may be an input node, and a key
   * not found in a table of the policy's data may come from the input: the tracer tells input nodes
   * by identity).
   */
  private boolean walk(Value start, List<Term> path, int from, Bindings b, ValueCont k, boolean report, Ref r) {
    Value cur = start;
    int i = from;
    // Ground keys in a loop, so long references do not deepen the stack.
    while (i < path.size()) {
      Term p = path.get(i);
      Value key = p instanceof Scalar s ? s.value() : p instanceof Var v ? b.get(v.name()) : null;
      if (key == null) {
        break;
      }
      Value child = Elements.lookup(cur, key);
      if (child == null) {
        if (report) {
          reportMissing(cur, key, path, i, b, r);
        }
        return false;
      }
      if (ev.listener != null && p instanceof Var && r != null) {
        ev.listener.lookedUp(key, child, r.location());
      }
      cur = child;
      i++;
    }
    return i == path.size() ? k.accept(cur) : branch(cur, path, i, b, k, report, r);
  }

  /** A path element that is not a bound key: iterate, or evaluate it to keys. */
  private boolean branch(Value cur, List<Term> path, int i, Bindings b, ValueCont k, boolean report, Ref r) {
    Term p = path.get(i);
    if (p instanceof Var v && Unifier.isUnbound(v, b)) {
      Value chosen = b.chosen(v.name());
      Elements.Visitor each =
          (key, child) -> {
            int m = b.mark();
            b.bind(v.name(), key);
            if (ev.listener != null) {
              ev.listener.unify(key, key, v.location());
            }
            boolean stop = walk(child, path, i + 1, b, k, report, r);
            b.undo(m);
            return stop;
          };
      return chosen == null ? Elements.forEach(cur, ev, each) : Elements.forChosen(cur, chosen, ev, each);
    }
    if (ev.unifier.isPattern(p, b)) {
      return Elements.forEach(
          cur,
          ev,
          (key, child) -> ev.unifier.unifyValue(p, key, b, () -> walk(child, path, i + 1, b, k, report, r)));
    }
    return ev.terms.eval(p, b, key -> step(cur, key, path, i, b, k, report, r));
  }

  private boolean step(Value cur, Value key, List<Term> path, int i, Bindings b, ValueCont k, boolean report, Ref r) {
    Value child = Elements.lookup(cur, key);
    if (child == null) {
      if (report) {
        reportMissing(cur, key, path, i, b, r);
      }
      return false;
    }
    if (ev.listener != null && r != null) {
      ev.listener.lookedUp(key, child, r.location());
    }
    return walk(child, path, i + 1, b, k, report, r);
  }

  private void reportMissing(Value base, Value key, List<Term> path, int i, Bindings b, Ref r) {
    List<Value> missing = new ArrayList<>();
    missing.add(key);
    for (int j = i + 1; j < path.size(); j++) {
      Term p = path.get(j);
      Value v = p instanceof Scalar s ? s.value() : p instanceof Var x ? b.get(x.name()) : null;
      if (v == null) {
        break;
      }
      missing.add(v);
    }
    ev.listener.missing(base, missing, r.location());
  }

  /**
   * A position in {@code data}: the rule-tree node (null below the rules), the package-tree node
   * (null below the packages), the base document (null when absent) and the {@code with}
   * replacements there (null when none).
   */
  private record At(RuleTree.Node node, PackageTree pkg, Value base, DataOverride ov) {
    At child(Value key) {
      return new At(
          node == null ? null : node.child(key),
          pkg == null ? null : pkg.child(key),
          Elements.lookup(base, key),
          ov == null ? null : ov.child(key));
    }

    /** The keys below, as an object's keys (values unused) so they iterate like one. */
    ObjectValue keys() {
      LinkedHashSet<Value> keys = new LinkedHashSet<>();
      if (base instanceof ObjectValue o) {
        keys.addAll(o.keys());
      }
      keys.addAll(node.children().keySet());
      if (pkg != null) {
        keys.addAll(pkg.children().keySet());
      }
      if (ov != null) {
        keys.addAll(ov.children.keySet());
      }
      LinkedHashMap<Value, Value> m = new LinkedHashMap<>();
      for (Value key : keys) {
        m.put(key, key);
      }
      return ObjectValue.wrap(m);
    }
  }

  private boolean data(At at, List<Term> path, int i, Bindings b, ValueCont k, Ref r) {
    if (at.ov() != null && at.ov().value != null) {
      return walk(at.ov().value, path, i, b, k, ev.listener != null, r);
    }
    RuleTree.Node node = at.node();
    if (node == null && at.ov() == null && at.pkg() == null) {
      return at.base() != null && walk(at.base(), path, i, b, k, ev.listener != null, r);
    }
    if (node == null || hasOwnRules(node) || i == path.size()) {
      Value v = build(node, at.pkg(), at.base(), at.ov());
      return v != null && walk(v, path, i, b, k, ev.listener != null, r);
    }
    Term p = path.get(i);
    if (p instanceof Var v && Unifier.isUnbound(v, b)) {
      Value chosen = b.chosen(v.name());
      Elements.Visitor each =
          (key, ignored) -> {
            int m = b.mark();
            b.bind(v.name(), key);
            boolean stop = data(at.child(key), path, i + 1, b, k, r);
            b.undo(m);
            return stop;
          };
      return chosen == null ? Elements.forEach(at.keys(), ev, each) : Elements.forChosen(at.keys(), chosen, ev, each);
    }
    if (ev.unifier.isPattern(p, b)) {
      return Elements.forEach(
          at.keys(),
          ev,
          (key, ignored) -> ev.unifier.unifyValue(p, key, b, () -> data(at.child(key), path, i + 1, b, k, r)));
    }
    return ev.terms.eval(p, b, key -> data(at.child(key), path, i + 1, b, k, r));
  }

  private static DataOverride child(DataOverride ov, Value key) {
    return ov == null ? null : ov.child(key);
  }

  private static boolean hasOwnRules(RuleTree.Node node) {
    return !node.rules().isEmpty() || node.defaultRule() != null;
  }

  /** Packages without rules (or data): nested empty objects. */
  private static Value emptyPackages(PackageTree pkg) {
    LinkedHashMap<Value, Value> m = new LinkedHashMap<>();
    for (var e : pkg.children().entrySet()) {
      m.put(e.getKey(), emptyPackages(e.getValue()));
    }
    return ObjectValue.wrap(m);
  }

  private PackageTree packages() {
    return ev.state.modules.packages();
  }

  /** The value of {@code data} at a node: base merged with rule values, replacements applied. */
  private Value build(RuleTree.Node node, PackageTree pkg, Value base, DataOverride ov) {
    return build(node, pkg, base, ov, false);
  }

  /**
   * As {@link #build(RuleTree.Node, PackageTree, Value, DataOverride)}; {@code quiet} when part of a
   * whole document's build, which tells the listener nothing of the rule values it reads.
   */
  private Value build(RuleTree.Node node, PackageTree pkg, Value base, DataOverride ov, boolean quiet) {
    if (ov != null && ov.value != null) {
      return ov.value;
    }
    if (node == null) {
      if (base == null && pkg != null) {
        base = emptyPackages(pkg);
      }
      return ov == null ? base : ov.applyTo(base);
    }
    if (ov == null && !hasOwnRules(node)) {
      // A whole package read inside a loop is built once per with-scope, not once per iteration.
      Object key = new Whole(node);
      Object hit = ev.state.ruleCache().get(key);
      if (hit == null) {
        // Later reads come from this cache and report nothing: neither does the build, so a
        // reader's derivation does not depend on whether it read the document first.
        Value v = merge(node, pkg, base, null, true);
        ev.state.ruleCache().put(key, v == null ? RuleEvaluator.UNDEFINED : v);
        return v;
      }
      return hit == RuleEvaluator.UNDEFINED ? null : (Value) hit;
    }
    return merge(node, pkg, base, ov, quiet);
  }

  /** Cache key of a whole virtual document below a rule-tree node. */
  private record Whole(RuleTree.Node node) {}

  private Value merge(RuleTree.Node node, PackageTree pkg, Value base, DataOverride ov, boolean quiet) {
    Value own = hasOwnRules(node) ? ev.rules.value(node, !quiet) : null;
    if (node.children().isEmpty() || (own != null && !(own instanceof ObjectValue))) {
      if (!hasOwnRules(node)) {
        own = base;
      }
      return ov == null ? own : ov.applyTo(own);
    }
    LinkedHashMap<Value, Value> m = new LinkedHashMap<>();
    if (own instanceof ObjectValue o) {
      m.putAll(o.entries());
    } else if (!hasOwnRules(node) && base instanceof ObjectValue o) {
      m.putAll(o.entries());
    }
    for (var e : node.children().entrySet()) {
      Value key = e.getKey();
      Value v = build(e.getValue(), pkg == null ? null : pkg.child(key), Elements.lookup(base, key), child(ov, key), quiet);
      if (v != null) {
        Value old = m.put(key, v);
        if (old != null && own != null && !old.equals(v)) {
          throw Evaluator.conflict("object keys must be unique", e.getValue().rules().isEmpty() ? null : e.getValue().rules().get(0).rule().location());
        }
      }
    }
    if (pkg != null && !hasOwnRules(node)) {
      for (var e : pkg.children().entrySet()) {
        if (!m.containsKey(e.getKey())) {
          m.put(e.getKey(), emptyPackages(e.getValue()));
        }
      }
    }
    Value out = ObjectValue.wrap(m);
    if (ov != null) {
      for (var e : ov.children.entrySet()) {
        if (node.child(e.getKey()) == null) {
          out = DataOverride.upsert(out, List.of(e.getKey()), 0, e.getValue().applyTo(Elements.lookup(out, e.getKey())));
        }
      }
    }
    return out;
  }
}
