package dev.cairn.compat.rego.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Writes random Rego expressions of a wanted type and body statements, in a module's dialect,
 * using the variables in scope and the rules written before. What it writes is well-formed and
 * mostly well-typed: type mismatches are left to values read from the input, whose types only
 * the evaluation knows. Every statement is one line, so a shrinker can drop lines.
 */
final class RegoWriter {
  private final Random r;
  private final Dialect d;
  private final List<RuleInfo> rules;

  RegoWriter(Random r, Dialect d, List<RuleInfo> rules) {
    this.r = r;
    this.d = d;
    this.rules = rules;
  }

  // ---------------------------------------------------------------- types

  /** A type for a new value: scalars most often, collections of scalars (or deeper, rarely). */
  RegoType type(int depth) {
    int roll = r.nextInt(100);
    if (roll < 26) {
      return RegoType.NUM;
    }
    if (roll < 50) {
      return RegoType.STR;
    }
    if (roll < 60) {
      return RegoType.BOOL;
    }
    if (roll < 62) {
      return RegoType.NULL;
    }
    RegoType elem = depth > 1 && r.nextInt(5) == 0 ? type(depth - 1) : scalarType();
    if (roll < 76) {
      return RegoType.arr(elem);
    }
    if (roll < 88) {
      return RegoType.set(elem);
    }
    return RegoType.obj(elem);
  }

  RegoType scalarType() {
    return switch (r.nextInt(6)) {
      case 0, 1 -> RegoType.NUM;
      case 2, 3 -> RegoType.STR;
      case 4 -> RegoType.BOOL;
      default -> r.nextBoolean() ? RegoType.NUM : RegoType.STR;
    };
  }

  RegoType collectionType() {
    RegoType elem = scalarType();
    return switch (r.nextInt(3)) {
      case 0 -> RegoType.arr(elem);
      case 1 -> RegoType.set(elem);
      default -> RegoType.obj(elem);
    };
  }

  // ---------------------------------------------------------------- literals

  String literal(RegoType t, int nest) {
    return switch (t.kind()) {
      case NUM -> pick(Pools.NUMBERS);
      case STR -> quote(pick(RandomInput.WORDS));
      case BOOL -> r.nextBoolean() ? "true" : "false";
      case NULL -> "null";
      case ARR -> "[" + String.join(", ", literals(t.element(), nest, 0)) + "]";
      case SET -> {
        List<String> items = literals(t.element(), nest, 1);
        yield items.isEmpty() ? "set()" : "{" + String.join(", ", items) + "}";
      }
      case OBJ -> {
        List<String> entries = new ArrayList<>();
        int n = r.nextInt(4);
        for (int i = 0; i < n; i++) {
          entries.add(quote(RandomInput.KEYS[r.nextInt(RandomInput.KEYS.length)]) + ": " + literal(t.element(), nest + 1));
        }
        yield "{" + String.join(", ", entries) + "}";
      }
      case ITEM -> "{\"name\": \"n" + r.nextInt(4) + "\", \"kind\": " + quote(pick(RandomInput.KINDS)) + ", \"size\": "
          + pick(Pools.NUMBERS) + ", \"tags\": [\"p1\"], \"meta\": {\"owner\": \"root\", \"level\": 1}}";
      case ANY -> literal(nest > 1 ? scalarType() : type(2 - nest), nest);
    };
  }

  private List<String> literals(RegoType elem, int nest, int min) {
    List<String> out = new ArrayList<>();
    int n = min + r.nextInt(4);
    for (int i = 0; i < n; i++) {
      out.add(literal(elem, nest + 1));
    }
    return out;
  }

  // ---------------------------------------------------------------- expressions

