package dev.cairn.engine.builtins.strings;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.gocompat.GoFloats;
import dev.cairn.engine.builtins.strings.TemplateParser.Field;
import dev.cairn.engine.builtins.strings.TemplateParser.Function;
import dev.cairn.engine.builtins.strings.TemplateParser.If;
import dev.cairn.engine.builtins.strings.TemplateParser.Literal;
import dev.cairn.engine.builtins.strings.TemplateParser.Nested;
import dev.cairn.engine.builtins.strings.TemplateParser.Node;
import dev.cairn.engine.builtins.strings.TemplateParser.Operand;
import dev.cairn.engine.builtins.strings.TemplateParser.Pipeline;
import dev.cairn.engine.builtins.strings.TemplateParser.Print;
import dev.cairn.engine.builtins.strings.TemplateParser.Range;
import dev.cairn.engine.builtins.strings.TemplateParser.Text;
import dev.cairn.engine.builtins.strings.TemplateParser.Variable;
import dev.cairn.engine.builtins.strings.TemplateParser.With;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import dev.cairn.engine.value.ValueOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * strings.render_template: executes a parsed template over the variables as Go's text/template
 * sees OPA's JSON values (numbers are json.Number, a string type; sets are sorted lists). As in
 * OPA 1.x, a missing map key is no error: it is Go's "no value" (a field of it is too), and the
 * output's {@code <no value>} reads {@code <undefined>}. Supported functions: {@link #FUNCTIONS}.
 */
final class TemplateRenderer {
  static final Set<String> FUNCTIONS =
      Set.of("len", "index", "not", "and", "or", "eq", "ne", "lt", "le", "gt", "ge", "print", "println");

  /**
   * A json.Number, as data numbers reach Go: a string type, so it prints and compares as its
   * text and is always true. Template literals and indexes are Go ints ({@link Long}) and floats
   * ({@link Double}) instead.
   */
  record Num(String text) {}

  private record Binding(String name, Object value) {}

  /** What a missing map key gives: Go's invalid reflect.Value, printed "<no value>". */
  static final Object MISSING = new Object() {
    @Override
    public String toString() {
      return "<no value>";
    }
  };

  private final String src;
  private final StringBuilder out = new StringBuilder();
  private final List<Binding> vars = new ArrayList<>();

  private TemplateRenderer(String src) {
    this.src = src;
  }

  static String render(String template, ObjectValue variables) throws BuiltinException {
    List<Node> nodes = TemplateParser.parse(template);
    TemplateRenderer r = new TemplateRenderer(template);
    Object root = goValue(variables);
    r.vars.add(new Binding("$", root));
    r.walk(nodes, root);
    return r.out.toString().replace("<no value>", "<undefined>");
  }

  private static Object goValue(Value v) {
    if (v instanceof StringValue s) {
      return s.value();
    }
    if (v instanceof NumberValue n) {
      return new Num(n.text());
    }
    if (v instanceof BooleanValue b) {
      return b.value();
    }
    if (v instanceof ArrayValue a) {
      List<Object> list = new ArrayList<>();
      a.items().forEach(e -> list.add(goValue(e)));
      return list;
    }
    if (v instanceof SetValue s) {
      List<Object> list = new ArrayList<>();
      s.sorted().forEach(e -> list.add(goValue(e)));
      return list;
    }
    if (v instanceof ObjectValue o) {
      Map<String, Object> m = new TreeMap<>(ValueOrder::compareStrings);
      o.entries().forEach((k, e) ->
          m.put(k instanceof StringValue s ? s.value() : Json.write(k), goValue(e)));
      return m;
    }
    return null;
  }

  private void walk(List<Node> nodes, Object dot) throws BuiltinException {
    for (Node n : nodes) {
      int scope = vars.size();
      if (n instanceof Text t) {
        out.append(t.text());
      } else if (n instanceof Print p) {
        Object v = pipeline(p.pipeline(), dot);
        if (p.pipeline().vars().isEmpty()) {
          out.append(v == null || v == MISSING ? "<no value>" : print(v));
        }
        continue; // a declaration stays visible to the rest of the list
      } else if (n instanceof If i) {
        walk(truth(pipeline(i.cond(), dot)) ? i.then() : i.otherwise(), dot);
      } else if (n instanceof With w) {
        Object v = pipeline(w.value(), dot);
        if (truth(v)) {
          walk(w.body(), v);
        } else {
          walk(w.otherwise(), dot);
        }
      } else {
        range((Range) n, dot);
      }
      truncate(scope);
    }
  }

  private void truncate(int size) {
    while (vars.size() > size) {
      vars.remove(vars.size() - 1);
    }
  }

  private void range(Range r, Object dot) throws BuiltinException {
    Pipeline p = r.source();
    Pipeline source = new Pipeline(p.pos(), List.of(), false, p.commands());
    Object v = pipeline(source, dot);
    List<Object[]> items = new ArrayList<>(); // [key, value]
    if (v instanceof List<?> list) {
      for (int i = 0; i < list.size(); i++) {
        items.add(new Object[] {(long) i, list.get(i)});
      }
    } else if (v instanceof Map<?, ?> map) {
      map.forEach((k, e) -> items.add(new Object[] {k, e}));
    } else if (v != null && v != MISSING) {
      throw exec(p.pos(), "range", "range can't iterate over " + print(v));
    }
    if (items.isEmpty()) {
      walk(r.otherwise(), dot);
      return;
    }
    int scope = vars.size();
    for (Object[] item : items) {
      if (p.vars().size() == 1) {
        vars.add(new Binding(p.vars().get(0), item[1]));
      } else if (p.vars().size() == 2) {
        vars.add(new Binding(p.vars().get(0), item[0]));
        vars.add(new Binding(p.vars().get(1), item[1]));
      }
      walk(r.body(), item[1]);
      truncate(scope);
    }
  }

