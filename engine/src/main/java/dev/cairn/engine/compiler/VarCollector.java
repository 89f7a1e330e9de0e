package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Collects variable names, in order of appearance. Call operators and {@code with} targets never
 * count; what else is skipped depends on the mode (OPA's var visitor parameters).
 */
final class VarCollector extends AstRewriter {
  /** Which parts of a term to skip. */
  enum Mode {
    /** Every variable, closures included. */
    ALL(false, false, false),
    /** Variables outside closures: what an expression itself needs bound (safety checks). */
    SAFETY(true, false, false),
    /** Variables a ref binds: its path, not its head. */
    REF_OUTPUTS(true, true, false),
    /** Variables a call's output argument binds: no closures, sets, object keys or ref heads. */
    CALL_OUTPUTS(true, true, true);

    final boolean skipClosures;
    final boolean skipRefHeads;
    final boolean skipSetsAndKeys;

    Mode(boolean skipClosures, boolean skipRefHeads, boolean skipSetsAndKeys) {
      this.skipClosures = skipClosures;
      this.skipRefHeads = skipRefHeads;
      this.skipSetsAndKeys = skipSetsAndKeys;
    }
  }

  private final Mode mode;
  private final Set<String> vars = new LinkedHashSet<>();

  private VarCollector(Mode mode) {
    this.mode = mode;
  }

  static Set<String> of(Term t, Mode mode) {
    VarCollector c = new VarCollector(mode);
    c.term(t);
    return c.vars;
  }

  static Set<String> of(List<Term> ts, Mode mode) {
    VarCollector c = new VarCollector(mode);
    c.terms(ts);
    return c.vars;
  }

  static Set<String> of(Expr e, Mode mode) {
    VarCollector c = new VarCollector(mode);
    c.expr(e);
    return c.vars;
  }

  static Set<String> of(Body b, Mode mode) {
    VarCollector c = new VarCollector(mode);
    c.body(b);
    return c.vars;
  }

  @Override
  Term term(Term t) {
    if (mode.skipSetsAndKeys && t instanceof SetTerm) {
      return t;
    }
    return super.term(t);
  }

  @Override
  Term var(Var v) {
    vars.add(v.name());
    return v;
  }

  /** A built-in's name as a {@code with} value names a function, not a variable. */
  @Override
  Term withValue(Term value) {
    return Functions.namesBuiltin(value) ? value : term(value);
  }

  @Override
  Term objectKey(Term key) {
    return mode.skipSetsAndKeys ? key : term(key);
  }

  @Override
  Term ref(Ref r) {
    if (!mode.skipRefHeads) {
      term(r.head());
    }
    terms(r.path());
    return r;
  }

  @Override
  Term comprehension(Term t) {
    return mode.skipClosures ? t : super.comprehension(t);
  }

  @Override
  Expr.ExprKind exprKind(Expr e) {
    if (e.kind() instanceof Expr.SomeDecl sd) {
      for (Var v : sd.vars()) {
        var(v);
      }
      return sd;
    }
    return super.exprKind(e);
  }

  @Override
  Expr.ExprKind every(Expr.Every ev) {
    term(ev.domain());
    if (!mode.skipClosures) {
      if (ev.key() != null) {
        var(ev.key());
      }
      var(ev.value());
      body(ev.body());
    }
    return ev;
  }
}
