package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.RuleHead;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.TermKinds;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.value.BooleanValue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * OPA's local variable scoping: {@code :=}, {@code some}, {@code some ... in} and {@code every}
 * declare variables in the current scope (a body; comprehension and {@code every} bodies open
 * their own), and every declared variable and wildcard gets a fresh name, so a name means one
 * variable within a rule. Plain {@code some x} declarations have done their job afterwards and
 * are dropped, as OPA does.
 *
 * <p>A variable declared by {@code some x} or by {@code every k, v} that nothing uses is an error,
 * {@code declared var x unused}, as in OPA: reported for a body once it is rewritten (a rule's
 * body after its head, where a use counts too), at the {@code some} or at the start of the
 * {@code every} body, and only when rewriting that body raised no other error.
 */
final class LocalVarRewriter extends AstRewriter {
  private enum Occurrence {
    SEEN,
    ASSIGNED,
    DECLARED,
    ARG
  }

  /** One scope: what each name means here and how it first occurred. */
  private static final class Scope {
    final Map<String, String> names = new HashMap<>();
    final Map<String, Occurrence> occurrences = new HashMap<>();
  }

  /** The variables one body declared with {@code some} or {@code every}: fresh name to what the user wrote. */
  private record Declarations(Map<String, Var> declared, int errorsBefore) {}

  private final NameGenerator names;
  private final CompileErrors errors;
  private final Deque<Scope> scopes = new ArrayDeque<>();
  private final Deque<Declarations> declarations = new ArrayDeque<>();
  // fresh names of declared variables some term has used
  private final Set<String> used = new HashSet<>();
  // every's key and value, for the every body about to be rewritten
  private Map<String, Var> everyDeclared;
  // the rule body's declarations, checked once the head is rewritten too
  private Declarations ruleBody;
  private boolean inRuleBody;
  private Scope queryScope;

  LocalVarRewriter(NameGenerator names, CompileErrors errors) {
    this.names = names;
    this.errors = errors;
  }

  /** Rewrites a rule and its else chain; function arguments belong to the body's scope. */
  Rule rewriteRule(Rule rule) {
    Scope scope = new Scope();
    if (rule.head().isFunction()) {
      for (String arg : VarCollector.of(rule.head().args(), VarCollector.Mode.ALL)) {
        scope.names.put(arg, arg);
        scope.occurrences.put(arg, Occurrence.ARG);
      }
    }
    scopes.push(scope);
    try {
      inRuleBody = true;
      Body body = body(rule.body());
      Declarations bodyDeclarations = ruleBody;
      RuleHead h = rule.head();
      Ref ref = new Ref(h.ref().head(), terms(h.ref().path()), h.ref().location());
      Term key = h.key() == null ? null : term(h.key());
      Term value = h.value() == null ? null : term(h.value());
      List<Term> args = h.args() == null ? null : terms(h.args());
      RuleHead head = new RuleHead(ref, args, key, value, h.assign(), h.location());
      reportUnused(bodyDeclarations);
      Rule elseRule = rule.elseRule() == null ? null : rewriteRule(rule.elseRule());
      return new Rule(rule.isDefault(), head, body, elseRule, rule.annotations(), rule.location());
    } finally {
      scopes.pop();
    }
  }

  Body rewriteQuery(Body query) {
    queryScope = new Scope();
    scopes.push(queryScope);
    try {
      return body(query);
    } finally {
      scopes.pop();
    }
  }

  /** The name a query's top-level variable has after {@link #rewriteQuery}. */
  String topLevelName(String userName) {
    return queryScope == null ? userName : queryScope.names.getOrDefault(userName, userName);
  }

  @Override
  Body body(Body b) {
    boolean isRuleBody = inRuleBody;
    inRuleBody = false;
    Map<String, Var> declared = new LinkedHashMap<>();
    if (everyDeclared != null) {
      Location at = b.exprs().isEmpty() ? b.location() : b.exprs().get(0).location();
      everyDeclared.forEach((fresh, v) -> declared.put(fresh, new Var(v.name(), at)));
      everyDeclared = null;
    }
    Declarations mine = new Declarations(declared, errors.size());
    declarations.push(mine);
    Body out;
    try {
      out = super.body(b);
    } finally {
      declarations.pop();
    }
    if (isRuleBody) {
      ruleBody = mine;
    } else {
      reportUnused(mine);
    }
    if (!out.exprs().isEmpty()) {
      return out;
    }
    Location loc = b.location();
    Expr t = new Expr(new Expr.TermExpr(new Scalar(BooleanValue.TRUE, loc)), false, List.of(), loc);
    return new Body(List.of(t), loc);
  }

  @Override
  Expr expr(Expr e) {
    Expr.ExprKind k = e.kind();
    if (k instanceof Expr.SomeDecl sd) {
      for (Var v : sd.vars()) {
        Var fresh = declare(v, Occurrence.DECLARED);
        if (fresh != v && !declarations.isEmpty()) {
          declarations.peek().declared().put(fresh.name(), new Var(v.name(), e.location()));
        }
      }
      return null;
    }
    if (k instanceof Expr.TermExpr te && te.term() instanceof Call c && Functions.isAssignment(c)) {
      return assignment(e, c);
    }
    if (k instanceof Expr.SomeIn si) {
      Term coll = term(si.collection());
      Term key = si.key() == null ? null : pattern(si.key(), Occurrence.DECLARED);
      Term value = pattern(si.value(), Occurrence.DECLARED);
      return new Expr(new Expr.SomeIn(key, value, coll), e.negated(), withs(e.withs()), e.location());
    }
    return super.expr(e);
  }

