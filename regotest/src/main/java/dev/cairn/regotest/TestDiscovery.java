package dev.cairn.regotest;

import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Rule;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the tests of compiled modules as opa test does: rules (not functions) whose name starts
 * with {@code test_} or {@code todo_test_}, once per package and name, in module order.
 */
final class TestDiscovery {
  private TestDiscovery() {}

  static List<TestCase> find(List<Module> modules) {
    List<TestCase> out = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (Module m : modules) {
      String pkg = AstPrinter.refName(m.pkg().path());
      for (Rule r : m.rules()) {
        if (r.head().isFunction() || r.isDefault()) {
          continue;
        }
        String name = lastName(AstPrinter.refName(r.head().ref()));
        if ((name.startsWith("test_") || name.startsWith("todo_test_")) && seen.add(pkg + "." + name)) {
          out.add(new TestCase(pkg, name, r.location(), r));
        }
      }
    }
    return out;
  }

  private static String lastName(String ref) {
    return ref.substring(ref.lastIndexOf('.') + 1);
  }
}
