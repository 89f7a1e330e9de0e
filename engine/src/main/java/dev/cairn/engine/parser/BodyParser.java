package dev.cairn.engine.parser;

import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Operators;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.ast.With;
import dev.cairn.engine.parser.Token.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Bodies and their expressions: {@code [not] term [:= | = term] [with ...]}, {@code some} and
 * {@code every}. Expressions are separated by {@code ;} or newlines; inside one expression
 * newlines do not matter.
 */
class BodyParser extends TermParser {
  BodyParser(String file, List<Token> tokens) {
    super(file, tokens);
  }

  /** Expressions up to {@code end} (not consumed), separated by {@code ;} or newlines. */
  @Override
  Body parseBody(Kind end) {
    enter();
    Location start = here();
    if (at(end)) {
      throw error(start, "found empty body");
    }
    List<Expr> exprs = new ArrayList<>();
    while (true) {
      exprs.add(parseLiteral());
      if (at(Kind.SEMICOLON)) {
        next();
        continue;
      }
      if (at(end)) {
        break;
      }
      if (!peek().newlineBefore()) {
        throw unexpected("expected \\n or ; or " + end.displayName);
      }
    }
    leave();
    return new Body(exprs, start);
  }

  /** One body expression: {@code [not] expr [with ...]}, {@code some ...}, {@code every ...}. */
  Expr parseLiteral() {
    Location loc = here();
    boolean negated = false;
    if (atKeyword("not")) {
      next();
      negated = true;
    }
    if (atKeyword("some")) {
      if (negated) {
        throw unexpected("illegal negation of 'some'");
      }
      return parseSome(loc);
    }
    if (atKeyword("every")) {
      if (negated) {
        throw unexpected("illegal negation of 'every'");
      }
      return parseEvery(loc);
    }
    Term term = parseExprTerm();
    return new Expr(new Expr.TermExpr(term), negated, parseWiths(), loc);
  }

  /** {@code lhs [:= | = rhs]}. */
  private Term parseExprTerm() {
    Term lhs = parseTermIn(true, null);
    if (at(Kind.ASSIGN) || at(Kind.UNIFY)) {
      Token op = next();
      Term rhs = parseTermIn(true, null);
      String name = op.is(Kind.ASSIGN) ? Operators.ASSIGN : Operators.EQ;
      return new Call(operatorRef(name, loc(op)), List.of(lhs, rhs), lhs.location());
    }
    return lhs;
  }

  private List<With> parseWiths() {
    List<With> withs = new ArrayList<>();
    while (atKeyword("with")) {
      Location loc = loc(next());
      if (!atIdent()) {
        throw unexpected("expected ident");
      }
      Term target = parseTerm();
      Ref ref;
      if (target instanceof Ref r) {
        ref = r;
      } else if (target instanceof Var v) {
        ref = new Ref(v, List.of(), v.location());
      } else {
        throw error(target.location(), "unexpected with target: expected with target path");
      }
      if (!atKeyword("as")) {
        throw unexpected("expected as keyword");
      }
      next();
      withs.add(new With(ref, parseTermIn(true, null), loc));
    }
    return withs;
  }

  private Expr parseSome(Location loc) {
    next();
    int save = pos;
    Term attempt = tryParse(() -> parseTermIn(true, null));
    if (attempt instanceof Call c) {
      Term[] in = membership(c);
      if (in == null) {
        throw unexpected("expected `x in xs` or `x, y in xs` expression");
      }
      return new Expr(new Expr.SomeIn(in[0], in[1], in[2]), false, parseWiths(), loc);
    }
    pos = save;
    List<Var> vars = new ArrayList<>();
    while (true) {
      if (!atIdent()) {
        throw unexpected("expected var");
      }
      Token t = next();
      vars.add(new Var(t.text(), loc(t)));
      if (!at(Kind.COMMA)) {
        break;
      }
      next();
    }
    return new Expr(new Expr.SomeDecl(vars), false, List.of(), loc);
  }

  private Expr parseEvery(Location loc) {
    next();
    Term t = parseTermIn(true, null);
    Term[] in = t instanceof Call c ? membership(c) : null;
    if (in == null) {
      throw unexpected("expected `x[, y] in xs { ... }` expression");
    }
    if (in[0] != null && !(in[0] instanceof Var)) {
      throw error(in[0].location(), "unexpected term: expected key to be a variable");
    }
    if (!(in[1] instanceof Var)) {
      throw error(in[1].location(), "unexpected term: expected value to be a variable");
    }
    if (!at(Kind.LBRACE)) {
      throw unexpected("missing body");
    }
    next();
    Body body = parseBody(Kind.RBRACE);
    next();
    Expr.Every every = new Expr.Every((Var) in[0], (Var) in[1], in[2], body);
    return new Expr(every, false, parseWiths(), loc);
  }

  /** For {@code x in xs} / {@code k, v in xs} calls: {key or null, value, collection}. */
  private static Term[] membership(Call c) {
    String name = c.name();
    if (name.equals(Operators.MEMBER) && c.args().size() == 2) {
      return new Term[] {null, c.args().get(0), c.args().get(1)};
    }
    if (name.equals(Operators.MEMBER_WITH_KEY) && c.args().size() == 3) {
      return new Term[] {c.args().get(0), c.args().get(1), c.args().get(2)};
    }
    return null;
  }
}
