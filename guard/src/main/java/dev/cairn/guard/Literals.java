package dev.cairn.guard;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import dev.cairn.guard.GuardToken.Kind;
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
    GuardToken tok = t.peek();
    return switch (tok.kind()) {
      case STRING, INT, FLOAT, REGEX, LBRACKET, LBRACE -> true;
      case IDENT -> tok.isWord("true", "false", "True", "False", "TRUE", "FALSE", "null", "NULL")
          || (tok.isWord("r") && (t.peek(1).is(Kind.LBRACKET) || t.peek(1).is(Kind.LPAREN)) && !t.peek(1).spaced());
      default -> false;
    };
  }

  GuardValue literal() {
    GuardToken tok = t.next();
    GuardValuePath root = GuardValuePath.ROOT;
    switch (tok.kind()) {
      case STRING:
        return new GuardValue.Str(root, tok.text());
      case INT:
        try {
          return new GuardValue.Int(root, Long.parseLong(tok.text()));
        } catch (NumberFormatException e) {
          throw t.error(tok, "integer out of range: " + tok.text());
        }
      case FLOAT:
        return new GuardValue.Flt(root, Double.parseDouble(tok.text()));
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
          return new GuardValue.Null(root);
        }
        if (tok.isWord("r")) {
          return range(tok);
        }
        return new GuardValue.Bool(root, tok.text().equalsIgnoreCase("true"));
      default:
        throw t.error(tok, "expected a value, found " + Tokens.describe(tok));
    }
  }

  private GuardValue regex(GuardToken tok) {
    try {
      return new GuardValue.Regex(GuardValuePath.ROOT, tok.text(), Pattern.compile(tok.text()));
    } catch (PatternSyntaxException e) {
      throw t.error(tok, "invalid regular expression /" + tok.text() + "/: " + e.getDescription());
    }
  }

  private GuardValue list() {
    List<GuardValue> items = new ArrayList<>();
    while (!t.peek().is(Kind.RBRACKET)) {
      items.add(literal());
      if (!t.peek().is(Kind.RBRACKET)) {
        t.expect(Kind.COMMA, "',' or ']' in a list");
      }
    }
    t.next();
    return new GuardValue.Lst(GuardValuePath.ROOT, items);
  }

  private GuardValue map() {
    Map<String, GuardValue> entries = new LinkedHashMap<>();
    while (!t.peek().is(Kind.RBRACE)) {
      GuardToken key = t.next();
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
    return new GuardValue.Struct(GuardValuePath.ROOT, entries);
  }

  private GuardValue range(GuardToken r) {
    GuardToken open = t.next();
    GuardValue lower = bound();
    t.expect(Kind.COMMA, "',' in a range");
    GuardValue upper = bound();
    GuardToken close = t.next();
    if (!close.is(Kind.RBRACKET) && !close.is(Kind.RPAREN)) {
      throw t.error(close, "expected ']' or ')' to close the range");
    }
    if (lower.getClass() != upper.getClass()) {
      throw t.error(r, "both ends of a range must be of one type");
    }
    return new GuardValue.Range(GuardValuePath.ROOT, lower, upper, open.is(Kind.LBRACKET), close.is(Kind.RBRACKET));
  }

  private GuardValue bound() {
    GuardToken tok = t.peek();
    if (!tok.is(Kind.INT) && !tok.is(Kind.FLOAT) && !tok.is(Kind.STRING)) {
      throw t.error(tok, "expected a number or a character as a range bound");
    }
    return literal();
  }
}