  /** An expression whose value should have type {@code want}. */
  String expr(RegoType want, Scope s, int depth) {
    if (want.kind() == RegoType.Kind.ANY) {
      if (r.nextInt(4) == 0) {
        String in = inputRef(want, s);
        if (in != null) {
          return in;
        }
      }
      want = type(2);
    }
    int roll = r.nextInt(100);
    if (roll < 22) {
      Scope.Var v = s.pick(r, want);
      if (v != null) {
        return v.name();
      }
    }
    if (roll >= 22 && roll < 34) {
      String ref = ruleRef(want, s, depth);
      if (ref != null) {
        return ref;
      }
    }
    if (roll >= 34 && roll < 46) {
      String in = inputRef(want, s);
      if (in != null) {
        return in;
      }
    }
    if (depth <= 0 || roll >= 90) {
      return literal(want, 0);
    }
    String e =
        switch (want.kind()) {
          case NUM -> number(s, depth - 1);
          case STR -> string(s, depth - 1);
          case BOOL -> bool(s, depth - 1);
          case ARR -> array(want, s, depth - 1);
          case SET -> set(want, s, depth - 1);
          case OBJ -> object(want, s, depth - 1);
          default -> null;
        };
    return e != null ? e : literal(want, 0);
  }

  private String number(Scope s, int depth) {
    return switch (r.nextInt(22)) {
      case 0, 1 -> "count(" + expr(r.nextInt(4) == 0 ? RegoType.STR : collectionType(), s, depth) + ")";
      case 2 -> "sum(" + expr(numbers(), s, depth) + ")";
      case 3 -> pick("max", "min", "product") + "(" + expr(numbers(), s, depth) + ")";
      case 4, 5, 6 -> "(" + expr(RegoType.NUM, s, depth) + " " + pick("+", "-", "*") + " " + expr(RegoType.NUM, s, depth) + ")";
      case 7 -> "(" + expr(RegoType.NUM, s, depth) + " " + pick("/", "%") + " " + expr(RegoType.NUM, s, depth) + ")";
      case 8 -> pick("abs", "round", "ceil", "floor") + "(" + expr(RegoType.NUM, s, depth) + ")";
      case 9 -> "to_number(" + (r.nextBoolean() ? quote(pick(Pools.NUMBERS)) : expr(RegoType.STR, s, depth)) + ")";
      case 10 -> pick("indexof", "strings.count") + "(" + expr(RegoType.STR, s, depth) + ", " + quote(pick("a", "b", "o", ",", "")) + ")";
      case 11 -> "bits." + pick("and", "or", "xor", "lsh", "rsh") + "(" + expr(RegoType.NUM, s, depth) + ", " + pick(Pools.SMALL_INTS) + ")";
      case 12 -> "units.parse_bytes(" + quote(pick(Pools.BYTES)) + ")";
      case 13 -> "units.parse(" + quote(pick(Pools.UNITS)) + ")";
      case 14 -> "time.parse_rfc3339_ns(" + quote(pick(Pools.TIMES)) + ")";
      case 15 -> "object.get(" + expr(RegoType.obj(RegoType.NUM), s, depth) + ", " + quote(pick(RandomInput.KEYS)) + ", " + pick(Pools.NUMBERS) + ")";
      case 16 -> "array.concat(" + expr(RegoType.arr(RegoType.NUM), s, depth) + ", [" + pick(Pools.NUMBERS) + "])[0]";
      case 17 -> "semver.compare(" + quote(pick(Pools.SEMVERS)) + ", " + quote(pick(Pools.SEMVERS)) + ")";
      case 18 -> "time.date(" + pick("0", "1700000000000000000", "-1000000000") + ")[" + r.nextInt(3) + "]";
      case 19 -> "numbers.range(" + pick(Pools.SMALL_INTS) + ", " + pick(Pools.SMALL_INTS) + ")[" + r.nextInt(3) + "]";
      case 20 -> "json.unmarshal(" + quote(pick("1", "2.50", "1e3", "-0", "12345678901234567890")) + ")";
      default -> "strings.count(" + expr(RegoType.STR, s, depth) + ", " + expr(RegoType.STR, s, depth) + ")";
    };
  }

