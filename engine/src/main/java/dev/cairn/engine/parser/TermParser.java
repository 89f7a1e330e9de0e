package dev.cairn.engine.parser;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Operators;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.TermKinds;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.parser.Token.Kind;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.Origin;
import dev.cairn.engine.value.StringValue;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Terms and operators, following OPA's grammar and precedence: from loosest, {@code in},
 * relations, {@code |}, {@code &}, {@code + -}, {@code * / %} ({@code := =} are handled at
 * expression level by {@link BodyParser}). Newlines are insignificant inside a term.
 */
abstract class TermParser extends TokenCursor {
  /** Binary operator levels from loosest to tightest, below {@code in}. */
  private static final int RELATION = 0;

  private static final int FACTOR = 4;

  TermParser(String file, List<Token> tokens) {
    super(file, tokens);
  }

  /** Expressions up to {@code end} (not consumed): comprehension bodies. */
  abstract Body parseBody(Kind end);

  // ---- operators ----

  /**
   * {@code a in b}, and with {@code keyVal} also {@code k, v in b}. {@code first}, when given, is
   * the already parsed leftmost operand (collections parse it before knowing what follows).
   */
  Term parseTermIn(boolean keyVal, Term first) {
    Term lhs = parseBinary(RELATION, first);
    if (keyVal && at(Kind.COMMA)) {
      int save = pos;
      next();
      Term mhs = tryParse(() -> parseBinary(RELATION, null));
      if (mhs != null && atKeyword("in")) {
        Token op = next();
        Term rhs = parseBinary(RELATION, null);
        lhs = new Call(operatorRef(Operators.MEMBER_WITH_KEY, loc(op)), List.of(lhs, mhs, rhs), lhs.location());
      } else {
        pos = save;
      }
    }
    int chained = 0;
    while (atKeyword("in")) {
      enter();
      chained++;
      Token op = next();
      Term rhs = parseBinary(RELATION, null);
      lhs = new Call(operatorRef(Operators.MEMBER, loc(op)), List.of(lhs, rhs), lhs.location());
    }
    leaveAll(chained);
    return lhs;
  }

  private Term parseBinary(int level, Term first) {
    Term lhs = level == FACTOR ? (first != null ? first : parseTerm()) : parseBinary(level + 1, first);
    String op;
    int chained = 0;
    while ((op = binaryOperator(level, peek().kind())) != null) {
      // A long chain makes a deep (left-nested) tree, which later passes walk recursively.
      enter();
      chained++;
      Token opTok = next();
      Term rhs = level == FACTOR ? parseTerm() : parseBinary(level + 1, null);
      lhs = new Call(operatorRef(op, loc(opTok)), List.of(lhs, rhs), lhs.location());
    }
    leaveAll(chained);
    return lhs;
  }

  private void leaveAll(int n) {
    for (int i = 0; i < n; i++) {
      leave();
    }
  }

  private static String binaryOperator(int level, Kind k) {
    switch (level) {
      case 0:
        return switch (k) {
          case EQUAL -> Operators.EQUAL;
          case NEQ -> Operators.NEQ;
          case LT -> Operators.LT;
          case LTE -> Operators.LTE;
          case GT -> Operators.GT;
          case GTE -> Operators.GTE;
          default -> null;
        };
      case 1:
        return k == Kind.OR ? Operators.OR : null;
      case 2:
        return k == Kind.AND ? Operators.AND : null;
      case 3:
        return k == Kind.PLUS ? Operators.PLUS : k == Kind.MINUS ? Operators.MINUS : null;
      default:
        return k == Kind.MUL ? Operators.MUL : k == Kind.DIV ? Operators.DIV : k == Kind.REM ? Operators.REM : null;
    }
  }

  /** A built-in's name as an operator ref: {@code plus}, {@code internal.member_2}. */
  static Ref operatorRef(String name, Location loc) {
    // Operator names have at most one dot (internal.member_2).
    int dot = name.indexOf('.');
    if (dot < 0) {
      return new Ref(new Var(name, loc), List.of(), loc);
    }
    Scalar rest = new Scalar(new StringValue(name.substring(dot + 1)), loc);
    return new Ref(new Var(name.substring(0, dot), loc), List.of(rest), loc);
  }

  // ---- terms ----

