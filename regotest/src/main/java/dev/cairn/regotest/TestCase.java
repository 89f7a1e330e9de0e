package dev.cairn.regotest;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Rule;

/**
 * A unit test: a rule named {@code test_*} (or {@code todo_test_*}, skipped) in package {@code
 * pkg} ({@code data.authz}), with the first definition's location and rule, whose body is what a
 * failure is looked for in.
 */
public record TestCase(String pkg, String name, Location location, Rule rule) {
  /** The query that evaluates the test: {@code data.authz.test_allow}. */
  public String query() {
    return pkg + "." + name;
  }

  /** {@code todo_test_} tests are reported as skipped, never run. */
  public boolean skipped() {
    return name.startsWith("todo_");
  }
}