  private String string(Scope s, int depth) {
    return switch (r.nextInt(24)) {
      case 0, 1 -> "concat(" + quote(pick(Pools.SEPARATORS)) + ", " + expr(r.nextBoolean() ? RegoType.arr(RegoType.STR) : RegoType.set(RegoType.STR), s, depth) + ")";
      case 2, 3 -> pick("upper", "lower", "trim_space", "strings.reverse") + "(" + expr(RegoType.STR, s, depth) + ")";
      case 4 -> pick("trim", "trim_prefix", "trim_suffix", "trim_left", "trim_right") + "(" + expr(RegoType.STR, s, depth) + ", " + quote(pick("a", "b", " ", "ab", "n")) + ")";
      case 5 -> "replace(" + expr(RegoType.STR, s, depth) + ", " + quote(pick("a", "o", ",", "")) + ", " + quote(pick("X", "", "--")) + ")";
      case 6 -> "substring(" + expr(RegoType.STR, s, depth) + ", " + pick("0", "1", "2") + ", " + pick("-1", "0", "1", "3", "10") + ")";
      case 7, 8 -> sprintf(s, depth);
      case 9 -> "format_int(" + expr(RegoType.NUM, s, depth) + ", " + pick("2", "8", "10", "16") + ")";
      case 10 -> "json.marshal(" + expr(RegoType.ANY, s, depth) + ")";
      case 11 -> pick("base64.encode", "base64url.encode", "hex.encode", "urlquery.encode", "base64url.encode_no_pad") + "(" + expr(RegoType.STR, s, depth) + ")";
      case 12 -> "type_name(" + expr(RegoType.ANY, s, depth) + ")";
      case 13 -> "object.get(" + expr(RegoType.obj(RegoType.STR), s, depth) + ", " + quote(pick(RandomInput.KEYS)) + ", \"none\")";
      case 14 -> "strings.replace_n({\"a\": \"A\", \"o\": \"0\"}, " + expr(RegoType.STR, s, depth) + ")";
      case 15 -> "regex.replace(" + expr(RegoType.STR, s, depth) + ", " + raw(pick(Pools.PATTERNS)) + ", " + quote(pick("X", "$1", "")) + ")";
      case 16 -> "split(" + expr(RegoType.STR, s, depth) + ", " + quote(pick(Pools.SEPARATORS)) + ")[" + r.nextInt(2) + "]";
      case 17 -> pick("crypto.md5", "crypto.sha1", "crypto.sha256") + "(" + expr(RegoType.STR, s, depth) + ")";
      // scalars and flat lists only: nested sequences and empty keys are a documented difference
      case 18 -> "yaml.marshal(" + expr(r.nextBoolean() ? scalarType() : RegoType.arr(scalarType()), s, depth) + ")";
      case 19 -> "sprintf(\"%v\", [" + expr(RegoType.ANY, s, depth) + "])";
      case 20 -> "base64.decode(" + quote(pick("YWI=", "Zm9v", "!!", "")) + ")";
      case 21 -> "strings.render_template(\"{{.a}}-{{.b}}\", {\"a\": " + expr(RegoType.STR, s, depth) + ", \"b\": " + expr(RegoType.NUM, s, depth) + "})";
      case 22 -> "json.marshal_with_options(" + expr(RegoType.ANY, s, depth) + ", {\"pretty\": true, \"indent\": \"  \"})";
      default -> "concat(\"\", [" + expr(RegoType.STR, s, depth) + ", " + expr(RegoType.STR, s, depth) + "])";
    };
  }

  private String sprintf(Scope s, int depth) {
    String[] f = Pools.FORMATS[r.nextInt(Pools.FORMATS.length)];
    List<String> args = new ArrayList<>();
    for (int i = 1; i < f.length; i++) {
      args.add(expr(new RegoType(RegoType.Kind.valueOf(f[i]), null), s, depth));
    }
    return "sprintf(" + quote(f[0]) + ", [" + String.join(", ", args) + "])";
  }