  /** One operand: a literal, variable, collection or parenthesised term, with ref/call suffixes. */
  Term parseTerm() {
    Token t = peek();
    Location loc = loc(t);
    Term head;
    switch (t.kind()) {
      case WORD -> head = parseWordTerm(t, loc);
      case NUMBER -> {
        next();
        head = number(t.text(), t, loc, false);
      }
      case MINUS, DOT -> head = parseSignedNumber(loc);
      case STRING -> {
        next();
        head = new Scalar(new StringValue(t.text(), Origin.POLICY), loc);
      }
      case LBRACK -> head = parseArray();
      case LBRACE -> head = parseSetOrObject();
      case LPAREN -> head = parseParenthesised();
      default -> throw unexpected(null);
    }
    return parseSuffixes(head, false);
  }

  private Term parseWordTerm(Token t, Location loc) {
    String w = t.text();
    if (!isKeyword(w) || refFollows() || w.equals("contains")) {
      next();
      return new Var(w, loc);
    }
    switch (w) {
      case "null":
        next();
        return new Scalar(NullValue.NULL, loc);
      case "true":
        next();
        return new Scalar(BooleanValue.TRUE, loc);
      case "false":
        next();
        return new Scalar(BooleanValue.FALSE, loc);
      default:
        throw unexpected(null);
    }
  }

  private Term parseSignedNumber(Location loc) {
    StringBuilder text = new StringBuilder();
    if (at(Kind.MINUS)) {
      next();
      text.append('-');
    }
    if (at(Kind.DOT)) {
      next();
      text.append('.');
      if (!at(Kind.NUMBER)) {
        throw unexpected("expected number");
      }
    }
    if (!at(Kind.NUMBER)) {
      throw unexpected("expected number");
    }
    Token n = next();
    return number(text + n.text(), n, loc, text.toString().endsWith("."));
  }

  private Scalar number(String text, Token digits, Location loc, boolean afterDot) {
    String d = digits.text();
    if (!afterDot && d.length() > 1 && d.charAt(0) == '0' && d.charAt(1) != '.' && d.charAt(1) != 'e' && d.charAt(1) != 'E') {
      throw error(loc(digits), "unexpected number token: expected number without leading zero");
    }
    try {
      BigDecimal big = new BigDecimal(text);
      // Bound the exponent so that huge literals cannot make later arithmetic explode.
      if (Math.abs((long) big.precision() - big.scale()) > 100_000) {
        throw error(loc, "number too big");
      }
      return new Scalar(NumberValue.parse(text).at(Origin.POLICY), loc);
    } catch (NumberFormatException e) {
      throw error(loc, "invalid float");
    }
  }

  private Term parseParenthesised() {
    enter();
    next();
    Term inner = parseTermIn(true, null);
    if (!at(Kind.RPAREN)) {
      throw error(here(), "non-terminated expression");
    }
    next();
    leave();
    return inner;
  }

  /**
   * Ref and call suffixes: {@code .x}, {@code [t]}, {@code (args)}, written without space before
   * them ({@code allowSpace} permits space before the first, as in rule heads). A lone {@code
   * input} or {@code data} becomes a ref, as in OPA.
   */
  Term parseSuffixes(Term head, boolean allowSpace) {
    if (!suffixFollows(allowSpace)) {
      return rootRef(head);
    }
    checkRefHead(head);
    Location loc = head.location();
    List<Term> path = new ArrayList<>();
    while (suffixFollows(path.isEmpty() && allowSpace)) {
      Token t = next();
      if (t.is(Kind.DOT)) {
        Token name = peek();
        if (!name.is(Kind.WORD) || name.spaceBefore()) {
          throw unexpected("expected ident");
        }
        next();
        path.add(new Scalar(new StringValue(name.text()), loc(name)));
      } else if (t.is(Kind.LBRACK)) {
        enter();
        path.add(parseTermIn(true, null));
        expect(Kind.RBRACK, "expected ]");
        leave();
      } else {
        head = parseCall(head, path, loc);
        path = new ArrayList<>();
        if (head instanceof SetTerm) {
          break;
        }
      }
    }
    return path.isEmpty() ? head : new Ref(head, path, loc);
  }

  private boolean suffixFollows(boolean allowSpace) {
    Token t = peek();
    return (t.is(Kind.DOT) || t.is(Kind.LBRACK) || t.is(Kind.LPAREN)) && (allowSpace || !t.spaceBefore());
  }

  private static Term rootRef(Term t) {
    if (t instanceof Var v && (v.name().equals("input") || v.name().equals("data"))) {
      return new Ref(v, List.of(), v.location());
    }
    return t;
  }

  private void checkRefHead(Term head) {
    if (head instanceof Scalar || head instanceof Ref) {
      throw error(head.location(), "illegal ref (head cannot be " + TermKinds.name(head) + ")");
    }
  }

