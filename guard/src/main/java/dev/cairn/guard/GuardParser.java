package dev.cairn.guard;

import dev.cairn.guard.GuardAst.Access;
import dev.cairn.guard.GuardAst.Block;
import dev.cairn.guard.GuardAst.BlockClause;
import dev.cairn.guard.GuardAst.Clause;
import dev.cairn.guard.GuardAst.Cmp;
import dev.cairn.guard.GuardAst.Let;
import dev.cairn.guard.GuardAst.NamedRuleRef;
import dev.cairn.guard.GuardAst.Op;
import dev.cairn.guard.GuardAst.ParameterizedCall;
import dev.cairn.guard.GuardAst.ParameterizedRule;
import dev.cairn.guard.GuardAst.Pos;
import dev.cairn.guard.GuardAst.Query;
import dev.cairn.guard.GuardAst.Rhs;
import dev.cairn.guard.GuardAst.Rule;
import dev.cairn.guard.GuardAst.RulesFile;
import dev.cairn.guard.GuardAst.TypeBlock;
import dev.cairn.guard.GuardAst.WhenBlock;
import dev.cairn.guard.GuardToken.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Parses a rules file: assignments, named and parameterised rules, and clauses outside any rule (which
 * form cfn-guard's rule {@code default}). Clauses on separate lines (or the same line) are joined by
 * AND; {@code or} joins the clauses either side of it (conjunctive normal form).
 */
final class GuardParser {

  /** Where a list of clauses ends. */
  private enum Context { BLOCK, CONDITIONS, FILTER, TOP }

  static final Map<String, Op> UNARY = Map.ofEntries(
      Map.entry("exists", Op.EXISTS), Map.entry("EXISTS", Op.EXISTS),
      Map.entry("empty", Op.EMPTY), Map.entry("EMPTY", Op.EMPTY),
      Map.entry("is_string", Op.IS_STRING), Map.entry("IS_STRING", Op.IS_STRING),
      Map.entry("is_list", Op.IS_LIST), Map.entry("IS_LIST", Op.IS_LIST),
      Map.entry("is_struct", Op.IS_STRUCT), Map.entry("IS_STRUCT", Op.IS_STRUCT),
      Map.entry("is_bool", Op.IS_BOOL), Map.entry("IS_BOOL", Op.IS_BOOL),
      Map.entry("is_int", Op.IS_INT), Map.entry("IS_INT", Op.IS_INT),
      Map.entry("is_float", Op.IS_FLOAT), Map.entry("IS_FLOAT", Op.IS_FLOAT),
      Map.entry("is_null", Op.IS_NULL), Map.entry("IS_NULL", Op.IS_NULL));

  private final String file;
  private final Tokens t;

  private GuardParser(String file, String source) {
    this.file = file;
    this.t = new Tokens(file, GuardLexer.tokens(file, source));
  }

  /** @throws GuardSyntaxException naming file:line:column */
  static RulesFile parse(String file, String source) {
    return new GuardParser(file, source).rulesFile();
  }

  private RulesFile rulesFile() {
    List<Let> lets = new ArrayList<>();
    List<Rule> rules = new ArrayList<>();
    List<ParameterizedRule> parameterized = new ArrayList<>();
    List<List<Clause>> defaults = new ArrayList<>();
    Pos defaultPos = null;
    while (!t.peek().is(Kind.EOF)) {
      GuardToken tok = t.peek();
      if (tok.isWord("let")) {
        lets.add(let());
      } else if (tok.isWord("rule") && t.peek(1).is(Kind.IDENT)) {
        t.next();
        GuardToken name = t.expect(Kind.IDENT, "a rule name");
        List<String> params = null;
        if (t.peek().is(Kind.LPAREN)) {
          params = parameters();
        }
        List<List<Clause>> conditions = null;
        if (t.peek().isWord("when")) {
          t.next();
          conditions = conjunctions(Context.CONDITIONS);
        }
        Block block = block();
        Rule rule = new Rule(name.text(), conditions, block, pos(name));
        if (params != null) {
          parameterized.add(new ParameterizedRule(params, rule));
        } else {
          rules.add(rule);
        }
      } else {
        if (defaultPos == null) {
          defaultPos = pos(tok);
        }
        defaults.add(disjunction(Context.TOP));
      }
    }
    if (!defaults.isEmpty()) {
      rules.add(new Rule("default", null, new Block(List.of(), defaults), defaultPos));
    }
    return new RulesFile(file, lets, rules, parameterized);
  }

  private List<String> parameters() {
    t.expect(Kind.LPAREN, "(");
    List<String> names = new ArrayList<>();
    while (!t.peek().is(Kind.RPAREN)) {
      names.add(t.expect(Kind.IDENT, "a parameter name").text());
      if (!t.peek().is(Kind.RPAREN)) {
        t.expect(Kind.COMMA, "',' or ')'");
      }
    }
    t.next();
    return names;
  }

  private Let let() {
    t.next();
    GuardToken name = t.expect(Kind.IDENT, "a variable name");
    GuardToken eq = t.next();
    if (!eq.is(Kind.ASSIGN) && !eq.isWord("in", "IN")) {
      throw t.error(eq, "expected '=' after 'let " + name.text() + "'");
    }
    return new Let(name.text(), rhs(true), pos(name));
  }

  /** {@code { assignments and clauses }} */
  private Block block() {
    GuardToken open = t.peek();
    t.enter(open);
    try {
      return blockBody();
    } finally {
      t.leave();
    }
  }

  private Block blockBody() {
    t.expect(Kind.LBRACE, "'{'");
    List<Let> lets = new ArrayList<>();
    List<List<Clause>> conjunctions = new ArrayList<>();
    while (!t.peek().is(Kind.RBRACE)) {
      if (t.peek().is(Kind.EOF)) {
        throw t.error(t.peek(), "block is not closed with '}'");
      }
      if (t.peek().isWord("let")) {
        lets.add(let());
      } else {
        conjunctions.add(disjunction(Context.BLOCK));
      }
    }
    t.next();
    return new Block(lets, conjunctions);
  }

  /** Clauses up to the end of a {@code when} condition ({@code {}) or a filter ({@code ]}). */
  private List<List<Clause>> conjunctions(Context context) {
    t.enter(t.peek());
    try {
      return conjunctionsUpToEnd(context);
    } finally {
      t.leave();
    }
  }

  private List<List<Clause>> conjunctionsUpToEnd(Context context) {
    List<List<Clause>> out = new ArrayList<>();
    Kind end = context == Context.FILTER ? Kind.RBRACKET : Kind.LBRACE;
    while (!t.peek().is(end)) {
      if (t.peek().is(Kind.EOF)) {
        throw t.error(t.peek(), context == Context.FILTER ? "filter is not closed with ']'" : "expected '{'");
      }
      out.add(disjunction(context));
    }
    if (out.isEmpty()) {
      throw t.error(t.peek(), "expected a clause");
    }
    return out;
  }

  private List<Clause> disjunction(Context context) {
    List<Clause> ors = new ArrayList<>();
    ors.add(clause(context));
    while (t.peek().isWord("or", "OR")) {
      t.next();
      ors.add(clause(context));
    }
    return ors;
  }

  private Clause clause(Context context) {
    GuardToken first = t.peek();
    if (first.isWord("when") && context != Context.CONDITIONS) {
      t.next();
      List<List<Clause>> conditions = conjunctions(Context.CONDITIONS);
      return new WhenBlock(conditions, block());
    }
    if (first.is(Kind.IDENT) && first.text().contains("::") && context != Context.CONDITIONS) {
      return typeBlock();
    }
    boolean negation = false;
    if (first.isWord("not", "NOT") || first.is(Kind.BANG)) {
      t.next();
      negation = true;
    }
    GuardToken start = t.peek();
    if (start.is(Kind.IDENT) && t.peek(1).is(Kind.LPAREN) && !t.peek(1).spaced() && !isKeyword(start)) {
      t.next();
      List<Rhs> args = arguments();
      return new ParameterizedCall(start.text(), args, message(), pos(start));
    }
    boolean matchAll = true;
    if (start.isWord("some", "SOME")) {
      t.next();
      matchAll = false;
    }
    Query query = new QueryParser(t, this::filterClauses, this::rhsForKeys).query(matchAll);
    GuardToken next = t.peek();
    if (next.is(Kind.LBRACE) && context != Context.CONDITIONS) {
      return new BlockClause(query, block(), pos(start));
    }
    Cmp cmp = operator();
    if (cmp == null) {
      if (matchAll && query.parts().size() == 1 && query.parts().get(0) instanceof GuardAst.Key k && start.is(Kind.IDENT)) {
        return new NamedRuleRef(k.name(), negation, message(), pos(start));
      }
      throw t.error(next, "expected an operator (==, !=, <, <=, >, >=, in, exists, empty, is_string, ...) after "
          + query.text());
    }
    Rhs rhs = cmp.op().unary() ? null : rhs(false);
    String text = query.text() + " " + cmpText(cmp) + (rhs == null ? "" : " ...");
    return new Access(query, cmp, rhs, negation, message(), pos(start), text);
  }

  private TypeBlock typeBlock() {
    GuardToken type = t.next();
    List<List<Clause>> conditions = null;
    if (t.peek().isWord("when")) {
      t.next();
      conditions = conjunctions(Context.CONDITIONS);
    }
    Block block = block();
    Query query = QueryParser.typeQuery(type.text());
    return new TypeBlock(type.text(), query, conditions, block, pos(type));
  }

  private List<List<Clause>> filterClauses() {
    return conjunctions(Context.FILTER);
  }

  private Rhs rhsForKeys() {
    return rhs(false);
  }

  /** The operator after a query, or null when none follows. */
  private Cmp operator() {
    GuardToken tok = t.peek();
    switch (tok.kind()) {
      case EQ: t.next(); return new Cmp(Op.EQ, false);
      case NE: t.next(); return new Cmp(Op.EQ, true);
      case LT: t.next(); return new Cmp(Op.LT, false);
      case LE: t.next(); return new Cmp(Op.LE, false);
      case GT: t.next(); return new Cmp(Op.GT, false);
      case GE: t.next(); return new Cmp(Op.GE, false);
      default: break;
    }
    boolean not = false;
    int ahead = 0;
    if (tok.isWord("not", "NOT") || tok.is(Kind.BANG)) {
      not = true;
      ahead = 1;
    }
    GuardToken op = t.peek(ahead);
    Op found = null;
    if (op.isWord("in", "IN")) {
      found = Op.IN;
    } else if (op.is(Kind.IDENT)) {
      found = UNARY.get(op.text());
    }
    if (found == null) {
      return null;
    }
    for (int i = 0; i <= ahead; i++) {
      t.next();
    }
    return new Cmp(found, not);
  }

  static String cmpText(Cmp cmp) {
    String name = switch (cmp.op()) {
      case EQ -> "==";
      case LT -> "<";
      case LE -> "<=";
      case GT -> ">";
      case GE -> ">=";
      default -> cmp.op().name();
    };
    if (cmp.op() == Op.EQ && cmp.not()) {
      return "!=";
    }
    return cmp.not() ? "not " + name : name;
  }

  private String message() {
    if (t.peek().is(Kind.MESSAGE)) {
      return t.next().text();
    }
    return null;
  }

  private List<Rhs> arguments() {
    t.enter(t.peek());
    try {
      return argumentList();
    } finally {
      t.leave();
    }
  }

  private List<Rhs> argumentList() {
    t.expect(Kind.LPAREN, "(");
    List<Rhs> args = new ArrayList<>();
    while (!t.peek().is(Kind.RPAREN)) {
      args.add(rhs(false));
      if (!t.peek().is(Kind.RPAREN)) {
        t.expect(Kind.COMMA, "',' or ')'");
      }
    }
    t.next();
    return args;
  }

  /** A literal, a query or (in a {@code let}, or as an argument) a function call. */
  Rhs rhs(boolean inLet) {
    GuardToken tok = t.peek();
    if (tok.is(Kind.IDENT) && t.peek(1).is(Kind.LPAREN) && !t.peek(1).spaced() && !tok.isWord("r")) {
      t.next();
      return new GuardAst.FunctionCall(tok.text(), arguments(), pos(tok));
    }
    if (Literals.startsLiteral(t)) {
      return new GuardAst.LiteralValue(new Literals(t).literal());
    }
    boolean matchAll = true;
    if (tok.isWord("some", "SOME") && inLet) {
      t.next();
      matchAll = false;
    }
    if (tok.is(Kind.VARIABLE) || tok.is(Kind.IDENT) || tok.is(Kind.STRING)) {
      return new GuardAst.QueryValue(new QueryParser(t, this::filterClauses, this::rhsForKeys).query(matchAll));
    }
    throw t.error(tok, "expected a value or a query");
  }

  private static boolean isKeyword(GuardToken tok) {
    return tok.isWord("some", "SOME", "not", "NOT", "when", "or", "OR", "this", "r");
  }

  private static Pos pos(GuardToken tok) {
    return new Pos(tok.line(), tok.column());
  }
}
