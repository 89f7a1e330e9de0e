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
      if (a == null && cr != null) {
        a = documentScope(ev, cr);
      }
      return a == null ? ObjectValue.EMPTY : normalise(a);
    }
    if (name.equals(CHAIN)) {
      return chain(ev, ev.rules.current());
    }
    return null;
  }

  private static Annotations documentScope(Evaluator ev, CompiledRule cr) {
    for (Annotations a : ev.state.modules.annotationsByRule().getOrDefault(cr.name(), List.of())) {
      if ("document".equals(a.scope())) {
        return a;
      }
    }
    return null;
  }

  /** The rule's own annotations, then its document's, its package's and enclosing packages'. */
  private static Value chain(Evaluator ev, CompiledRule cr) {
    if (cr == null) {
      return ArrayValue.EMPTY;
    }
    List<Value> out = new ArrayList<>();
    Annotations own = cr.rule().annotations();
    out.add(entry(cr.path(), own));
    for (Annotations a : ev.state.modules.annotationsByRule().getOrDefault(cr.name(), List.of())) {
      if (a == own || a.scope() == null || "rule".equals(a.scope())) {
        continue;
      }
      if ("document".equals(a.scope())) {
        out.add(entry(cr.path(), a));
      } else {
        out.add(entry(packageOf(ev, a, cr.module()), a));
      }
    }
    return ArrayValue.of(out);
  }

  /** The path of the package whose module holds {@code a}. */
  private static List<Value> packageOf(Evaluator ev, Annotations a, Module fallback) {
    for (Module m : ev.state.modules.modules()) {
      if (m.pkg().annotations() == a || m.annotations().stream().anyMatch(x -> x == a)) {
        return packagePath(m);
      }
    }
    return packagePath(fallback);
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
