package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Term;
import java.util.HashSet;
import java.util.Set;

/**
 * {@code print} arguments may only use variables bound by the expressions written before the
 * call (OPA rejects others as "var x is undeclared"), since print runs where it is written.
 */
final class PrintChecker {
  private final OutputVars outputs;
  private final NameGenerator names;
  private final CompileErrors errors;

  PrintChecker(OutputVars outputs, NameGenerator names, CompileErrors errors) {
    this.outputs = outputs;
    this.names = names;
    this.errors = errors;
  }

  void check(Body body, Set<String> globals) {
    Set<String> safe = new HashSet<>(globals);
    for (Expr e : body.exprs()) {
      closures(e, safe);
      if (e.kind() instanceof Expr.TermExpr te && te.term() instanceof Call c && Functions.calls(c, "print")) {
        for (Term arg : c.args()) {
          for (String v : VarCollector.of(arg, VarCollector.Mode.SAFETY)) {
            if (!safe.contains(v) && !names.isAnonymous(v)) {
              errors.add(ErrorCodes.COMPILE, arg.location(), "var " + names.userName(v) + " is undeclared");
            }
          }
        }
      }
      safe.addAll(outputs.of(e, safe));
    }
  }

  private void closures(Expr e, Set<String> safe) {
    new AstRewriter() {
      @Override
      Term comprehension(Term t) {
        check(ClosureParts.body(t), safe);
        return t;
      }

      @Override
      Expr.ExprKind every(Expr.Every ev) {
        check(ev.body(), ClosureParts.everyScope(safe, ev));
        return ev;
      }
    }.expr(e);
  }
}