  private Object pipeline(Pipeline p, Object dot) throws BuiltinException {
    Object value = null;
    boolean piped = false;
    for (List<Operand> cmd : p.commands()) {
      value = command(p, cmd, dot, value, piped);
      piped = true;
    }
    for (String name : p.vars()) {
      if (p.declare()) {
        vars.add(new Binding(name, value));
      } else {
        set(p.pos(), name, value);
      }
    }
    return value;
  }

  private void set(int pos, String name, Object value) throws BuiltinException {
    for (int i = vars.size() - 1; i >= 0; i--) {
      if (vars.get(i).name().equals(name)) {
        vars.set(i, new Binding(name, value));
        return;
      }
    }
    throw exec(pos, name, "undefined variable: " + name);
  }

  private Object command(Pipeline p, List<Operand> cmd, Object dot, Object piped, boolean hasPiped)
      throws BuiltinException {
    if (cmd.get(0) instanceof Function f) {
      List<Object> args = new ArrayList<>();
      for (Operand o : cmd.subList(1, cmd.size())) {
        args.add(operand(o, dot));
      }
      if (hasPiped) {
        args.add(piped);
      }
      if (args.contains(MISSING)) {
        if (f.name().equals("len")) {
          throw exec(p.pos(), f.name(), "error calling len: reflect: call of reflect.Value.Type on zero Value");
        }
        args.replaceAll(a -> a == MISSING ? null : a); // functions see a nil
      }
      return TemplateFunctions.call(f.name(), args, message -> exec(p.pos(), f.name(), message));
    }
    if (cmd.size() > 1 || hasPiped) {
      throw exec(p.pos(), "", "can't give argument to non-function");
    }
    return operand(cmd.get(0), dot);
  }

  private Object operand(Operand o, Object dot) throws BuiltinException {
    if (o instanceof Literal l) {
      return l.value();
    }
    if (o instanceof Nested n) {
      return pipeline(n.pipeline(), dot);
    }
    if (o instanceof Field f) {
      return fields(f.pos(), dot, f.path());
    }
    Variable v = (Variable) o;
    for (int i = vars.size() - 1; i >= 0; i--) {
      if (vars.get(i).name().equals(v.name())) {
        return fields(v.pos(), vars.get(i).value(), v.path());
      }
    }
    throw exec(v.pos(), v.name(), "undefined variable: " + v.name());
  }

  private Object fields(int pos, Object receiver, List<String> path) throws BuiltinException {
    Object v = receiver;
    for (String name : path) {
      if (v == MISSING) {
        continue; // a field of no value is no value
      }
      if (v instanceof Map<?, ?> m) {
        v = m.containsKey(name) ? m.get(name) : MISSING;
      } else if (v == null) {
        throw exec(pos, "." + String.join(".", path), "nil pointer evaluating interface {}." + name);
      } else {
        throw exec(pos, "." + String.join(".", path),
            "can't evaluate field " + name + " in type " + typeName(v));
      }
    }
    return v;
  }

  private BuiltinException exec(int pos, String at, String message) {
    int lineStart = src.lastIndexOf('\n', Math.max(0, pos - 1)) + 1;
    String where = TemplateParser.line(src, pos) + ":" + src.substring(lineStart, pos)
        .getBytes(StandardCharsets.UTF_8).length;
    return BuiltinException.error("template: template:" + where
        + ": executing \"template\" at <" + at + ">: " + message);
  }

  static String typeName(Object v) {
    if (v instanceof String) {
      return "string";
    }
    if (v instanceof Num) {
      return "json.Number";
    }
    if (v instanceof Long) {
      return "int";
    }
    if (v instanceof Double) {
      return "float64";
    }
    if (v instanceof Boolean) {
      return "bool";
    }
    if (v instanceof List) {
      return "[]interface {}";
    }
    return v instanceof Map ? "map[string]interface {}" : "<nil>";
  }

  /** Go's truth: false, empty strings, collections and nil are false; json.Number never is. */
  static boolean truth(Object v) {
    if (v instanceof Boolean b) {
      return b;
    }
    if (v instanceof String s) {
      return !s.isEmpty();
    }
    if (v instanceof List<?> l) {
      return !l.isEmpty();
    }
    if (v instanceof Map<?, ?> m) {
      return !m.isEmpty();
    }
    if (v instanceof Long l) {
      return l != 0;
    }
    if (v instanceof Double d) {
      return d != 0;
    }
    return v != null && v != MISSING;
  }

  /** fmt.Sprint of one value: nested nil as {@code <nil>}, lists and maps in Go's notation. */
  static String print(Object v) {
    if (v == null) {
      return "<nil>";
    }
    if (v instanceof Num n) {
      return n.text();
    }
    if (v instanceof Double d) {
      return GoFloats.format(d, 'g', -1);
    }
    if (v instanceof List<?> l) {
      StringBuilder b = new StringBuilder("[");
      for (int i = 0; i < l.size(); i++) {
        b.append(i > 0 ? " " : "").append(print(l.get(i)));
      }
      return b.append(']').toString();
    }
    if (v instanceof Map<?, ?> m) {
      StringBuilder b = new StringBuilder("map[");
      int i = 0;
      for (Map.Entry<?, ?> e : m.entrySet()) {
        b.append(i++ > 0 ? " " : "").append(e.getKey()).append(':').append(print(e.getValue()));
      }
      return b.append(']').toString();
    }
    return v.toString();
  }
}
