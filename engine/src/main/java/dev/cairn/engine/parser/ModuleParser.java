package dev.cairn.engine.parser;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.Annotations;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Import;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Operators;
import dev.cairn.engine.ast.Package;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.RegoVersion;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.RuleHead;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.TermKinds;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.parser.Token.Kind;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.StringValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A whole module: package, imports, rules, METADATA. Parses with one Rego version's rules; errors
 * that do not stop parsing (v1's "`if` keyword is required", annotation scopes) are collected in
 * {@link #errors}, syntax errors are thrown.
 */
final class ModuleParser extends BodyParser {
  private static final Set<String> IMPORT_ROOTS = Set.of("data", "input", "future", "rego");

  private final boolean v1;
  private final List<RegoError> errors = new ArrayList<>();
  private final AnnotationAttacher annotations;
  /** {@code import rego.v1} in a v0 module: v1 keywords and rule checks apply. */
  private boolean v1Compatible;
  /** The module imports {@code rego.v1}: it is meant to be v1 (in either mode). */
  boolean importsRegoV1;

  ModuleParser(String file, Lexer lexed, boolean v1) {
    super(file, lexed.tokens());
    this.v1 = v1;
    if (v1) {
      futureKeywords.addAll(FUTURE_KEYWORDS);
    }
    this.annotations = new AnnotationAttacher(MetadataParser.parse(file, lexed.comments()), errors);
  }

  /** Errors found after parsing succeeded; the module is invalid if any. */
  List<RegoError> errors() {
    return errors;
  }

  Module parse() {
    if (at(Kind.EOF)) {
      throw error(new Location(file, 1, 1), "empty module");
    }
    if (!atKeyword("package")) {
      throw error(here(), "package expected");
    }
    Package pkg = parsePackage();
    List<Import> imports = new ArrayList<>();
    List<Rule> rules = new ArrayList<>();
    while (!at(Kind.EOF)) {
      if (atKeyword("package")) {
        throw error(here(), "unexpected package");
      } else if (atKeyword("import")) {
        annotationsFor("import");
        imports.add(parseImport());
      } else {
        rules.addAll(parseRules());
      }
    }
    annotationsFor(null);
    RegoVersion version = v1 || v1Compatible ? RegoVersion.V1 : RegoVersion.V0;
    return new Module(pkg, imports, rules, version, file, annotations.all());
  }

  private boolean v1Rules() {
    return v1 || v1Compatible;
  }

  private void softError(Location loc, String message) {
    errors.add(new RegoError(ErrorCodes.PARSE, message, loc));
  }

  /** Attaches the METADATA blocks in front of the current statement to {@code node}. */
  private Annotations annotationsFor(String node) {
    return annotations.attach(at(Kind.EOF) ? Integer.MAX_VALUE : peek().line(), node);
  }

  // ---- package and imports ----

  private Package parsePackage() {
    Annotations ann = annotationsFor("package");
    Location loc = loc(next());
    if (!at(Kind.WORD)) {
      throw unexpected(null);
    }
    Token name = next();
    Term term = parseSuffixes(new Var(name.text(), loc(name)), false);
    Ref ref = asRef(term);
    List<Term> path = new ArrayList<>();
    path.add(new Scalar(new StringValue(ref.headName()), ref.location()));
    path.addAll(stringPath(ref));
    return new Package(new Ref(new Var("data", ref.location()), path, ref.location()), ann, loc);
  }

  private Import parseImport() {
    Location loc = loc(next());
    if (!at(Kind.WORD)) {
      throw unexpected(null);
    }
    Token name = next();
    Ref path = asRef(parseSuffixes(new Var(name.text(), loc(name)), false));
    stringPath(path);
    String root = path.headName();
    if (!IMPORT_ROOTS.contains(root)) {
      throw error(
          path.location(),
          "unexpected import path, must begin with one of: {data, future, input, rego}, got: " + root);
    }
    String alias = null;
    if (atKeyword("as")) {
      next();
      if (!atIdent()) {
        throw unexpected("expected var");
      }
      alias = next().text();
    }
    if (root.equals("future")) {
      futureImport(path, alias);
    } else if (root.equals("rego")) {
      regoImport(path, alias);
    } else if (alias == null) {
      // The last part names the import in rules, so it must be usable as a variable.
      Term last = path.path().isEmpty() ? path.head() : path.path().get(path.path().size() - 1);
      String lastName = path.path().isEmpty() ? root : keyName(last);
      if (CORE_KEYWORDS.contains(lastName) || (v1Rules() && isKeyword(lastName))) {
        throw error(last.location(), "unexpected import path, must not end with a keyword, got: " + lastName);
      }
    }
    return new Import(path, alias, loc);
  }

  private void futureImport(Ref path, String alias) {
    List<Term> p = path.path();
    if (p.isEmpty() || !keyName(p.get(0)).equals("keywords")) {
      throw error(path.location(), "invalid import, must be `future.keywords`");
    }
    if (alias != null) {
      throw error(path.location(), "`future` imports cannot be aliased");
    }
    if (p.size() == 1) {
      futureKeywords.addAll(FUTURE_KEYWORDS);
    } else if (p.size() == 2 && FUTURE_KEYWORDS.contains(keyName(p.get(1)))) {
      String kw = keyName(p.get(1));
      futureKeywords.add(kw);
      if (kw.equals("every")) {
        futureKeywords.add("in");
      }
    } else if (p.size() == 2) {
      throw error(path.location(), "unexpected keyword, must be one of [contains every if in]");
    } else {
      throw error(
          path.location(), "invalid import, must be `future.keywords.x`, e.g. `import future.keywords.in`");
    }
  }

  private void regoImport(Ref path, String alias) {
    if (path.path().size() != 1 || !keyName(path.path().get(0)).equals("v1")) {
      throw error(path.location(), "invalid import `" + AstPrinter.print(path) + "`, must be `rego.v1`");
    }
    importsRegoV1 = true;
    if (v1) {
      return;
    }
    if (alias != null) {
      throw error(path.location(), "`rego` imports cannot be aliased");
    }
    futureKeywords.addAll(FUTURE_KEYWORDS);
    v1Compatible = true;
  }

  private static String keyName(Term t) {
    return t instanceof Scalar s && s.value() instanceof StringValue str ? str.value() : "";
  }

  private Ref asRef(Term t) {
    if (t instanceof Ref r && r.head() instanceof Var) {
      return r;
    }
    if (t instanceof Var v) {
      return new Ref(v, List.of(), v.location());
    }
    throw error(t.location(), "unexpected term: expected path");
  }

  /** The path of a package or import, which must be all strings. */
  private List<Term> stringPath(Ref ref) {
    for (Term t : ref.path()) {
      if (!(t instanceof Scalar s && s.value() instanceof StringValue)) {
        throw error(t.location(), "unexpected " + TermKinds.name(t) + " token: expecting string");
      }
    }
    return ref.path();
  }

  // ---- rules ----

  /** How a rule was written, for the v1 checks and else/body rules. */
  private record Form(boolean hasIf, boolean usesContains, boolean generatedValue) {}

  private List<Rule> parseRules() {
    Annotations ann = annotationsFor("rule");
    Location ruleLoc = here();
    boolean isDefault = false;
    if (atKeyword("default")) {
      next();
      isDefault = true;
    }
    Token nameTok = peek();
    if (!nameTok.is(Kind.WORD) || (isKeyword(nameTok.text()) && !refFollows())) {
      throw isDefault ? unexpected(null) : notARule();
    }
    next();
    Location headLoc = loc(nameTok);
    Term headTerm = parseSuffixes(new Var(nameTok.text(), headLoc), true);
    Ref ref;
    List<Term> args = null;
    if (headTerm instanceof Call c && c.operator().head() instanceof Var) {
      ref = c.operator();
      args = c.args();
    } else if (headTerm instanceof Ref || headTerm instanceof Var) {
      ref = asRef(headTerm);
    } else {
      throw error(headLoc, "unexpected term: expected rule head name");
    }
    if (v1Rules() && isKeyword(ref.headName())) {
      softError(ruleLoc, ref.headName() + " keyword cannot be used for rule name");
    }
    boolean usesContains = false;
    boolean assign = false;
    Term key = null;
    Term value = null;
    if (atKeyword("contains")) {
      if (args != null) {
        throw unexpected(
            "the contains keyword can only be used with multi-value rule definitions (e.g., "
                + AstPrinter.print(ref)
                + " contains <VALUE> { ... })");
      }
      next();
      key = parseTermIn(true, null);
      usesContains = true;
    } else if (at(Kind.UNIFY) || at(Kind.ASSIGN)) {
      assign = next().is(Kind.ASSIGN);
      value = parseTermIn(true, null);
    }
    int pathSize = ref.path().size();
    boolean generatedValue = false;
    if (value == null && key == null && (pathSize != 1 || args != null)) {
      value = trueTerm(headLoc);
      generatedValue = true;
    }
    if (isDefault) {
      return List.of(defaultRule(ref, args, value, assign, headLoc, ann, ruleLoc));
    }
    boolean hasIf = atKeyword("if");
    // v0's p[x] { ... } is a partial set; with `if` (or a value), p[x] names one key.
    boolean keyed = usesContains || (!hasIf && args == null && pathSize == 1);
    if (!usesContains && pathSize == 1 && value == null) {
      if (hasIf) {
        value = trueTerm(headLoc);
        generatedValue = true;
      } else if (args == null) {
        key = ref.path().get(0);
        ref = new Ref(ref.head(), List.of(), ref.location());
      }
    }
    RuleHead head = new RuleHead(ref, args, key, value, assign, headLoc);
    Form form = new Form(hasIf, usesContains, generatedValue);
    Body body;
    if (hasIf) {
      next();
      body = parseIfBody();
    } else if (at(Kind.LBRACE)) {
      body = parseBraces();
    } else {
      if (headTerm instanceof Var && generatedValue) {
        throw error(headLoc, "var cannot be used for rule name");
      }
      body = null;
    }
    checkV1(ruleLoc, head, form, body == null);
    Rule elseRule = null;
    if (atKeyword("else")) {
      if (!Ground.isGround(ref.path())) {
        throw error(here(), "else keyword cannot be used on rules with variables in head");
      }
      if (keyed) {
        throw error(here(), "else keyword cannot be used on multi-value rules");
      }
      elseRule = parseElse(head);
    }
    List<Rule> rules = new ArrayList<>();
    rules.add(new Rule(false, head, body == null ? trueBody(headLoc) : body, elseRule, ann, ruleLoc));
    while (at(Kind.LBRACE)) {
      if (elseRule != null) {
        throw unexpected("expected else keyword");
      }
      Location loc = here();
      RuleHead again = new RuleHead(head.ref(), head.args(), head.key(), head.value(), head.assign(), loc);
      rules.add(new Rule(false, again, parseBraces(), null, null, loc));
    }
    return rules;
  }

  /**
   * A statement that cannot start a rule. Like OPA, parse it as an expression to say what is
   * wrong with it ("number cannot be used for rule name"), or fail on the expression itself.
   */
  private ParseFailure notARule() {
    Expr e = parseLiteral();
    String message;
    if (e.negated()) {
      message = "negated expressions cannot be used for rule head";
    } else if (!e.withs().isEmpty()) {
      message = "expressions using with keyword cannot be used for rule head";
    } else if (e.kind() instanceof Expr.TermExpr te) {
      Term t = te.term();
      if (t instanceof Call c && (c.name().equals(Operators.EQ) || c.name().equals(Operators.ASSIGN))) {
        t = c.args().get(0);
      }
      message = TermKinds.name(t) + " cannot be used for rule name";
    } else if (e.kind() instanceof Expr.SomeDecl) {
      message = "'some' declarations cannot be used for rule head";
    } else {
      message = "expression cannot be used for rule head";
    }
    return error(e.location(), message);
  }

  private Body parseBraces() {
    next();
    Body body = parseBody(Kind.RBRACE);
    next();
    return body;
  }

  /**
   * After {@code if}: a single expression or {@code { body }}. As in OPA, a single expression is
   * tried first, so {@code p if {"a": 1}} and {@code p if {x | ...}} are literals; a set literal
   * would always be true, so {@code {...}} parsing as one is a body instead.
   */
  private Body parseIfBody() {
    if (!at(Kind.LBRACE)) {
      Expr lit = parseLiteral();
      return new Body(List.of(lit), lit.location());
    }
    int savedPos = pos;
    int savedDepth = depth;
    Expr lit = tryParse(this::parseLiteral);
    if (lit != null && !(lit.kind() instanceof Expr.TermExpr te && te.term() instanceof SetTerm)) {
      return new Body(List.of(lit), lit.location());
    }
    rewind(savedPos, savedDepth);
    return parseBraces();
  }

  private Rule parseElse(RuleHead head) {
    enter();
    Location loc = loc(next());
    Term value;
    boolean assign = head.assign();
    boolean generatedValue = false;
    if (at(Kind.LBRACE) || atKeyword("if")) {
      value = trueTerm(loc);
      generatedValue = true;
    } else if (at(Kind.ASSIGN) || at(Kind.UNIFY)) {
      assign = next().is(Kind.ASSIGN);
      value = parseTermIn(true, null);
    } else {
      throw unexpected("expected else value term or rule body");
    }
    boolean hasIf = atKeyword("if");
    Body body = null;
    if (hasIf) {
      next();
      if (at(Kind.LBRACE)) {
        body = parseBraces();
      } else if (at(Kind.EOF)) {
        throw unexpected("rule body expected");
      } else {
        Expr lit = parseLiteral();
        body = new Body(List.of(lit), lit.location());
      }
    } else if (at(Kind.LBRACE)) {
      body = parseBraces();
    }
    RuleHead elseHead = new RuleHead(head.ref(), head.args(), null, value, assign, loc);
    checkV1(loc, elseHead, new Form(hasIf, false, generatedValue), body == null);
    Rule next = atKeyword("else") ? parseElse(head) : null;
    leave();
    return new Rule(false, elseHead, body == null ? trueBody(loc) : body, next, null, loc);
  }

  private Rule defaultRule(
      Ref ref, List<Term> args, Term value, boolean assign, Location headLoc, Annotations ann, Location ruleLoc) {
    if (value == null) {
      throw error(ruleLoc, "illegal default rule (must have a value)");
    }
    String bad = Ground.firstNonConstant(value);
    if (bad != null) {
      throw error(ruleLoc, "illegal default rule (value cannot contain " + bad + ")");
    }
    if (args != null) {
      List<String> seen = new ArrayList<>();
      for (Term a : args) {
        if (!(a instanceof Var v)) {
          // OPA 1.x refuses them in v0 syntax too (before 1.0 it accepted and never used them)
          throw error(ruleLoc, "illegal default rule (arguments cannot contain " + TermKinds.name(a) + ")");
        }
        if (!v.isWildcard() && seen.contains(v.name())) {
          throw error(ruleLoc, "illegal default rule (arguments cannot be repeated " + v.name() + ")");
        }
        seen.add(v.name());
      }
    }
    RuleHead head = new RuleHead(ref, args, null, value, assign, headLoc);
    return new Rule(true, head, trueBody(ruleLoc), null, ann, ruleLoc);
  }

  /** Rego v1's rules for rule syntax (OPA's CheckRegoV1). */
  private void checkV1(Location loc, RuleHead head, Form form, boolean generatedBody) {
    if (!v1Rules()) {
      return;
    }
    String kind = head.isFunction() ? "function" : "rule";
    if (generatedBody && form.generatedValue()) {
      softError(loc, kind + " must have value assignment and/or body declaration");
    }
    if (!generatedBody && !form.hasIf()) {
      softError(loc, "`if` keyword is required before " + kind + " body");
    }
    if (head.isMultiValue() && !form.usesContains()) {
      softError(loc, "`contains` keyword is required for partial set rules");
    }
  }

  /** The body {@code true} that rules without a body get. */
  static Body trueBody(Location loc) {
    Expr e = new Expr(new Expr.TermExpr(new Scalar(BooleanValue.TRUE, loc)), false, List.of(), loc);
    return new Body(List.of(e), loc);
  }

  private static Scalar trueTerm(Location loc) {
    return new Scalar(BooleanValue.TRUE, loc);
  }
}