  private String bool(Scope s, int depth) {
    return switch (r.nextInt(20)) {
      case 0, 1, 2 -> {
        RegoType t = type(2);
        yield "(" + expr(t, s, depth) + " " + pick("==", "!=") + " " + expr(t, s, depth) + ")";
      }
      case 3, 4 -> {
        RegoType t = r.nextBoolean() ? RegoType.NUM : RegoType.STR;
        yield "(" + expr(t, s, depth) + " " + pick("<", "<=", ">", ">=") + " " + expr(t, s, depth) + ")";
      }
      case 5, 6 -> pick("startswith", "endswith", "contains") + "(" + expr(RegoType.STR, s, depth) + ", " + quote(pick("a", "n", "", "o", "foo")) + ")";
      case 7 -> "regex.match(" + raw(pick(Pools.PATTERNS)) + ", " + expr(RegoType.STR, s, depth) + ")";
      case 8 -> "glob.match(" + quote(pick(Pools.GLOBS)) + ", " + pick("[]", "[\".\"]", "null") + ", " + expr(RegoType.STR, s, depth) + ")";
      case 9 -> pick("is_number", "is_string", "is_array", "is_object", "is_set", "is_boolean", "is_null") + "(" + expr(RegoType.ANY, s, depth) + ")";
      case 10, 11 -> {
        if (!d.keywords()) {
          yield "(count(" + expr(collectionType(), s, depth) + ") > " + pick(Pools.SMALL_INTS) + ")";
        }
        RegoType c = collectionType();
        yield "(" + expr(c.element(), s, depth) + " in " + expr(c, s, depth) + ")";
      }
      case 12 -> "semver.is_valid(" + quote(pick(Pools.SEMVERS)) + ")";
      case 13 -> "net.cidr_contains(" + quote(pick(Pools.CIDRS)) + ", " + quote(pick(Pools.IPS)) + ")";
      case 14 -> "object.subset(" + expr(RegoType.obj(RegoType.NUM), s, depth) + ", " + expr(RegoType.obj(RegoType.NUM), s, depth) + ")";
      case 15 -> "strings.any_prefix_match(" + expr(RegoType.STR, s, depth) + ", " + expr(RegoType.arr(RegoType.STR), s, depth) + ")";
      case 16 -> "regex.is_valid(" + raw(pick("a(", "[a-z]+", "*", "x{2}")) + ")";
      case 17 -> "json.is_valid(" + quote(pick("{}", "[1,", "nul", "12", "{\"a\": 1}")) + ")";
      default -> "glob.match(" + quote(pick(Pools.GLOBS)) + ", [], " + expr(RegoType.STR, s, depth) + ")";
    };
  }

  private String array(RegoType want, Scope s, int depth) {
    RegoType elem = want.element();
    boolean numbers = elem.kind() == RegoType.Kind.NUM;
    boolean strings = elem.kind() == RegoType.Kind.STR;
    return switch (r.nextInt(10)) {
      case 0, 1, 2 -> comprehension("[", "]", elem, s, depth);
      case 3 -> "array.concat(" + expr(want, s, depth) + ", " + expr(want, s, depth) + ")";
      case 4 -> "array.slice(" + expr(want, s, depth) + ", " + pick(Pools.SMALL_INTS) + ", " + pick("1", "2", "5", "-1") + ")";
      case 5 -> "array.reverse(" + expr(want, s, depth) + ")";
      case 6 -> numbers || strings ? "sort(" + expr(r.nextBoolean() ? want : RegoType.set(elem), s, depth) + ")" : null;
      case 7 -> strings ? "split(" + expr(RegoType.STR, s, depth) + ", " + quote(pick(Pools.SEPARATORS)) + ")" : numbers ? "numbers.range(" + pick(Pools.SMALL_INTS) + ", " + pick("0", "2", "4") + ")" : null;
      case 8 -> strings ? "regex.find_n(" + raw(pick(Pools.PATTERNS)) + ", " + expr(RegoType.STR, s, depth) + ", " + pick("-1", "1", "0") + ")" : null;
      default -> strings ? "regex.split(" + raw(pick(Pools.PATTERNS)) + ", " + expr(RegoType.STR, s, depth) + ")" : null;
    };
  }

