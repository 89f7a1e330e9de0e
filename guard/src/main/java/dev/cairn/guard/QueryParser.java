package dev.cairn.guard;

import dev.cairn.guard.GuardAst.Clause;
import dev.cairn.guard.GuardAst.Cmp;
import dev.cairn.guard.GuardAst.Op;
import dev.cairn.guard.GuardAst.Part;
import dev.cairn.guard.GuardAst.Query;
import dev.cairn.guard.GuardAst.Rhs;
import dev.cairn.guard.GuardToken.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Parses a query: {@code %var}, {@code this} or a key, then {@code .key}, {@code .*}, {@code .%var},
 * {@code [*]}, {@code [0]}, {@code [ filter ]} and {@code [ keys == ... ]} (whitespace may come before
 * a {@code [}: a clause never starts with one).
 */
final class QueryParser {

  private final Tokens t;
  private final Supplier<List<List<Clause>>> filter;
  private final Supplier<Rhs> keysRhs;
  private final StringBuilder text = new StringBuilder();

  QueryParser(Tokens t, Supplier<List<List<Clause>>> filter, Supplier<Rhs> keysRhs) {
    this.t = t;
    this.filter = filter;
    this.keysRhs = keysRhs;
  }

  /** The query a type block {@code AWS::S3::Bucket { }} ranges over. */
  static Query typeQuery(String type) {
    GuardValue.Str literal = new GuardValue.Str(GuardValuePath.ROOT, type);
    GuardAst.Access typeIs = new GuardAst.Access(new Query(List.of(new GuardAst.Key("Type")), true, "Type"),
        new Cmp(Op.EQ, false), new GuardAst.LiteralValue(literal), false, null, new GuardAst.Pos(0, 0), "Type == " + type);
    return new Query(List.of(new GuardAst.Key("Resources"), new GuardAst.AllValues(),
        new GuardAst.Filter(List.of(List.of(typeIs)))), true, "Resources.*[ Type == '" + type + "' ]");
  }

  Query query(boolean matchAll) {
    List<Part> parts = new ArrayList<>();
    GuardToken first = t.next();
    switch (first.kind()) {
      case VARIABLE -> {
        parts.add(new GuardAst.Variable(first.text()));
        text.append('%').append(first.text());
      }
      case IDENT -> {
        parts.add(first.isWord("this") ? new GuardAst.This() : new GuardAst.Key(first.text()));
        text.append(first.text());
      }
      case STRING -> {
        parts.add(new GuardAst.Key(first.text()));
        text.append('\'').append(first.text()).append('\'');
      }
      default -> throw t.error(first, "expected a query, found " + Tokens.describe(first));
    }
    while (true) {
      GuardToken tok = t.peek();
      if (tok.is(Kind.DOT)) {
        t.next();
        text.append('.');
        parts.add(dotted());
      } else if (tok.is(Kind.LBRACKET)) {
        t.next();
        parts.add(bracketed());
      } else {
        return new Query(parts, matchAll, text.toString());
      }
    }
  }

  private Part dotted() {
    GuardToken tok = t.next();
    switch (tok.kind()) {
      case STAR:
        text.append('*');
        return new GuardAst.AllValues();
      case VARIABLE:
        text.append('%').append(tok.text());
        return new GuardAst.Variable(tok.text());
      case IDENT:
        text.append(tok.text());
        return tok.isWord("this") ? new GuardAst.This() : new GuardAst.Key(tok.text());
      case STRING:
        text.append('\'').append(tok.text()).append('\'');
        return new GuardAst.Key(tok.text());
      case INT:
        text.append(tok.text());
        return new GuardAst.Key(tok.text());
      default:
        throw t.error(tok, "expected a key, '*' or a variable after '.', found " + Tokens.describe(tok));
    }
  }

  private Part bracketed() {
    GuardToken tok = t.peek();
    if (tok.is(Kind.IDENT) && t.peek(1).is(Kind.PIPE)) {
      // a named capture, [ name | clauses ]: cfn-guard 3.1.1 parses it and binds nothing (%name does not resolve)
      t.next();
      t.next();
      tok = t.peek();
    }
    if (tok.is(Kind.STAR) && t.peek(1).is(Kind.RBRACKET)) {
      t.next();
      t.next();
      text.append("[*]");
      return new GuardAst.AllIndices();
    }
    if (tok.is(Kind.INT) && t.peek(1).is(Kind.RBRACKET)) {
      t.next();
      t.next();
      text.append('[').append(tok.text()).append(']');
      try {
        return new GuardAst.Index(Integer.parseInt(tok.text()));
      } catch (NumberFormatException e) {
        throw t.error(tok, "index out of range: " + tok.text());
      }
    }
    if (tok.isWord("keys")) {
      GuardToken op = t.peek(1);
      Cmp cmp = keysOperator();
      if (cmp != null) {
        Rhs rhs = keysRhs.get();
        t.expect(Kind.RBRACKET, "']' after the keys filter");
        text.append("[ keys ").append(GuardParser.cmpText(cmp)).append(" ... ]");
        return new GuardAst.KeyFilter(cmp, rhs);
      }
      if (op.is(Kind.EQ) || op.is(Kind.NE)) {
        throw t.error(op, "unsupported keys filter");
      }
    }
    List<List<Clause>> clauses = filter.get();
    t.expect(Kind.RBRACKET, "']'");
    text.append("[ filter ]");
    return new GuardAst.Filter(clauses);
  }

  /** {@code keys ==}, {@code keys !=}, {@code keys in}, {@code keys not in}; consumes them when found. */
  private Cmp keysOperator() {
    GuardToken op = t.peek(1);
    Cmp cmp = null;
    int length = 2;
    if (op.is(Kind.EQ)) {
      cmp = new Cmp(Op.EQ, false);
    } else if (op.is(Kind.NE)) {
      cmp = new Cmp(Op.EQ, true);
    } else if (op.isWord("in", "IN")) {
      cmp = new Cmp(Op.IN, false);
    } else if ((op.isWord("not", "NOT") || op.is(Kind.BANG)) && t.peek(2).isWord("in", "IN")) {
      cmp = new Cmp(Op.IN, true);
      length = 3;
    }
    if (cmp != null) {
      for (int i = 0; i < length; i++) {
        t.next();
      }
    }
    return cmp;
  }
}
