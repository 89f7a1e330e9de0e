package dev.cairn.locator.formats;

import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.cairn.locator.Region;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * HCL expressions as conftest converts them: literals as JSON values, tuples as arrays, objects as
 * objects, string templates rendered, and any other expression (references, calls, operators,
 * conditionals, {@code for} expressions) as its source text wrapped in {@code ${...}}. An empty
 * tuple is null, as conftest's converter makes it.
 */
final class HclExpressions {

  /** Where an expression stands, which decides what ends it. */
  enum Context { ATTRIBUTE, TUPLE_ITEM, OBJECT_ITEM, INTERPOLATION }

  private final HclCursor cur;
  private final HclTemplates templates;
  private final HclSyntax syntax;

  HclExpressions(HclCursor cur) {
    this.cur = cur;
    this.templates = new HclTemplates(cur);
    this.syntax = new HclSyntax(cur);
  }

  Node parse(Context ctx) {
    cur.skipBlanks(ctx == Context.TUPLE_ITEM || ctx == Context.INTERPOLATION);
    int start = cur.pos;
    cur.enter(start);
    try {
      Node term = term(ctx);
      if (term != null) {
        int after = cur.pos;
        cur.skipBlanks(ctx == Context.TUPLE_ITEM || ctx == Context.INTERPOLATION);
        boolean ends = ends(ctx);
        cur.pos = after;
        if (ends) {
          return term;
        }
      }
      cur.pos = start;
      int end = syntax.expression(newlinesAreBlanks(ctx));
      cur.skipBlanks(newlinesAreBlanks(ctx));
      if (!ends(ctx) && !cur.atEnd()) { // at the end, the construct around says what is unclosed
        throw cur.error(cur.pos, "unexpected '" + cur.peek() + "' after the expression " + excerpt(start, end));
      }
      cur.pos = end;
      return new Node.Scalar(TextNode.valueOf("${" + cur.text.substring(start, end) + "}"), cur.region(start, end));
    } finally {
      cur.leave();
    }
  }

  private static boolean newlinesAreBlanks(Context ctx) {
    return ctx == Context.TUPLE_ITEM || ctx == Context.INTERPOLATION;
  }

  private String excerpt(int start, int end) {
    String text = cur.text.substring(start, end);
    return text.length() <= 40 ? text : text.substring(0, 37) + "...";
  }

  private boolean ends(Context ctx) {
    if (cur.atEnd()) {
      return ctx == Context.ATTRIBUTE || ctx == Context.OBJECT_ITEM;
    }
    char c = cur.peek();
    switch (ctx) {
      case ATTRIBUTE:
        return c == '\n' || c == '\r' || c == '}';
      case OBJECT_ITEM:
        return c == '\n' || c == '\r' || c == '}' || c == ',';
      case TUPLE_ITEM:
        return c == ',' || c == ']';
      default:
        return c == '}' || (c == '~' && cur.peek(1) == '}');
    }
  }

  /** A literal, template, tuple or object at the cursor, or null for any other expression. */
  private Node term(Context ctx) {
    int start = cur.pos;
    char c = cur.peek();
    if (Character.isDigit(c)) {
      return number();
    }
    if (c == '"') {
      return quoted();
    }
    if (c == '<' && cur.peek(1) == '<') {
      String value = templates.heredoc();
      return new Node.Scalar(TextNode.valueOf(value), cur.region(start, cur.pos));
    }
    if (c == '[' && !startsFor(1)) {
      return tuple();
    }
    if (c == '{' && !startsFor(1)) {
      return object();
    }
    String word = cur.identifier();
    if (word == null) {
      return null;
    }
    Region r = cur.region(start, cur.pos);
    switch (word) {
      case "true":
        return new Node.Scalar(BooleanNode.TRUE, r);
      case "false":
        return new Node.Scalar(BooleanNode.FALSE, r);
      case "null":
        return new Node.Scalar(NullNode.getInstance(), r);
      default:
        return null;
    }
  }

  private boolean startsFor(int ahead) {
    int i = cur.pos + ahead;
    String t = cur.text;
    while (i < t.length() && Character.isWhitespace(t.charAt(i))) {
      i++;
    }
    return t.startsWith("for", i) && (i + 3 >= t.length() || !HclCursor.isIdentifierPart(t.charAt(i + 3)));
  }

