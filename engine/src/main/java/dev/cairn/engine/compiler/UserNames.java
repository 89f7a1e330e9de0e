package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.RuleHead;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Gives renamed variables their user names back where that is unambiguous: the name is not used
 * by any other variable of the rule (or query). Scoping only needs fresh names where two
 * variables share a name; everywhere else the user's name reads better in traces and results.
 */
final class UserNames extends AstRewriter {
  private static final Set<String> RESERVED = Set.of("input", "data");

  private final Map<String, String> restore;

  private UserNames(Map<String, String> restore) {
    this.restore = restore;
  }

  static Rule restore(Rule rule, NameGenerator names) {
    Set<String> used = new HashSet<>();
    for (Rule part = rule; part != null; part = part.elseRule()) {
      used.addAll(allVars(part));
    }
    UserNames pass = new UserNames(restorable(used, names));
    return pass.rule(rule);
  }

  /** The query with names restored, and the map of restored names (generated to user name). */
  static Body restore(Body query, NameGenerator names, Map<String, String> restoredOut) {
    Map<String, String> restore = restorable(VarCollector.of(query, VarCollector.Mode.ALL), names);
    restoredOut.putAll(restore);
    return new UserNames(restore).body(query);
  }

  private static Set<String> allVars(Rule r) {
    Set<String> out = new HashSet<>();
    new AstRewriter() {
      @Override
      Term var(Var v) {
        out.add(v.name());
        return v;
      }

      @Override
      Expr.ExprKind every(Expr.Every ev) {
        if (ev.key() != null) {
          out.add(ev.key().name());
        }
        out.add(ev.value().name());
        return super.every(ev);
      }
    }.visit(r);
    return out;
  }

  private static Map<String, String> restorable(Set<String> used, NameGenerator names) {
    Map<String, Integer> perUserName = new HashMap<>();
    for (String v : used) {
      String user = names.userName(v);
      if (!user.equals(v)) {
        perUserName.merge(user, 1, Integer::sum);
      }
    }
    Map<String, String> out = new HashMap<>();
    for (String v : used) {
      String user = names.userName(v);
      if (!user.equals(v)
          && !user.startsWith("$")
          && !RESERVED.contains(user)
          && !used.contains(user)
          && perUserName.get(user) == 1) {
        out.put(v, user);
      }
    }
    return out;
  }

  private Rule rule(Rule r) {
    RuleHead h = r.head();
    Ref ref = new Ref(h.ref().head(), terms(h.ref().path()), h.ref().location());
    RuleHead head =
        new RuleHead(
            ref,
            h.args() == null ? null : terms(h.args()),
            h.key() == null ? null : term(h.key()),
            h.value() == null ? null : term(h.value()),
            h.assign(),
            h.location());
    Rule elseRule = r.elseRule() == null ? null : rule(r.elseRule());
    return new Rule(r.isDefault(), head, body(r.body()), elseRule, r.annotations(), r.location());
  }

  @Override
  Term var(Var v) {
    return rename(v);
  }

  @Override
  Expr.ExprKind every(Expr.Every ev) {
    Term domain = term(ev.domain());
    Var key = ev.key() == null ? null : rename(ev.key());
    return new Expr.Every(key, rename(ev.value()), domain, body(ev.body()));
  }

  private Var rename(Var v) {
    String user = restore.get(v.name());
    return user == null ? v : new Var(user, v.location());
  }
}
