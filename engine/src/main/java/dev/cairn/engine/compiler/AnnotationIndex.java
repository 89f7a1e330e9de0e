package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.Annotations;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The METADATA chain of each rule, innermost first, as {@code rego.metadata.chain()} reports it:
 * the rule's own annotations, its package's, then {@code subpackages} annotations of enclosing
 * packages.
 */
final class AnnotationIndex {
  private AnnotationIndex() {}

  static Map<String, List<Annotations>> build(List<Module> modules, List<CompiledRule> rules) {
    Map<String, List<Annotations>> out = new LinkedHashMap<>();
    for (CompiledRule r : rules) {
      List<Annotations> chain = out.computeIfAbsent(r.name(), k -> new ArrayList<>());
      if (r.rule().annotations() != null && !chain.contains(r.rule().annotations())) {
        chain.add(r.rule().annotations());
      }
    }
    for (CompiledRule r : rules) {
      List<Annotations> chain = out.get(r.name());
      Annotations pkg = r.module().pkg().annotations();
      if (pkg != null && !chain.contains(pkg)) {
        chain.add(pkg);
      }
      // Enclosing packages' `subpackages` blocks, innermost first.
      List<Module> enclosing = new ArrayList<>();
      for (Module m : modules) {
        if (encloses(m, r.module())) {
          enclosing.add(m);
        }
      }
      enclosing.sort(Comparator.comparingInt((Module m) -> m.pkg().path().path().size()).reversed());
      for (Module m : enclosing) {
        for (Annotations a : m.annotations()) {
          if ("subpackages".equals(a.scope()) && !chain.contains(a)) {
            chain.add(a);
          }
        }
      }
    }
    out.values().removeIf(List::isEmpty);
    return out;
  }

  private static boolean encloses(Module outer, Module inner) {
    List<Value> o = RulePlacement.values(outer.pkg().path());
    List<Value> i = RulePlacement.values(inner.pkg().path());
    return o.size() <= i.size() && o.equals(i.subList(0, o.size()));
  }
}