  private String set(RegoType want, Scope s, int depth) {
    RegoType elem = want.element();
    return switch (r.nextInt(8)) {
      case 0, 1, 2 -> comprehension("{", "}", elem, s, depth);
      case 3, 4 -> "(" + expr(want, s, depth) + " " + pick("|", "&", "-") + " " + expr(want, s, depth) + ")";
      case 5 -> pick("union", "intersection") + "({" + expr(want, s, depth) + ", " + expr(want, s, depth) + "})";
      case 6 -> elem.kind() == RegoType.Kind.STR ? "object.keys(" + expr(RegoType.obj(RegoType.ANY), s, depth) + ")" : null;
      default -> elem.kind() == RegoType.Kind.STR && d.keywords() ? "{k | some k, _ in " + expr(RegoType.obj(RegoType.NUM), s, depth) + "}" : null;
    };
  }

  private String object(RegoType want, Scope s, int depth) {
    RegoType elem = want.element();
    return switch (r.nextInt(9)) {
      case 0, 1, 2 -> objectComprehension(elem, s, depth);
      case 3 -> "object.union(" + expr(want, s, depth) + ", " + expr(want, s, depth) + ")";
      case 4 -> "object.union_n([" + expr(want, s, depth) + ", " + expr(want, s, depth) + "])";
      case 5 -> pick("object.remove", "object.filter", "json.remove", "json.filter") + "(" + expr(want, s, depth) + ", [" + quote(pick(RandomInput.KEYS)) + "])";
      case 6 -> "json.patch(" + expr(want, s, depth) + ", [{\"op\": \"add\", \"path\": \"/z\", \"value\": " + literal(elem, 1) + "}])";
      case 7 -> "object.filter(" + expr(want, s, depth) + ", " + expr(RegoType.set(RegoType.STR), s, depth) + ")";
      default -> "json.unmarshal(" + quote("{\"a\": " + literal(RegoType.NUM, 1) + "}") + ")";
    };
  }

  /** {@code [e | body]} or {@code {e | body}}: a body in a scope of its own, then the term. */
  private String comprehension(String open, String close, RegoType elem, Scope s, int depth) {
    Scope inner = s.child();
    List<String> body = comprehensionBody(inner, depth);
    return open + expr(elem, inner, depth) + " | " + String.join("; ", body) + close;
  }

  private String objectComprehension(RegoType elem, Scope s, int depth) {
    Scope inner = s.child();
    List<String> body = comprehensionBody(inner, depth);
    return "{" + expr(RegoType.STR, inner, depth) + ": " + expr(elem, inner, depth) + " | " + String.join("; ", body) + "}";
  }

  /** A comprehension's body: usually an iteration first, then a condition or two. */
  private List<String> comprehensionBody(Scope inner, int depth) {
    List<String> body = new ArrayList<>();
    body.addAll(iteration(inner, depth));
    int more = r.nextInt(3);
    for (int i = 0; i < more; i++) {
      body.add(r.nextBoolean() ? condition(inner, depth) : binding(inner, depth));
    }
    return body;
  }

  // ---------------------------------------------------------------- references

  /** A rule of the module (or a call of a function) whose value fits {@code want}, or null. */
  String ruleRef(RegoType want, Scope s, int depth) {
    List<RuleInfo> fit = new ArrayList<>();
    for (RuleInfo info : rules) {
      if (info.refType().fits(want) && (want.kind() != RegoType.Kind.ANY || r.nextBoolean())) {
        fit.add(info);
      }
    }
    if (fit.isEmpty()) {
      return null;
    }
    RuleInfo info = fit.get(r.nextInt(fit.size()));
    return reference(info, s, depth);
  }

  String reference(RuleInfo info, Scope s, int depth) {
    if (info.kind() != RuleInfo.Kind.FUNCTION) {
      return r.nextInt(5) == 0 ? "data.gen." + info.name() : info.name();
    }
    List<String> args = new ArrayList<>();
    for (RegoType p : info.params()) {
      args.add(expr(p, s, Math.max(0, depth - 1)));
    }
    return info.name() + "(" + String.join(", ", args) + ")";
  }

