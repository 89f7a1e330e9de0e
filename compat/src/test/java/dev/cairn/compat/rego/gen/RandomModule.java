package dev.cairn.compat.rego.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A random module {@code package gen} in one dialect: complete rules (constant, with a body,
 * defined twice, with an else chain, with a default), partial sets, partial objects and functions
 * (one or two clauses, else, default), each using only rules written before it, so the module is
 * never recursive. Rules are separated by blank lines and statements are one per line.
 */
final class RandomModule {
  private static final int DEPTH = 2;

  private final Random r;
  private final Dialect d;
  private final List<RuleInfo> rules = new ArrayList<>();
  private final RegoWriter w;
  private final StringBuilder out = new StringBuilder();

  private RandomModule(Random r, Dialect d) {
    this.r = r;
    this.d = d;
    this.w = new RegoWriter(r, d, rules);
  }

  /** The module's source with {@code 2..size+1} rules. */
  static String write(Random r, Dialect d, int size) {
    RandomModule m = new RandomModule(r, d);
    m.out.append("package gen\n\n");
    if (!d.imports.isEmpty()) {
      m.out.append(d.imports).append('\n');
    }
    int n = 2 + r.nextInt(Math.max(1, size));
    for (int i = 0; i < n; i++) {
      m.rule(i);
      m.out.append('\n');
    }
    return m.out.toString();
  }

  private void rule(int i) {
    int roll = r.nextInt(100);
    if (roll < 40) {
      complete("r" + i);
    } else if (roll < 60) {
      partialSet("s" + i);
    } else if (roll < 75) {
      partialObject("o" + i);
    } else {
      function("f" + i);
    }
  }

  /** v1 rules write {@code if}; v0 with future keywords may; bare v0 cannot. */
  private boolean useIf() {
    return d.v1Rules() || (d.keywords() && r.nextBoolean());
  }

  private void complete(String name) {
    boolean bool = r.nextInt(4) == 0;
    RegoType t = bool ? RegoType.BOOL : w.type(2);
    int form = r.nextInt(10);
    if (form < 2 && !bool) { // a constant
      out.append(name).append(" := ").append(w.expr(t, Scope.root(), DEPTH)).append('\n');
    } else if (form < 3 && !bool) { // two definitions, which may conflict
      for (int k = 0; k < 2; k++) {
        definition(name + " = ", t, false, Scope.root());
      }
    } else if (form < 5 && !bool) { // an else chain
      elseChain(name, List.of(), t);
    } else {
      if (r.nextInt(4) == 0) {
        out.append("default ").append(name).append(" := ").append(w.literal(t, 0)).append('\n');
      }
      definition(name + (bool ? " " : pick(" := ", " = ")), t, bool, Scope.root());
    }
    rules.add(new RuleInfo(name, RuleInfo.Kind.COMPLETE, t, List.of()));
  }

  /** {@code head value if { body }}, or {@code head if { body }} for a rule that is just true. */
  private void definition(String head, RegoType t, boolean bool, Scope s) {
    List<String> body = w.body(s, 1 + r.nextInt(3), DEPTH);
    String value = bool ? "" : w.expr(t, s, DEPTH);
    boolean useIf = useIf();
    out.append(head).append(value).append(useIf ? (bool ? "if" : " if") : "").append(" {\n");
    body.forEach(line -> out.append("  ").append(line).append('\n'));
    out.append("}\n");
  }

  private void elseChain(String head, List<Scope.Var> params, RegoType t) {
    boolean useIf = useIf();
    int branches = 1 + r.nextInt(2);
    String op = head.contains("(") || r.nextBoolean() ? " := " : " = ";
    for (int k = 0; k < branches; k++) {
      Scope s = scopeWith(params);
      List<String> body = w.body(s, 1 + r.nextInt(2), DEPTH);
      String value = w.expr(t, s, DEPTH);
      out.append(k == 0 ? head + op : "} else" + op).append(value).append(useIf ? " if" : "").append(" {\n");
      body.forEach(line -> out.append("  ").append(line).append('\n'));
    }
    out.append("}");
    if (r.nextBoolean()) {
      out.append(" else").append(op).append(w.expr(t, scopeWith(params), DEPTH));
    }
    out.append('\n');
  }

  private void partialSet(String name) {
    RegoType t = w.scalarType();
    int definitions = 1 + (r.nextInt(4) == 0 ? 1 : 0);
    for (int k = 0; k < definitions; k++) {
      Scope s = Scope.root();
      List<String> body = w.body(s, 1 + r.nextInt(3), DEPTH);
      String element = w.expr(t, s, DEPTH);
      if (d.v1Rules() || (d.keywords() && r.nextBoolean())) {
        out.append(name).append(" contains ").append(element).append(useIf() ? " if" : "").append(" {\n");
      } else {
        out.append(name).append('[').append(element).append("] {\n");
      }
      body.forEach(line -> out.append("  ").append(line).append('\n'));
      out.append("}\n");
    }
    rules.add(new RuleInfo(name, RuleInfo.Kind.SET, t, List.of()));
  }

  private void partialObject(String name) {
    RegoType t = w.type(1);
    int definitions = 1 + (r.nextInt(4) == 0 ? 1 : 0);
    for (int k = 0; k < definitions; k++) {
      Scope s = Scope.root();
      List<String> body = w.body(s, 1 + r.nextInt(3), DEPTH);
      String key = w.expr(RegoType.STR, s, DEPTH);
      String value = w.expr(t, s, DEPTH);
      boolean useIf = useIf();
      out.append(name).append('[').append(key).append(']').append(useIf || r.nextBoolean() ? " := " : " = ")
          .append(value).append(useIf ? " if" : "").append(" {\n");
      body.forEach(line -> out.append("  ").append(line).append('\n'));
      out.append("}\n");
    }
    rules.add(new RuleInfo(name, RuleInfo.Kind.OBJECT, t, List.of()));
  }

  private void function(String name) {
    int arity = 1 + r.nextInt(2);
    List<RegoType> types = new ArrayList<>();
    for (int k = 0; k < arity; k++) {
      types.add(r.nextInt(3) == 0 ? w.collectionType() : w.scalarType());
    }
    boolean bool = r.nextInt(4) == 0;
    RegoType result = bool ? RegoType.BOOL : w.type(1);
    Scope params = Scope.root();
    List<Scope.Var> vars = new ArrayList<>();
    for (RegoType p : types) {
      vars.add(params.bind(p));
    }
    String head = name + "(" + String.join(", ", vars.stream().map(Scope.Var::name).toList()) + ")";
    if (r.nextInt(5) == 0) {
      out.append("default ").append(name).append("(").append(String.join(", ", types.stream().map(t -> "_").toList()))
          .append(") := ").append(w.literal(result, 0)).append('\n');
    }
    int form = r.nextInt(10);
    if (form < 3 && !bool) {
      elseChain(head, vars, result);
    } else {
      int clauses = form < 5 ? 2 : 1;
      for (int k = 0; k < clauses; k++) {
        definition(head + (bool ? " " : pick(" := ", " = ")), result, bool, scopeWith(vars));
      }
    }
    rules.add(new RuleInfo(name, RuleInfo.Kind.FUNCTION, result, List.copyOf(types)));
  }

  /** A fresh scope holding a function's parameters, with names the body will not reuse. */
  private static Scope scopeWith(List<Scope.Var> params) {
    Scope s = Scope.root();
    for (Scope.Var p : params) {
      s.bind(p.type());
    }
    return s;
  }

  private String pick(String a, String b) {
    return r.nextBoolean() ? a : b;
  }
}
