package dev.cairn.engine.builtins.strings;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.gocompat.GoQuote;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses the subset of Go's text/template that strings.render_template supports: text, {@code
 * {{pipeline}}}, {@code if}/{@code else if}/{@code else}, {@code range} (with {@code $i, $v :=}),
 * {@code with}, variables ({@code $x := ...}, {@code $x = ...}), comments, trim markers, literals,
 * parenthesised pipelines, {@code |} chaining and the functions listed in {@link TemplateRenderer}.
 */
final class TemplateParser {
  sealed interface Node permits Text, Print, If, Range, With {}

  record Text(String text) implements Node {}

  record Print(Pipeline pipeline) implements Node {}

  record If(Pipeline cond, List<Node> then, List<Node> otherwise) implements Node {}

  record Range(Pipeline source, List<Node> body, List<Node> otherwise) implements Node {}

  record With(Pipeline value, List<Node> body, List<Node> otherwise) implements Node {}

  /** Declared or assigned variables (empty when none), then commands joined by '|'. */
  record Pipeline(int pos, List<String> vars, boolean declare, List<List<Operand>> commands) {}

  sealed interface Operand permits Field, Variable, Literal, Function, Nested {}

  /** {@code .a.b}; an empty path is the dot itself. */
  record Field(int pos, List<String> path) implements Operand {}

  record Variable(int pos, String name, List<String> path) implements Operand {}

  record Literal(Object value) implements Operand {}

  record Function(String name) implements Operand {}

  record Nested(Pipeline pipeline) implements Operand {}

  private record Token(String kind, String text, int pos) {}

  private final String src;
  private int pos;
  private List<Token> tokens;
  private int tokenIndex;
  private String terminator; // the keyword that closed the last list: "end", "else" or null
  private Token terminatorToken;

  private TemplateParser(String src) {
    this.src = src;
  }

  static List<Node> parse(String src) throws BuiltinException {
    TemplateParser p = new TemplateParser(src);
    List<Node> nodes = p.list();
    if (p.terminator != null) {
      throw p.error(p.terminatorToken.pos(), "unexpected {{" + p.terminator + "}}");
    }
    return nodes;
  }

  BuiltinException error(int at, String message) {
    return BuiltinException.error("template: template:" + line(src, at) + ": " + message);
  }

  static int line(String src, int at) {
    int line = 1;
    for (int i = 0; i < at && i < src.length(); i++) {
      if (src.charAt(i) == '\n') {
        line++;
      }
    }
    return line;
  }