  private Node number() {
    int start = cur.pos;
    String t = cur.text;
    int i = start;
    while (i < t.length() && Character.isDigit(t.charAt(i))) {
      i++;
    }
    if (i + 1 < t.length() && t.charAt(i) == '.' && Character.isDigit(t.charAt(i + 1))) {
      i++;
      while (i < t.length() && Character.isDigit(t.charAt(i))) {
        i++;
      }
    }
    if (i < t.length() && (t.charAt(i) == 'e' || t.charAt(i) == 'E')) {
      int j = i + 1;
      if (j < t.length() && (t.charAt(j) == '+' || t.charAt(j) == '-')) {
        j++;
      }
      if (j < t.length() && Character.isDigit(t.charAt(j))) {
        i = j;
        while (i < t.length() && Character.isDigit(t.charAt(i))) {
          i++;
        }
      }
    }
    if (i < t.length() && HclCursor.isIdentifierPart(t.charAt(i))) {
      return null;
    }
    BigDecimal value;
    try {
      value = new BigDecimal(t.substring(start, i));
    } catch (NumberFormatException e) { // an exponent beyond what any number can have
      throw cur.error(start, "number out of range: " + t.substring(start, Math.min(i, start + 40)));
    }
    cur.pos = i;
    return new Node.Scalar(JsonNumbers.of(value), cur.region(start, i));
  }

  /** A quoted template; one interpolation alone is its expression's value, as in HCL. */
  private Node quoted() {
    int open = cur.pos;
    int end = templates.skipQuoted(open);
    String raw = cur.text.substring(open + 1, end - 1);
    Region r = cur.region(open, end);
    if (raw.startsWith("${") && HclTemplates.skipInterpolation(raw, 2) == raw.length()) {
      cur.pos = open + 3;
      Node inner = parse(Context.INTERPOLATION);
      cur.pos = end;
      return inner instanceof Node.Scalar s ? new Node.Scalar(s.value(), r) : inner;
    }
    cur.pos = end;
    return new Node.Scalar(TextNode.valueOf(templates.render(raw, open + 1, true)), r);
  }

  private Node tuple() {
    int open = cur.pos++;
    List<Node> items = new ArrayList<>();
    while (true) {
      cur.skipBlanks(true);
      if (cur.peek() == ']') {
        cur.pos++;
        break;
      }
      if (cur.atEnd()) {
        throw cur.error(open, "unclosed [");
      }
      items.add(parse(Context.TUPLE_ITEM));
      cur.skipBlanks(true);
      if (cur.atEnd()) {
        throw cur.error(open, "unclosed [");
      }
      if (cur.peek() == ',') {
        cur.pos++;
      } else if (cur.peek() != ']') {
        throw cur.error(cur.pos, "expected , or ] in a tuple");
      }
    }
    Region r = cur.region(open, cur.pos);
    return items.isEmpty() ? new Node.Scalar(NullNode.getInstance(), r) : new Node.Sequence(items, r);
  }

  private Node object() {
    int open = cur.pos++;
    MappingBuilder entries = new MappingBuilder();
    while (true) {
      cur.skipBlanks(true);
      if (cur.peek() == '}') {
        cur.pos++;
        break;
      }
      if (cur.atEnd()) {
        throw cur.error(open, "unclosed {");
      }
      int keyStart = cur.pos;
      String key = key();
      cur.skipBlanks(false);
      if ((cur.peek() != '=' || cur.peek(1) == '=') && cur.peek() != ':') {
        throw cur.error(cur.pos, "expected = or : after the object key");
      }
      cur.pos++;
      Node value = parse(Context.OBJECT_ITEM);
      entries.put(key, cur.positions.line(keyStart), cur.positions.column(keyStart), value);
      cur.skipBlanks(false);
      if (cur.peek() == ',') {
        cur.pos++;
      }
    }
    return entries.build(cur.region(open, cur.pos));
  }

  /**
   * An object key as conftest converts it: a name or traversal ({@code a.b.c}) as written, a quoted
   * string's value, a number's text, any other expression ({@code (var.k)}, {@code a.b/c}) as
   * {@code ${...}} of its source.
   */
  private String key() {
    int start = cur.pos;
    char c = cur.peek();
    if (c == '"') {
      Node n = quoted();
      if (keyEnds()) {
        return ((Node.Scalar) n).value().asText();
      }
    } else if (Character.isDigit(c)) {
      if (number() != null && keyEnds()) {
        return cur.text.substring(start, cur.pos);
      }
    } else if (cur.identifier() != null) {
      while (cur.peek() == '.' && HclCursor.isIdentifierStart(cur.peek(1))) {
        cur.pos++;
        cur.identifier();
      }
      if (keyEnds()) {
        return cur.text.substring(start, cur.pos);
      }
    }
    cur.pos = start;
    int end = syntax.expression(false);
    return "${" + cur.text.substring(start, end) + "}";
  }

  /** Whether the key read so far is followed by {@code =} or {@code :} (the cursor stays). */
  private boolean keyEnds() {
    int save = cur.pos;
    cur.skipBlanks(false);
    char c = cur.peek();
    boolean ends = (c == '=' && cur.peek(1) != '=' && cur.peek(1) != '>') || c == ':';
    cur.pos = save;
    return ends;
  }
}
