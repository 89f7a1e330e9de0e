package dev.cairn.locator.formats;

/**
 * Checks that the text at the cursor is one HCL native-syntax expression, as HCL's own parser
 * reads it (operators and their operands, conditionals, calls, traversals and splats, tuples,
 * objects, {@code for} expressions, templates), and finds where it ends, so that an expression
 * kept as source text ({@code ${...}}) is a real expression and malformed input ({@code x = = 1})
 * is an error at its place. Newlines end an expression except inside parentheses, brackets and
 * {@code for} expressions, as in HCL; nesting is bounded by the cursor's depth limit.
 */
final class HclSyntax {

  /**
   * Binary operators, longer spellings before their prefixes. Precedence does not matter here: only
   * whether the text is an expression, and where it ends, is decided.
   */
  private static final String[] OPERATORS = {"||", "&&", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%"};

  private final HclCursor cur;
  private final HclTemplates templates;
  /** Whether a line break is a blank here (inside brackets) or ends the expression. */
  private boolean newlinesAreBlanks;
  /** The offset after the last token read. */
  private int lastEnd;

  HclSyntax(HclCursor cur) {
    this.cur = cur;
    this.templates = new HclTemplates(cur);
  }

  /**
   * Reads one expression from the cursor and returns the offset after its last token, where the
   * cursor is left. {@code newlines}: line breaks are blanks (inside brackets or an interpolation).
   *
   * @throws dev.cairn.locator.LocatorException where the text is not an expression
   */
  int expression(boolean newlines) {
    boolean saved = newlinesAreBlanks;
    newlinesAreBlanks = newlines;
    try {
      blanks();
      lastEnd = cur.pos;
      conditional();
      cur.pos = lastEnd;
      return lastEnd;
    } finally {
      newlinesAreBlanks = saved;
    }
  }

  private void conditional() {
    binary();
    if (next('?')) {
      cur.pos++;
      nested(this::conditional);
      expect(":", "expected : in a conditional expression");
      nested(this::conditional);
    }
  }

  /** A nested part of an expression, within the depth limit. */
  private void nested(Runnable part) {
    cur.enter(cur.pos);
    try {
      part.run();
    } finally {
      cur.leave();
    }
  }

  /** Operands joined by binary operators. */
  private void binary() {
    unary();
    while (true) {
      String op = operator();
      if (op == null) {
        return;
      }
      cur.pos += op.length();
      unary();
    }
  }

  /** The binary operator after the blanks, or null (the cursor stays after the last token). */
  private String operator() {
    int save = cur.pos;
    blanks();
    for (String op : OPERATORS) {
      if (cur.startsWith(op)) {
        return op;
      }
    }
    cur.pos = save;
    return null;
  }

  private void unary() {
    blanks();
    char c = cur.peek();
    if (c == '-' || (c == '!' && cur.peek(1) != '=')) {
      cur.pos++;
      nested(this::unary);
      return;
    }
    term();
    traversals();
  }

  /** {@code .name}, {@code .0}, {@code .*}, {@code [expr]} and {@code [*]} after a term. */
  private void traversals() {
    while (true) {
      int save = cur.pos;
      blanks();
      if (cur.peek() == '.' && !cur.startsWith("...")) {
        cur.pos++;
        blanks();
        if (cur.peek() == '*') {
          cur.pos++;
        } else if (Character.isDigit(cur.peek())) {
          while (Character.isDigit(cur.peek())) {
            cur.pos++;
          }
        } else if (cur.identifier() == null) {
          throw cur.error(cur.pos, "expected an attribute name after .");
        }
        lastEnd = cur.pos;
      } else if (cur.peek() == '[') {
        cur.pos++;
        bracketed(() -> {
          blanks();
          if (cur.peek() == '*') {
            cur.pos++;
            lastEnd = cur.pos;
          } else {
            conditional();
          }
          expect("]", "expected ] after an index");
        });
      } else {
        cur.pos = save;
        return;
      }
    }
  }

  /** A part inside brackets: line breaks are blanks there. */
  private void bracketed(Runnable part) {
    boolean saved = newlinesAreBlanks;
    newlinesAreBlanks = true;
    try {
      nested(part);
    } finally {
      newlinesAreBlanks = saved;
    }
  }

  private void term() {
    int start = cur.pos;
    char c = cur.peek();
    if (Character.isDigit(c)) {
      number();
    } else if (c == '"') {
      quoted();
    } else if (c == '<' && cur.peek(1) == '<') {
      templates.heredoc();
    } else if (c == '(') {
      cur.pos++;
      bracketed(() -> {
        conditional();
        expect(")", "expected ) to close the ( at " + where(start));
      });
    } else if (c == '[') {
      cur.pos++;
      bracketed(() -> tuple(start));
    } else if (c == '{') {
      cur.pos++;
      if (forKeywordAhead()) {
        bracketed(() -> forExpression('}', true));
      } else {
        nested(() -> object(start));
      }
    } else if (cur.identifier() != null) {
      call(start);
    } else {
      throw cur.error(start, cur.atEnd() ? "expected an expression, found the end of the file"
          : "expected an expression, found '" + c + "'");
    }
    lastEnd = Math.max(lastEnd, cur.pos);
  }

  private void number() {
    while (Character.isDigit(cur.peek())) {
      cur.pos++;
    }
    if (cur.peek() == '.' && Character.isDigit(cur.peek(1))) {
      cur.pos++;
      while (Character.isDigit(cur.peek())) {
        cur.pos++;
      }
    }
    if (cur.peek() == 'e' || cur.peek() == 'E') {
      int save = cur.pos;
      cur.pos++;
      if (cur.peek() == '+' || cur.peek() == '-') {
        cur.pos++;
      }
      if (!Character.isDigit(cur.peek())) {
        cur.pos = save;
      }
      while (Character.isDigit(cur.peek())) {
        cur.pos++;
      }
    }
    if (HclCursor.isIdentifierPart(cur.peek())) {
      throw cur.error(cur.pos, "unexpected '" + cur.peek() + "' after a number");
    }
  }

  /** A quoted template; each {@code ${...}} in it must hold one expression. */
  private void quoted() {
    int open = cur.pos;
    int end = templates.skipQuoted(open);
    String t = cur.text;
    for (int i = open + 1; i < end - 1; i++) {
      char c = t.charAt(i);
      if (c == '\\') {
        i++;
      } else if ((c == '$' || c == '%') && t.charAt(i + 1) == c) {
        i++;
      } else if (c == '$' && t.charAt(i + 1) == '{') {
        int close = HclTemplates.skipInterpolation(t, i + 2);
        interpolation(i + 2, close - 1);
        i = close - 1;
      }
    }
    cur.pos = end;
  }

  /** The expression of an interpolation between {@code from} and its closing brace at {@code close}. */
  private void interpolation(int from, int close) {
    int save = lastEnd;
    cur.pos = from;
    if (cur.peek() == '~') {
      cur.pos++;
    }
    bracketed(() -> {
      conditional();
      blanks();
    });
    if (cur.peek() == '~') {
      cur.pos++;
    }
    if (cur.pos != close) {
      throw cur.error(cur.pos, "expected } to end the interpolation");
    }
    lastEnd = save;
  }

  private void tuple(int open) {
    if (forKeywordAhead()) {
      forExpression(']', false);
      return;
    }
    while (true) {
      blanks();
      if (cur.peek() == ']') {
        cur.pos++;
        return;
      }
      if (cur.atEnd()) {
        throw cur.error(open, "unclosed [");
      }
      conditional();
      blanks();
      if (cur.peek() == ',') {
        cur.pos++;
      } else if (cur.peek() != ']') {
        throw cur.error(cur.pos, "expected , or ] in a tuple");
      }
    }
  }

  /** Items {@code key = value} or {@code key: value}, separated by commas or line breaks. */
  private void object(int open) {
    boolean saved = newlinesAreBlanks;
    try {
      while (true) {
        newlinesAreBlanks = true;
        blanks();
        if (cur.peek() == '}') {
          cur.pos++;
          return;
        }
        if (cur.atEnd()) {
          throw cur.error(open, "unclosed {");
        }
        newlinesAreBlanks = false;
        conditional();
        blanks();
        if ((cur.peek() == '=' && cur.peek(1) != '=' && cur.peek(1) != '>') || cur.peek() == ':') {
          cur.pos++;
        } else {
          throw cur.error(cur.pos, "expected = or : after the object key");
        }
        conditional();
        blanks();
        char c = cur.peek();
        if (c == ',') {
          cur.pos++;
        } else if (c != '\n' && c != '\r' && c != '}' && !cur.atEnd()) {
          throw cur.error(cur.pos, "expected a comma or a line break after the object item");
        }
      }
    } finally {
      newlinesAreBlanks = saved;
    }
  }

  /** After {@code [} or <code>{</code>: whether a {@code for} expression starts. */
  private boolean forKeywordAhead() {
    int save = cur.pos;
    boolean saved = newlinesAreBlanks;
    newlinesAreBlanks = true;
    blanks();
    boolean found = keyword("for");
    cur.pos = save;
    newlinesAreBlanks = saved;
    return found;
  }

  /** {@code for k, v in coll : result [=> value [...]] [if cond]} up to the closing bracket. */
  private void forExpression(char close, boolean object) {
    blanks();
    keyword("for");
    cur.pos += 3;
    blanks();
    if (cur.identifier() == null) {
      throw cur.error(cur.pos, "expected a variable name after for");
    }
    blanks();
    if (cur.peek() == ',') {
      cur.pos++;
      blanks();
      if (cur.identifier() == null) {
        throw cur.error(cur.pos, "expected a second variable name after ,");
      }
      blanks();
    }
    if (!keyword("in")) {
      throw cur.error(cur.pos, "expected in after the for variables");
    }
    cur.pos += 2;
    conditional();
    expect(":", "expected : after the for collection");
    conditional();
    if (object) {
      expect("=>", "expected => in an object for expression");
      conditional();
      blanks();
      if (cur.startsWith("...")) {
        cur.pos += 3;
      }
    }
    blanks();
    if (keyword("if")) {
      cur.pos += 2;
      conditional();
    }
    expect(String.valueOf(close), "expected " + close + " to end the for expression");
  }

  /** A name, {@code true}/{@code false}/{@code null}, or a call {@code name(args)} or {@code ns::name(args)}. */
  private void call(int start) {
    boolean namespaced = false;
    while (cur.startsWith("::")) {
      cur.pos += 2;
      if (cur.identifier() == null) {
        throw cur.error(cur.pos, "expected a function name after ::");
      }
      namespaced = true;
    }
    int afterName = cur.pos;
    int save = cur.pos;
    blanksOnLine();
    if (cur.peek() != '(') {
      if (namespaced) {
        throw cur.error(cur.pos, "expected ( after the function name " + cur.text.substring(start, afterName));
      }
      cur.pos = save;
      return;
    }
    cur.pos++;
    String name = cur.text.substring(start, afterName);
    bracketed(() -> {
      arguments();
      expect(")", "expected , or ) in the arguments of " + name);
    });
  }

  /** A call's arguments, the last one possibly expanded with {@code ...}, up to its ). */
  private void arguments() {
    blanks();
    if (cur.peek() == ')') {
      return;
    }
    while (true) {
      conditional();
      blanks();
      if (cur.startsWith("...")) {
        cur.pos += 3;
        return;
      }
      if (cur.peek() != ',') {
        return;
      }
      cur.pos++;
      blanks();
      if (cur.peek() == ')') {
        return;
      }
    }
  }

  private boolean keyword(String word) {
    return cur.startsWith(word) && !HclCursor.isIdentifierPart(cur.peek(word.length()));
  }

  private void expect(String token, String message) {
    blanks();
    if (!cur.startsWith(token)) {
      throw cur.error(cur.pos, message + (cur.atEnd() ? ", found the end of the file"
          : ", found '" + cur.peek() + "'"));
    }
    cur.pos += token.length();
    lastEnd = cur.pos;
  }

  private boolean next(char c) {
    int save = cur.pos;
    blanks();
    if (cur.peek() == c) {
      return true;
    }
    cur.pos = save;
    return false;
  }

  private void blanks() {
    cur.skipBlanks(newlinesAreBlanks);
  }

  private void blanksOnLine() {
    cur.skipBlanks(false);
  }

  private String where(int offset) {
    return cur.positions.line(offset) + ":" + cur.positions.column(offset);
  }
}