  /** After {@code (}: the arguments, then {@code set()} or a call of {@code head.path}. */
  private Term parseCall(Term head, List<Term> path, Location loc) {
    if (!(head instanceof Var) && !(head instanceof Call && !path.isEmpty())) {
      throw error(loc, "illegal call (operator cannot be " + TermKinds.name(head) + ")");
    }
    Ref operator = new Ref(head, path, loc);
    enter();
    List<Term> args = parseTermList(Kind.RPAREN, new ArrayList<>());
    next();
    leave();
    if (args.isEmpty() && path.isEmpty() && head instanceof Var v && v.name().equals("set")) {
      return new SetTerm(List.of(), loc);
    }
    return new Call(operator, args, loc);
  }

  /** Comma-separated terms up to {@code end} (not consumed); a trailing comma is allowed. */
  private List<Term> parseTermList(Kind end, List<Term> items) {
    while (!at(end)) {
      items.add(parseTermIn(false, null));
      if (at(Kind.COMMA)) {
        next();
      } else if (!at(end)) {
        throw unexpected("expected \",\" or \"" + end.displayName + "\"");
      }
    }
    return items;
  }

  private Term parseArray() {
    enter();
    Location loc = loc(next());
    Term result;
    if (at(Kind.RBRACK)) {
      result = new ArrayTerm(List.of(), loc);
    } else {
      boolean maybeComprehension = skipLeadingComma();
      Term first = parseTerm();
      if (maybeComprehension && at(Kind.OR)) {
        next();
        result = new ArrayComprehension(first, parseBody(Kind.RBRACK), loc);
      } else {
        result = new ArrayTerm(restOfList(parseTermIn(false, first), Kind.RBRACK), loc);
      }
    }
    expect(Kind.RBRACK, "expected ]");
    leave();
    return result;
  }

  private Term parseSetOrObject() {
    enter();
    Location loc = loc(next());
    Term result;
    if (at(Kind.RBRACE)) {
      result = new ObjectTerm(List.of(), loc);
    } else {
      boolean maybeComprehension = skipLeadingComma();
      Term first = parseTerm();
      if (maybeComprehension && at(Kind.OR)) {
        next();
        result = new SetComprehension(first, parseBody(Kind.RBRACE), loc);
      } else {
        if (!at(Kind.COLON) && !at(Kind.COMMA) && !at(Kind.RBRACE)) {
          first = parseTermIn(false, first);
        }
        if (at(Kind.COLON)) {
          next();
          result = parseObjectRest(first, maybeComprehension, loc);
        } else if (at(Kind.COMMA) || at(Kind.RBRACE)) {
          result = new SetTerm(restOfList(first, Kind.RBRACE), loc);
        } else {
          throw unexpected("non-terminated set");
        }
      }
    }
    expect(Kind.RBRACE, "expected }");
    leave();
    return result;
  }

  /** A leading comma ({@code [, a]}) is accepted for compatibility and rules out a comprehension. */
  private boolean skipLeadingComma() {
    if (at(Kind.COMMA)) {
      next();
      return false;
    }
    return true;
  }

  /** The items of a list whose first item is parsed, up to {@code end} (not consumed). */
  private List<Term> restOfList(Term first, Kind end) {
    List<Term> items = new ArrayList<>();
    items.add(first);
    if (at(Kind.COMMA)) {
      next();
      return parseTermList(end, items);
    }
    if (!at(end)) {
      throw unexpected("expected \",\" or \"" + end.displayName + "\"");
    }
    return items;
  }

  /** After {@code {key:}: an object literal or comprehension; stops before the closing brace. */
  private Term parseObjectRest(Term key, boolean maybeComprehension, Location loc) {
    Term value = parseTerm();
    if (maybeComprehension && at(Kind.OR)) {
      next();
      return new ObjectComprehension(key, value, parseBody(Kind.RBRACE), loc);
    }
    value = parseTermIn(false, value);
    List<ObjectTerm.Entry> entries = new ArrayList<>();
    entries.add(new ObjectTerm.Entry(key, value));
    while (at(Kind.COMMA)) {
      next();
      if (at(Kind.RBRACE)) {
        break;
      }
      Term k = parseTermIn(false, null);
      if (!at(Kind.COLON)) {
        throw unexpected("expected \":\"");
      }
      next();
      entries.add(new ObjectTerm.Entry(k, parseTermIn(false, null)));
    }
    if (!at(Kind.RBRACE)) {
      throw unexpected("non-terminated object");
    }
    return new ObjectTerm(entries, loc);
  }
}
