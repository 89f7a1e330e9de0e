package dev.cairn.engine.parser;

import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Term;
import java.util.stream.Collectors;

/** Prints terms with every call in prefix form, so tests can see how operators grouped. */
final class Shapes {
  private Shapes() {}

  static String of(Term t) {
    if (t instanceof Call c) {
      return c.name() + "(" + c.args().stream().map(Shapes::of).collect(Collectors.joining(", ")) + ")";
    }
    return AstPrinter.print(t);
  }

  static String ofQuery(String query) {
    return of(((dev.cairn.engine.ast.Expr.TermExpr) Parser.parseQuery("q", query).exprs().get(0).kind()).term());
  }
}