  /** A path into the input whose value usually has type {@code want}, or null if none has it. */
  String inputRef(RegoType want, Scope s) {
    List<Scope.Var> items = s.ofKind(RegoType.Kind.ITEM);
    String item = items.isEmpty() ? "input.items[0]" : items.get(r.nextInt(items.size())).name();
    return switch (want.kind()) {
      case NUM -> pick("input.n", "input.xs[0]", "input.xs[1]", "input.m.a", "input.nested.a.b", item + ".size", item + ".meta.level");
      case STR -> pick("input.s", "input.ss[0]", item + ".name", item + ".kind", item + ".meta.owner", item + ".tags[0]");
      case BOOL -> "input.b";
      case NULL -> "input.nul";
      case ARR -> switch (want.element().kind()) {
        case NUM -> "input.xs";
        case STR -> pick("input.ss", item + ".tags");
        case ITEM -> "input.items";
        case ANY -> pick("input.mixed", "input.items", "input.xs");
        default -> null;
      };
      case OBJ -> switch (want.element().kind()) {
        case NUM -> pick("input.m", "input.nested.a");
        case ANY -> pick("input", "input.nested", item, item + ".meta");
        default -> null;
      };
      case ITEM -> "input.items[" + r.nextInt(2) + "]";
      case ANY -> pick("input.n", "input.s", "input.xs", "input.m", item, "input.nul", "input.mixed[" + r.nextInt(6) + "]", "input.b");
      default -> null;
    };
  }

  // ---------------------------------------------------------------- statements

