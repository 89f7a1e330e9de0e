package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Operators;
import dev.cairn.engine.ast.Term;

/**
 * Reports calls to unknown functions ("undefined function f") and calls with the wrong number of
 * arguments. A call that is a whole expression may pass one extra argument, its output.
 */
final class CallChecker extends AstRewriter {
  private final Functions functions;
  private final CompileErrors errors;

  CallChecker(Functions functions, CompileErrors errors) {
    this.functions = functions;
    this.errors = errors;
  }

  @Override
  Expr expr(Expr e) {
    if (e.kind() instanceof Expr.TermExpr te && te.term() instanceof Call c) {
      check(c, true);
      terms(c.args());
      withs(e.withs());
      return e;
    }
    return super.expr(e);
  }

  @Override
  Term call(Call c) {
    check(c, false);
    return super.call(c);
  }

  private void check(Call c, boolean statement) {
    int arity = functions.arity(c.operator());
    String name = AstPrinter.refName(c.operator());
    if (arity < 0) {
      errors.add(ErrorCodes.TYPE, c.location(), "undefined function " + name);
      return;
    }
    if (arity == Functions.VARIADIC) {
      return;
    }
    int n = c.args().size();
    boolean unification = name.equals(Operators.EQ) || name.equals(Operators.ASSIGN);
    boolean ok = n == arity || (statement && n == arity + 1 && !unification);
    if (ok) {
      return;
    }
    if (Functions.isBuiltin(name)) {
      errors.add(ErrorCodes.TYPE, c.location(), name + ": arity mismatch");
    } else {
      String args = n == 1 ? " argument" : " arguments";
      errors.add(
          ErrorCodes.TYPE,
          c.location(),
          "function " + name + " has arity " + arity + ", got " + n + args);
    }
  }
}
