package dev.cairn.constraints;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.Rego;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Import;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.parser.Parser;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A template's Rego, checked as Gatekeeper checks it and compiled. A template that reads {@code
 * data.inventory} is compiled again when the inventory changes (the last one is kept); the others
 * are compiled once.
 */
final class CompiledTemplate {
  private final ConstraintTemplate template;
  private final Map<String, ConstraintTemplate.EmbeddedRego> byModuleName = new LinkedHashMap<>();
  private final String query;
  private final boolean readsInventory;
  private final CompiledPolicy withoutData;
  private Value lastData;
  private CompiledPolicy lastPolicy;

  CompiledTemplate(ConstraintTemplate template) {
    this.template = template;
    List<Module> modules = new ArrayList<>();
    for (ConstraintTemplate.EmbeddedRego r : template.rego()) {
      String name = template.source().file() + "#" + Yaml.dotted(r.path());
      byModuleName.put(name, r);
      try {
        modules.add(Parser.parseModule(name, r.text(), template.parseMode()));
      } catch (RegoException e) {
        throw located(e);
      }
    }
    this.query = AstPrinter.print(modules.get(0).pkg().path()) + ".violation";
    this.readsInventory = check(modules);
    this.withoutData = compile(ObjectValue.EMPTY);
  }

  ConstraintTemplate template() {
    return template;
  }

  String query() {
    return query;
  }

  boolean readsInventory() {
    return readsInventory;
  }

  /** The policy to evaluate with {@code data} (only the inventory matters, and only if read). */
  synchronized CompiledPolicy policy(Value data) {
    if (!readsInventory) {
      return withoutData;
    }
    if (lastPolicy == null || lastData != data) {
      lastPolicy = compile(data);
      lastData = data;
    }
    return lastPolicy;
  }

  private CompiledPolicy compile(Value data) {
    PolicyBuilder b = Rego.policy().parseMode(template.parseMode()).data(data);
    byModuleName.forEach((name, r) -> b.module(name, r.text()));
    try {
      return b.compile();
    } catch (RegoException e) {
      throw located(e);
    }
  }

  /** Gatekeeper's rules for template Rego; returns whether it reads {@code data.inventory}. */
  private boolean check(List<Module> modules) {
    boolean inventory = false;
    List<ConstraintTemplate.EmbeddedRego> sources = template.rego();
    for (int i = 0; i < modules.size(); i++) {
      Module m = modules.get(i);
      ConstraintTemplate.EmbeddedRego src = sources.get(i);
      String pkg = AstPrinter.print(m.pkg().path());
      if (i > 0 && !pkg.startsWith("data.lib.")) {
        throw at(src, m.pkg().location(), "library package " + pkg.substring(5) + " must start with \"lib.\"");
      }
      for (Import imp : m.imports()) {
        String path = AstPrinter.print(imp.path());
        boolean allowed =
            path.equals("data.lib") || path.startsWith("data.lib.") || path.startsWith("future.")
                || path.equals("rego.v1") || path.equals("input") || path.startsWith("input.");
        if (!allowed) {
          throw at(src, imp.location(), "import " + path + " is not allowed in a template: only data.lib imports are");
        }
      }
      for (DataReferences.Read r : DataReferences.of(m)) {
        if ("inventory".equals(r.firstKey())) {
          inventory = true;
        } else if (!"lib".equals(r.firstKey())) {
          throw at(src, r.at().location(),
              "template reads " + AstPrinter.print(r.at()) + ": only data.inventory and data.lib may be read");
        }
      }
    }
    if (!definesViolation(modules.get(0))) {
      throw at(sources.get(0), null, "template " + template.name() + " has no violation rule");
    }
    return inventory;
  }

  private static boolean definesViolation(Module m) {
    for (Rule r : m.rules()) {
      if ("violation".equals(r.head().ref().headName())) {
        return true;
      }
    }
    return false;
  }

  private ConstraintException at(ConstraintTemplate.EmbeddedRego src, Location loc, String reason) {
    return EmbeddedRegoLines.error(
        template.source(), src.path(), loc == null ? 0 : loc.line(), loc == null ? 0 : loc.column(), reason);
  }

  private ConstraintException located(RegoException e) {
    RegoError first = e.errors().get(0);
    ConstraintTemplate.EmbeddedRego src =
        first.location() == null ? null : byModuleName.get(first.location().file());
    if (src == null) {
      src = template.rego().get(0);
    }
    String reason = first.code() + ": " + first.message()
        + (e.errors().size() > 1 ? " (and " + (e.errors().size() - 1) + " more errors)" : "");
    boolean inTemplate = first.location() != null && byModuleName.containsKey(first.location().file());
    return at(src, inTemplate ? first.location() : null, reason);
  }
}