  /** A rule body of {@code n} statements or so, each one line. */
  List<String> body(Scope s, int n, int depth) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.addAll(statement(s, depth));
    }
    return out;
  }

  private List<String> statement(Scope s, int depth) {
    int roll = r.nextInt(100);
    if (roll < 25) {
      return List.of(binding(s, depth));
    }
    if (roll < 50) {
      return iteration(s, depth);
    }
    if (roll < 60 && d.keywords()) {
      return List.of(every(s, depth));
    }
    if (roll < 68) {
      String w = with(s, depth);
      if (w != null) {
        return List.of(w);
      }
    }
    return List.of(condition(s, depth));
  }

  String binding(Scope s, int depth) {
    RegoType t = type(2);
    String e = expr(t, s, depth);
    return s.bind(t).name() + " := " + e;
  }

  String condition(Scope s, int depth) {
    String c = r.nextInt(3) == 0 ? ruleRef(RegoType.BOOL, s, depth) : null;
    if (c == null) {
      c = bool(s, depth);
    }
    return r.nextInt(5) == 0 ? "not " + c : c;
  }

  /** Binds a new variable to each element (and maybe key) of a collection. */
  List<String> iteration(Scope s, int depth) {
    RegoType c = iterated();
    String coll = expr(c, s, depth);
    if (d.keywords() && r.nextBoolean()) {
      if (r.nextBoolean()) {
        String v = s.fresh();
        s.add(new Scope.Var(v, c.element()));
        return List.of("some " + v + " in " + coll);
      }
      String k = s.fresh();
      String v = s.fresh();
      s.add(new Scope.Var(k, c.key()));
      s.add(new Scope.Var(v, c.element()));
      return List.of("some " + k + ", " + v + " in " + coll);
    }
    // a ref can only follow a variable or a data/input path, so a computed collection gets a name
    List<String> out = new ArrayList<>();
    if (!coll.matches("[A-Za-z_][A-Za-z0-9_.\\[\\]]*")) {
      String name = s.fresh();
      out.add(name + " := " + coll);
      coll = name;
    }
    String v = s.fresh();
    if (r.nextBoolean()) {
      out.add(v + " := " + coll + "[_]");
    } else {
      String k = s.fresh();
      out.add("some " + k);
      out.add(v + " := " + coll + "[" + k + "]");
      s.add(new Scope.Var(k, c.key()));
    }
    s.add(new Scope.Var(v, c.element()));
    return out;
  }

  /** What an iteration runs over: the input's items or numbers now and then, else any collection. */
  private RegoType iterated() {
    return switch (r.nextInt(6)) {
      case 0 -> RegoType.arr(RegoType.ITEM);
      case 1 -> RegoType.arr(RegoType.NUM);
      default -> collectionType();
    };
  }

  private String every(Scope s, int depth) {
    RegoType c = iterated();
    String coll = expr(c, s, depth);
    Scope inner = s.child();
    String head;
    if (r.nextBoolean()) {
      String v = inner.fresh();
      inner.add(new Scope.Var(v, c.element()));
      head = "every " + v + " in " + coll;
    } else {
      String k = inner.fresh();
      String v = inner.fresh();
      inner.add(new Scope.Var(k, c.key()));
      inner.add(new Scope.Var(v, c.element()));
      head = "every " + k + ", " + v + " in " + coll;
    }
    List<String> body = new ArrayList<>();
    int n = 1 + r.nextInt(2);
    for (int i = 0; i < n; i++) {
      body.add(r.nextInt(3) == 0 ? binding(inner, depth) : condition(inner, depth));
    }
    // OPA refuses an every whose key or value its body does not use
    String text = String.join("; ", body);
    for (String v : head.substring("every ".length(), head.indexOf(" in ")).split(", ")) {
      if (!text.matches("(?s).*\\b" + v + "\\b.*")) {
        body.add(0, "is_" + pick("number", "string", "object") + "(" + v + ")");
      }
    }
    return head + " { " + String.join("; ", body) + " }";
  }

  /**
   * A rule's value, or a function's result, computed with something replaced: the input or part
   * of it, another rule's value, or a function by another function or a value.
   */
  private String with(Scope s, int depth) {
    List<RuleInfo> candidates = new ArrayList<>(rules);
    if (candidates.isEmpty()) {
      return null;
    }
    RuleInfo target = candidates.get(r.nextInt(candidates.size()));
    String ref = reference(target, s, depth);
    String replacement;
    int roll = r.nextInt(5);
    List<RuleInfo> others = rules.stream().filter(o -> o != target && o.kind() != RuleInfo.Kind.FUNCTION).toList();
    List<RuleInfo> sameArity =
        rules.stream()
            .filter(o -> o != target && target.kind() == RuleInfo.Kind.FUNCTION && o.kind() == RuleInfo.Kind.FUNCTION
                && o.params().size() == target.params().size())
            .toList();
    if (roll == 0 && !sameArity.isEmpty()) {
      replacement = "with " + target.name() + " as " + sameArity.get(r.nextInt(sameArity.size())).name();
    } else if (roll == 1 && target.kind() == RuleInfo.Kind.FUNCTION) {
      replacement = "with " + target.name() + " as " + literal(target.type(), 1);
    } else if (roll == 2 && !others.isEmpty()) {
      RuleInfo other = others.get(r.nextInt(others.size()));
      replacement = "with data.gen." + other.name() + " as " + literal(other.refType(), 1);
    } else if (roll == 3) {
      replacement = "with input as " + literal(RegoType.obj(RegoType.ANY), 0);
    } else {
      String path = pick("n", "s", "b", "xs", "m", "items", "nested.a");
      RegoType t = switch (path) {
        case "n" -> RegoType.NUM;
        case "s" -> RegoType.STR;
        case "b" -> RegoType.BOOL;
        case "xs" -> RegoType.arr(RegoType.NUM);
        case "items" -> RegoType.arr(RegoType.ITEM);
        default -> RegoType.obj(RegoType.NUM);
      };
      replacement = "with input." + path + " as " + literal(t, 0);
    }
    RegoType t = target.refType();
    if (t.kind() == RegoType.Kind.BOOL && r.nextBoolean()) {
      return (r.nextInt(4) == 0 ? "not " : "") + ref + " " + replacement;
    }
    return s.bind(t).name() + " := " + ref + " " + replacement;
  }

  // ---------------------------------------------------------------- helpers

  private RegoType numbers() {
    return r.nextInt(3) == 0 ? RegoType.set(RegoType.NUM) : RegoType.arr(RegoType.NUM);
  }

  String pick(String... options) {
    return options[r.nextInt(options.length)];
  }

  static String quote(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') {
        sb.append('\\');
      }
      sb.append(c);
    }
    return sb.append('"').toString();
  }

  /** A raw string (backquotes): regular expressions without escaping. */
  private static String raw(String s) {
    return "`" + s + "`";
  }
}
