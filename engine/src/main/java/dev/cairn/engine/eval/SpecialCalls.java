package dev.cairn.engine.eval;

import dev.cairn.engine.ast.Annotations;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.compiler.CompiledRule;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * Calls the evaluator answers itself because they need its context: {@code print} (arguments may
 * be undefined) and {@code rego.metadata.rule}/{@code rego.metadata.chain} (the current rule).
 */
final class SpecialCalls {
  static final String RULE = "rego.metadata.rule";
  static final String CHAIN = "rego.metadata.chain";

  private SpecialCalls() {}

  static boolean isPrint(String name) {
    return name.equals("print") || name.equals("internal.print");
  }

  /** The arity of a special call, or -1 (variadic or unknown). */
  static int arity(String name) {
    return name.equals(RULE) || name.equals(CHAIN) ? 0 : -1;
  }

  /** The value of a special call, or null when {@code name} is not one. */
  static Value call(Evaluator ev, String name, Location loc) {
    if (name.equals(RULE)) {
      CompiledRule cr = ev.rules.current();
      Annotations a = cr == null ? null : cr.rule().annotations();
      return a == null ? ObjectValue.EMPTY : normalise(a);
    }
    if (name.equals(CHAIN)) {
      return chain(ev.rules.current());
    }
    return null;
  }

  private static Value chain(CompiledRule cr) {
    List<Value> out = new ArrayList<>();
    if (cr == null) {
      return ArrayValue.EMPTY;
    }
    Annotations own = cr.rule().annotations();
    out.add(entry(cr.path(), own));
    Module m = cr.module();
    List<Value> pkg = packagePath(m);
    for (Annotations a : m.annotations()) {
      if ("document".equals(a.scope()) && a != own) {
        out.add(entry(cr.path(), a));
      }
    }
    if (m.pkg().annotations() != null) {
      out.add(entry(pkg, m.pkg().annotations()));
    }
    return ArrayValue.of(out);
  }

  private static List<Value> packagePath(Module m) {
    List<Value> path = new ArrayList<>();
    for (Term t : m.pkg().path().path()) {
      if (t instanceof Scalar s) {
        path.add(s.value());
      }
    }
    return path;
  }

  private static Value entry(List<Value> path, Annotations a) {
    LinkedHashMap<Value, Value> m = new LinkedHashMap<>();
    if (a != null) {
      m.put(StringValue.of("annotations"), normalise(a));
    }
    m.put(StringValue.of("path"), ArrayValue.of(path));
    return ObjectValue.wrap(m);
  }

  /** OPA's normal form: authors as {name, email} objects, the scope always present. */
  private static Value normalise(Annotations a) {
    LinkedHashMap<Value, Value> m = new LinkedHashMap<>(a.value().entries());
    m.put(StringValue.of("scope"), StringValue.of(a.scope() == null ? "rule" : a.scope()));
    Value authors = m.get(StringValue.of("authors"));
    if (authors instanceof ArrayValue list) {
      List<Value> out = new ArrayList<>();
      for (Value x : list.items()) {
        out.add(x instanceof StringValue s ? author(s.value()) : x);
      }
      m.put(StringValue.of("authors"), ArrayValue.of(out));
    }
    return ObjectValue.wrap(m);
  }

  private static Value author(String text) {
    LinkedHashMap<Value, Value> m = new LinkedHashMap<>();
    String name = text.trim();
    int lt = name.lastIndexOf('<');
    if (lt >= 0 && name.endsWith(">")) {
      m.put(StringValue.of("email"), StringValue.of(name.substring(lt + 1, name.length() - 1).trim()));
      name = name.substring(0, lt).trim();
    }
    if (!name.isEmpty()) {
      m.put(StringValue.of("name"), StringValue.of(name));
    }
    return ObjectValue.wrap(m);
  }
}
