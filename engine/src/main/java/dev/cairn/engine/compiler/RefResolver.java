package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Import;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.RuleHead;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.value.StringValue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Makes references absolute (OPA's ref resolution): a name of a rule in the module's package, or
 * an imported name, becomes the ref it stands for ({@code p} is {@code data.pkg.p}, {@code y} of
 * {@code import data.x.y} is {@code data.x.y}). Variables declared locally ({@code :=}, {@code
 * some}, function arguments, {@code every}) shadow those names in their scope.
 */
final class RefResolver extends AstRewriter {
  private final Map<String, Ref> globals;
  private final Deque<Set<String>> shadowed = new ArrayDeque<>();
  /** The global names resolved so far, when asked for ({@link #namesUsed}); null otherwise. */
  private Set<String> used;

  private RefResolver(Map<String, Ref> globals) {
    this.globals = globals;
  }

  /** A resolver for rules of {@code module}, whose package defines {@code ruleNames}. */
  static RefResolver forModule(Module module, Set<String> ruleNames) {
    Map<String, Ref> globals = new HashMap<>();
    Ref pkg = module.pkg().path();
    for (String name : ruleNames) {
      List<Term> path = new ArrayList<>(pkg.path());
      path.add(new Scalar(new StringValue(name), pkg.location()));
      globals.put(name, new Ref(pkg.head(), path, pkg.location()));
    }
    for (Import imp : module.imports()) {
      String root = imp.path().headName();
      if (!"data".equals(root) && !"input".equals(root)) {
        continue; // future.keywords and rego.v1 only change the parser
      }
      String name = importName(imp);
      if (name != null) {
        globals.put(name, imp.path());
      }
    }
    return new RefResolver(globals);
  }

  /**
   * The global names (rules of the package, imported names) that the rules of {@code module} refer
   * to where no local variable shadows them: what OPA's strict mode marks as used.
   */
  static Set<String> namesUsed(Module module, Set<String> ruleNames) {
    RefResolver resolver = forModule(module, ruleNames);
    resolver.used = new HashSet<>();
    for (Rule r : module.rules()) {
      resolver.resolveRule(r);
    }
    return resolver.used;
  }

  /** A resolver for queries, which have no package and no imports. */
  static RefResolver forQuery() {
    return new RefResolver(Map.of());
  }

  /** The name an import binds: its alias or the last part of its path; null for bare roots. */
  static String importName(Import imp) {
    if (imp.alias() != null) {
      return imp.alias();
    }
    List<Term> path = imp.path().path();
    if (path.isEmpty()) {
      return null;
    }
    return path.get(path.size() - 1) instanceof Scalar s && s.value() instanceof StringValue str
        ? str.value()
        : null;
  }

  Rule resolveRule(Rule rule) {
    RuleHead h = rule.head();
    Set<String> locals = new HashSet<>(declaredVars(rule.body()));
    if (h.isFunction()) {
      locals.addAll(VarCollector.of(h.args(), VarCollector.Mode.ALL));
    }
    shadowed.push(locals);
    try {
      Body body = body(rule.body());
      Ref ref = new Ref(h.ref().head(), terms(h.ref().path()), h.ref().location());
      Term key = h.key() == null ? null : term(h.key());
      Term value = h.value() == null ? null : term(h.value());
      RuleHead head = new RuleHead(ref, h.args(), key, value, h.assign(), h.location());
      Rule elseRule = rule.elseRule() == null ? null : resolveRule(rule.elseRule());
      return new Rule(rule.isDefault(), head, body, elseRule, rule.annotations(), rule.location());
    } finally {
      shadowed.pop();
    }
  }

  Body resolveQuery(Body query) {
    shadowed.push(declaredVars(query));
    try {
      return body(query);
    } finally {
      shadowed.pop();
    }
  }

  @Override
  Term var(Var v) {
    Ref g = global(v.name());
    if (g == null) {
      return v;
    }
    return g.path().isEmpty() ? new Var(((Var) g.head()).name(), v.location()) : relocated(g, List.of(), v);
  }

  @Override
  Term ref(Ref r) {
    Ref g = r.head() instanceof Var v ? global(v.name()) : null;
    if (g == null) {
      return super.ref(r);
    }
    return relocated(g, terms(r.path()), r);
  }

  @Override
  Ref operator(Ref op) {
    Ref g = op.head() instanceof Var v ? global(v.name()) : null;
    return g == null ? op : relocated(g, op.path(), op);
  }

  @Override
  Ref withTarget(Ref target) {
    return operator(target);
  }

  @Override
  Term comprehension(Term t) {
    Body body = ClosureParts.body(t);
    shadowed.push(declaredVars(body));
    try {
      return super.comprehension(t);
    } finally {
      shadowed.pop();
    }
  }

  @Override
  Expr.ExprKind every(Expr.Every ev) {
    Term domain = term(ev.domain());
    shadowed.push(ClosureParts.everyScope(declaredVars(ev.body()), ev));
    try {
      return new Expr.Every(ev.key(), ev.value(), domain, body(ev.body()));
    } finally {
      shadowed.pop();
    }
  }

  private Ref global(String name) {
    Ref g = globals.get(name);
    if (g == null) {
      return null;
    }
    for (Set<String> s : shadowed) {
      if (s.contains(name)) {
        return null;
      }
    }
    if (used != null) {
      used.add(name);
    }
    return g;
  }

  /** The global ref {@code g} extended by {@code more}, located where the name was written. */
  private static Ref relocated(Ref g, List<Term> more, Term at) {
    List<Term> path = new ArrayList<>(g.path().size() + more.size());
    path.addAll(g.path());
    path.addAll(more);
    return new Ref(new Var(((Var) g.head()).name(), at.location()), path, at.location());
  }

  /** Variables a body declares at its top level: {@code :=} targets and {@code some}. */
  static Set<String> declaredVars(Body body) {
    Set<String> out = new HashSet<>();
    for (Expr e : body.exprs()) {
      Expr.ExprKind k = e.kind();
      if (k instanceof Expr.SomeDecl sd) {
        for (Var v : sd.vars()) {
          out.add(v.name());
        }
      } else if (k instanceof Expr.SomeIn si) {
        if (si.key() != null) {
          out.addAll(VarCollector.of(si.key(), VarCollector.Mode.ALL));
        }
        out.addAll(VarCollector.of(si.value(), VarCollector.Mode.ALL));
      } else if (k instanceof Expr.TermExpr te
          && te.term() instanceof Call c
          && Functions.isAssignment(c)) {
        out.addAll(VarCollector.of(c.args().get(0), VarCollector.Mode.ALL));
      }
    }
    return out;
  }
}