  @Override
  Expr.ExprKind every(Expr.Every ev) {
    Term domain = term(ev.domain());
    scopes.push(new Scope());
    try {
      Var key = ev.key() == null ? null : (Var) pattern(ev.key(), Occurrence.DECLARED);
      Var value = (Var) pattern(ev.value(), Occurrence.DECLARED);
      Map<String, Var> declared = new LinkedHashMap<>();
      if (key != null && !ev.key().isWildcard()) {
        declared.put(key.name(), ev.key());
      }
      if (!ev.value().isWildcard()) {
        declared.put(value.name(), ev.value());
      }
      everyDeclared = declared;
      return new Expr.Every(key, value, domain, body(ev.body()));
    } finally {
      scopes.pop();
    }
  }

  @Override
  Term comprehension(Term t) {
    scopes.push(new Scope());
    try {
      return super.comprehension(t);
    } finally {
      scopes.pop();
    }
  }

  @Override
  Term var(Var v) {
    if (v.isWildcard()) {
      return new Var(names.wildcard(), v.location());
    }
    String n = lookup(v.name());
    if (!n.equals(v.name())) {
      used.add(n);
      return new Var(n, v.location());
    }
    if (scopes.stream().anyMatch(s -> s.names.containsKey(v.name()))) {
      return v;
    }
    Scope current = scopes.peek();
    current.names.put(v.name(), v.name());
    current.occurrences.put(v.name(), Occurrence.SEEN);
    return v;
  }

  /** Reports the declared variables of a body that nothing used, unless the body had other errors. */
  private void reportUnused(Declarations d) {
    if (d == null || errors.size() != d.errorsBefore()) {
      return;
    }
    d.declared().forEach((fresh, v) -> {
      if (!used.contains(fresh)) {
        errors.add(ErrorCodes.COMPILE, v.location(), "declared var " + v.name() + " unused");
      }
    });
  }

  /** A function name cannot be a local variable: Rego has no first-class functions. */
  @Override
  Ref operator(Ref op) {
    if (op.head() instanceof Var v && !v.name().equals(lookup(v.name()))) {
      errors.add(ErrorCodes.COMPILE, op.location(), "called function " + AstPrinter.refName(op) + " shadowed");
    }
    return op;
  }

  /** What {@code name} means in the current scopes: its fresh name, or itself. */
  private String lookup(String name) {
    for (Scope s : scopes) {
      String n = s.names.get(name);
      if (n != null) {
        return n;
      }
    }
    return name;
  }

  /** {@code lhs := rhs}: the right side (and with values) see the outer names, then lhs declares. */
  private Expr assignment(Expr e, Call c) {
    if (e.negated()) {
      errors.add(ErrorCodes.COMPILE, e.location(), "cannot assign vars inside negated expression");
      return e;
    }
    Term rhs = term(c.args().get(1));
    var withs = withs(e.withs());
    Term lhs = pattern(c.args().get(0), Occurrence.ASSIGNED);
    Call assign = new Call(c.operator(), List.of(lhs, rhs), c.location());
    return new Expr(new Expr.TermExpr(assign), false, withs, e.location());
  }

  /**
   * Declares every variable of a pattern ({@code x}, {@code [x, y]}, {@code {"a": x}}); anything
   * else in a declaring position is an error, as in OPA.
   */
  private Term pattern(Term t, Occurrence how) {
    if (t instanceof Var v) {
      return v.isWildcard() ? var(v) : declare(v, how);
    }
    if (isRoot(t)) {
      return declare((Var) ((Ref) t).head(), how);
    }
    if (t instanceof ArrayTerm a) {
      List<Term> items = new ArrayList<>(a.items().size());
      for (Term item : a.items()) {
        items.add(pattern(item, how));
      }
      return new ArrayTerm(items, a.location());
    }
    if (t instanceof ObjectTerm o) {
      List<ObjectTerm.Entry> entries = new ArrayList<>(o.entries().size());
      for (ObjectTerm.Entry en : o.entries()) {
        entries.add(new ObjectTerm.Entry(term(en.key()), pattern(en.value(), how)));
      }
      return new ObjectTerm(entries, o.location());
    }
    if (how == Occurrence.DECLARED) {
      return term(t); // `some "a" in xs` matches a value rather than declaring
    }
    errors.add(ErrorCodes.COMPILE, t.location(), "cannot assign to " + TermKinds.name(t));
    return t;
  }

  private static boolean isRoot(Term t) {
    return t instanceof Ref r && r.path().isEmpty() && r.head() instanceof Var;
  }

  private Var declare(Var v, Occurrence how) {
    Scope current = scopes.peek();
    Occurrence before = current.occurrences.get(v.name());
    if (before != null) {
      errors.add(ErrorCodes.COMPILE, v.location(), redeclared(before, v.name()));
      return v;
    }
    String fresh = names.fresh(v.name());
    current.names.put(v.name(), fresh);
    current.occurrences.put(v.name(), how);
    return new Var(fresh, v.location());
  }

  private static String redeclared(Occurrence before, String name) {
    switch (before) {
      case SEEN:
        return "var " + name + " referenced above";
      case ASSIGNED:
        return "var " + name + " assigned above";
      case DECLARED:
        return "var " + name + " declared above";
      default:
        return "arg " + name + " redeclared";
    }
  }
}