  /** Nodes up to the end of input or an {{end}}/{{else ...}} (left in {@link #terminator}). */
  private List<Node> list() throws BuiltinException {
    List<Node> nodes = new ArrayList<>();
    terminator = null;
    boolean trimNext = false;
    while (pos < src.length()) {
      int open = src.indexOf("{{", pos);
      String text = src.substring(pos, open < 0 ? src.length() : open);
      if (trimNext) {
        text = text.stripLeading();
      }
      boolean trimBefore = open >= 0 && src.startsWith("{{-", open) && open + 3 < src.length()
          && isSpace(src.charAt(open + 3));
      if (trimBefore) {
        text = stripTrailingSpace(text);
      }
      if (!text.isEmpty()) {
        nodes.add(new Text(text));
      }
      if (open < 0) {
        pos = src.length();
        break;
      }
      pos = open + (trimBefore ? 4 : 2);
      trimNext = false;
      if (skipComment()) {
        trimNext = closeAction();
        continue;
      }
      lexAction();
      trimNext = closeAction();
      Node n = action();
      if (n == null) {
        return nodes; // {{end}} or {{else}}: the caller decides
      }
      nodes.add(n);
    }
    return nodes;
  }

  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
  }

  private static String stripTrailingSpace(String s) {
    int end = s.length();
    while (end > 0 && isSpace(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(0, end);
  }

  private boolean skipComment() throws BuiltinException {
    int p = pos;
    while (p < src.length() && isSpace(src.charAt(p))) {
      p++;
    }
    if (!src.startsWith("/*", p)) {
      return false;
    }
    int close = src.indexOf("*/", p + 2);
    if (close < 0) {
      throw error(p, "unclosed comment");
    }
    pos = close + 2;
    while (pos < src.length() && isSpace(src.charAt(pos)) && !src.startsWith(" -}}", pos)) {
      pos++;
    }
    return true;
  }

  /** Consumes "}}" or " -}}"; true when the next text's leading space must be trimmed. */
  private boolean closeAction() throws BuiltinException {
    if (src.startsWith(" -}}", pos)) {
      pos += 4;
      return true;
    }
    if (src.startsWith("}}", pos)) {
      pos += 2;
      return false;
    }
    throw error(pos, "unclosed action");
  }

  private void lexAction() throws BuiltinException {
    tokens = new ArrayList<>();
    tokenIndex = 0;
    while (true) {
      while (pos < src.length() && isSpace(src.charAt(pos)) && !src.startsWith(" -}}", pos)) {
        pos++;
      }
      if (pos >= src.length()) {
        throw error(pos, "unclosed action");
      }
      if (src.startsWith("}}", pos) || src.startsWith(" -}}", pos)) {
        return;
      }
      int start = pos;
      char c = src.charAt(pos);
      if (c == '.' || c == '$') {
        pos++;
        while (pos < src.length() && (isWord(src.charAt(pos)) || src.charAt(pos) == '.')) {
          pos++;
        }
        tokens.add(new Token(c == '.' ? "field" : "var", src.substring(start, pos), start));
      } else if (c == '"' || c == '`') {
        tokens.add(new Token("string", stringLiteral(c), start));
      } else if (c == '-' || c == '+' || Character.isDigit(c)) {
        pos++;
        while (pos < src.length() && (isWord(src.charAt(pos)) || src.charAt(pos) == '.')) {
          pos++;
        }
        tokens.add(new Token("number", src.substring(start, pos), start));
      } else if (isWord(c)) {
        while (pos < src.length() && isWord(src.charAt(pos))) {
          pos++;
        }
        tokens.add(new Token("ident", src.substring(start, pos), start));
      } else if (src.startsWith(":=", pos)) {
        pos += 2;
        tokens.add(new Token(":=", ":=", start));
      } else if ("()|=,".indexOf(c) >= 0) {
        pos++;
        tokens.add(new Token(String.valueOf(c), String.valueOf(c), start));
      } else {
        throw error(start, "unexpected " + GoQuote.quoteRune(c) + " in command");
      }
    }
  }

  private static boolean isWord(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }

  private String stringLiteral(char quote) throws BuiltinException {
    int start = pos++;
    StringBuilder b = new StringBuilder();
    while (pos < src.length() && src.charAt(pos) != quote) {
      char c = src.charAt(pos++);
      if (c == '\\' && quote == '"' && pos < src.length()) {
        char e = src.charAt(pos++);
        switch (e) {
          case 'n' -> b.append('\n');
          case 't' -> b.append('\t');
          case 'r' -> b.append('\r');
          case '\\', '"' -> b.append(e);
          default -> throw error(start, "invalid syntax in string literal");
        }
      } else {
        b.append(c);
      }
    }
    if (pos >= src.length()) {
      throw error(start, "unterminated quoted string");
    }
    pos++;
    return b.toString();
  }

  private Token peekToken() {
    return tokenIndex < tokens.size() ? tokens.get(tokenIndex) : null;
  }

  private Token nextToken() {
    return tokens.get(tokenIndex++);
  }

  /** One parsed action; null for {{end}} and {{else ...}}, which end the current list. */
  private Node action() throws BuiltinException {
    Token first = peekToken();
    if (first == null) {
      throw error(pos, "missing value for command");
    }
    if (first.kind().equals("ident")) {
      switch (first.text()) {
        case "end" -> {
          terminator = "end";
          terminatorToken = first;
          return null;
        }
        case "else" -> {
          terminator = "else";
          terminatorToken = first;
          return null;
        }
        case "if" -> {
          tokenIndex++;
          return ifNode(first);
        }
        case "range", "with" -> {
          tokenIndex++;
          Pipeline p = pipeline(true);
          List<Node> body = list();
          List<Node> otherwise = elseBranch(first);
          return first.text().equals("range")
              ? new Range(p, body, otherwise)
              : new With(p, body, otherwise);
        }
        case "define", "template", "block", "break", "continue" ->
            throw error(first.pos(), "{{" + first.text() + "}} is not supported");
        default -> { }
      }
    }
    return new Print(pipeline(true));
  }

  private If ifNode(Token keyword) throws BuiltinException {
    Pipeline cond = pipeline(false);
    List<Node> then = list();
    return new If(cond, then, elseBranch(keyword));
  }

  /** After a body: nothing for {{end}}, a list for {{else}}, a nested if for {{else if}}. */
  private List<Node> elseBranch(Token keyword) throws BuiltinException {
    if (terminator == null) {
      throw error(keyword.pos(), "unexpected EOF");
    }
    if (terminator.equals("end")) {
      terminator = null;
      return List.of();
    }
    tokenIndex++; // "else"
    Token next = peekToken();
    if (next != null && next.kind().equals("ident") && next.text().equals("if")) {
      tokenIndex++;
      return List.of(ifNode(keyword)); // the nested if consumes the shared {{end}}
    }
    List<Node> otherwise = list();
    if (!"end".equals(terminator)) {
      throw error(keyword.pos(), "expected end; found " + (terminator == null ? "EOF" : "{{else}}"));
    }
    terminator = null;
    return otherwise;
  }

  private Pipeline pipeline(boolean allowDeclare) throws BuiltinException {
    int at = peekToken() == null ? pos : peekToken().pos();
    List<String> vars = new ArrayList<>();
    boolean declare = false;
    int save = tokenIndex;
    if (allowDeclare && peekIs("var")) {
      vars.add(nextToken().text());
      if (peekIs(",")) {
        tokenIndex++;
        if (peekIs("var")) {
          vars.add(nextToken().text());
        }
      }
      if (peekIs(":=") || peekIs("=")) {
        declare = nextToken().kind().equals(":=");
      } else {
        vars.clear();
        tokenIndex = save;
      }
    }
    List<List<Operand>> commands = new ArrayList<>();
    while (true) {
      List<Operand> cmd = new ArrayList<>();
      while (peekToken() != null && !peekIs("|") && !peekIs(")")) {
        cmd.add(operand());
      }
      if (cmd.isEmpty()) {
        throw error(at, "missing value for command");
      }
      commands.add(cmd);
      if (!peekIs("|")) {
        break;
      }
      tokenIndex++;
    }
    return new Pipeline(at, vars, declare, commands);
  }

  private boolean peekIs(String kind) {
    Token t = peekToken();
    return t != null && t.kind().equals(kind);
  }

  private Operand operand() throws BuiltinException {
    Token t = nextToken();
    switch (t.kind()) {
      case "field" -> {
        return new Field(t.pos(), path(t.text()));
      }
      case "var" -> {
        int dot = t.text().indexOf('.');
        String name = dot < 0 ? t.text() : t.text().substring(0, dot);
        return new Variable(t.pos(), name, dot < 0 ? List.of() : path(t.text().substring(dot)));
      }
      case "string" -> {
        return new Literal(t.text());
      }
      case "number" -> {
        try {
          BigDecimal n = new BigDecimal(t.text());
          boolean integral = t.text().matches("[+-]?[0-9]+");
          return new Literal(integral ? (Object) n.longValueExact() : (Object) n.doubleValue());
        } catch (NumberFormatException | ArithmeticException e) {
          throw error(t.pos(), "bad number syntax: " + GoQuote.quote(t.text()));
        }
      }
      case "(" -> {
        Pipeline p = pipeline(false);
        if (!peekIs(")")) {
          throw error(t.pos(), "unclosed left paren");
        }
        tokenIndex++;
        return new Nested(p);
      }
      case "ident" -> {
        switch (t.text()) {
          case "true", "false" -> {
            return new Literal(Boolean.parseBoolean(t.text()));
          }
          case "nil" -> throw error(t.pos(), "nil is not a command");
          default -> {
            if (!TemplateRenderer.FUNCTIONS.contains(t.text())) {
              throw error(t.pos(), "function " + GoQuote.quote(t.text()) + " not defined");
            }
            return new Function(t.text());
          }
        }
      }
      default -> throw error(t.pos(), "unexpected " + GoQuote.quote(t.text()) + " in operand");
    }
  }

  private static List<String> path(String chain) {
    List<String> out = new ArrayList<>();
    for (String part : chain.split("\\.")) {
      if (!part.isEmpty()) {
        out.add(part);
      }
    }
    return out;
  }
}
