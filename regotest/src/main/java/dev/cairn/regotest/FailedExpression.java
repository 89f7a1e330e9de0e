package dev.cairn.regotest;

import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Rule;
import java.util.List;
import java.util.Map;

/**
 * Which expression of a failed test's body failed: the last one evaluated when what it evaluated
 * to was a failure (false, undefined, a negation whose operand held), else the one after it,
 * whose evaluation left no event (a reference to a rule that is undefined).
 */
final class FailedExpression {
  private FailedExpression() {}

  static Location of(Rule test, HitListener hits) {
    if (test.body() == null || test.body().exprs().isEmpty()) {
      return test.location();
    }
    List<Expr> exprs = test.body().exprs();
    Map<Integer, Boolean> lines = hits.lines().getOrDefault(test.location().file(), Map.of());
    int last = -1;
    for (int i = 0; i < exprs.size(); i++) {
      if (lines.containsKey(exprs.get(i).location().line())) {
        last = i;
      }
    }
    if (last < 0) {
      return exprs.get(0).location();
    }
    boolean failedThere = lines.get(exprs.get(last).location().line());
    int at = failedThere || last == exprs.size() - 1 ? last : last + 1;
    return exprs.get(at).location();
  }
}
