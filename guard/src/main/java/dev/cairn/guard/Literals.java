package dev.cairn.guard;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import dev.cairn.guard.Token.Kind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Parses the literal values of the rule language: scalars, regexes, ranges, lists and maps. */
final class Literals {

  private final Tokens t;

  Literals(Tokens t) {
    this.t = t;
  }

  static boolean startsLiteral(Tokens t) {
    Token tok = t.peek();
    return switch (tok.kind()) {
      case STRING, INT, FLOAT, REGEX, LBRACKET, LBRACE -> true;
      case IDENT -> tok.isWord("true", "false", "True", "False", "TRUE", "FALSE", "null", "NULL")
          || (tok.isWord("r") && (t.peek(1).is(Kind.LBRACKET) || t.peek(1).is(Kind.LPAREN)) && !t.peek(1).spaced());
      default -> false;
    };
  }

  Value literal() {
    Token tok = t.next();
    ValuePath root = ValuePath.ROOT;
    switch (tok.kind()) {
      case STRING:
        return new Value.Str(root, tok.text());
      case INT:
        try {
          return new Value.Int(root, Long.parseLong(tok.text()));
        } catch (NumberFormatException e) {
          throw t.error(tok, "integer out of range: " + tok.text());
        }
      case FLOAT:
        return new Value.Flt(root, Double.parseDouble(tok.text()));
      case REGEX:
        return regex(tok);
      case LBRACKET:
      case LBRACE:
        t.enter(tok);
        try {
          return tok.is(Kind.LBRACKET) ? list() : map();
        } finally {
          t.leave();
        }
      case IDENT:
        if (tok.isWord("null", "NULL")) {
          return new Value.Null(root);
        }
        if (tok.isWord("r")) {
          return range(tok);
        }
        return new Value.Bool(root, tok.text().equalsIgnoreCase("true"));
      default:
        throw t.error(tok, "expected a value, found " + Tokens.describe(tok));
    }
  }

  private Value regex(Token tok) {
    try {
      return new Value.Regex(ValuePath.ROOT, tok.text(), Pattern.compile(tok.text()));
    } catch (PatternSyntaxException e) {
      throw t.error(tok, "invalid regular expression /" + tok.text() + "/: " + e.getDescription());
    }
  }

  private Value list() {
    List<Value> items = new ArrayList<>();
    while (!t.peek().is(Kind.RBRACKET)) {
      items.add(literal());
      if (!t.peek().is(Kind.RBRACKET)) {
        t.expect(Kind.COMMA, "',' or ']' in a list");
      }
    }
    t.next();
    return new Value.Lst(ValuePath.ROOT, items);
  }

  private Value map() {
    Map<String, Value> entries = new LinkedHashMap<>();
    while (!t.peek().is(Kind.RBRACE)) {
      Token key = t.next();
      if (!key.is(Kind.STRING) && !key.is(Kind.IDENT)) {
        throw t.error(key, "expected a key in a map, found " + Tokens.describe(key));
      }
      t.expect(Kind.COLON, "':' after a map key");
      entries.put(key.text(), literal());
      if (!t.peek().is(Kind.RBRACE)) {
        t.expect(Kind.COMMA, "',' or '}' in a map");
      }
    }
    t.next();
    return new Value.Struct(ValuePath.ROOT, entries);
  }

  private Value range(Token r) {
    Token open = t.next();
    Value lower = bound();
    t.expect(Kind.COMMA, "',' in a range");
    Value upper = bound();
    Token close = t.next();
    if (!close.is(Kind.RBRACKET) && !close.is(Kind.RPAREN)) {
      throw t.error(close, "expected ']' or ')' to close the range");
    }
    if (lower.getClass() != upper.getClass()) {
      throw t.error(r, "both ends of a range must be of one type");
    }
    return new Value.Range(ValuePath.ROOT, lower, upper, open.is(Kind.LBRACKET), close.is(Kind.RBRACKET));
  }

  private Value bound() {
    Token tok = t.peek();
    if (!tok.is(Kind.INT) && !tok.is(Kind.FLOAT) && !tok.is(Kind.STRING)) {
      throw t.error(tok, "expected a number or a character as a range bound");
    }
    return literal();
  }
}
