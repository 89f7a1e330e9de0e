package dev.cairn.cli.conftest;

import dev.cairn.engine.ast.Location;

/**
 * One line of an evaluation trace: {@code op} is OPA's word ({@code Enter}, {@code Eval}, {@code
 * Exit}, {@code Fail}, {@code Redo}, {@code Note}), {@code depth} how many scopes it is nested in,
 * {@code location} where in the policy (null when unknown).
 */
record TraceLine(int depth, String op, String text, Location location) {
  /** {@code | | Enter data.lib.f (policy/lib.rego:3:1)}: a line of {@code conftest test --trace}. */
  String line() {
    return indent() + op + " " + text + (hasLocation() ? " (" + location + ")" : "");
  }

  String indent() {
    return "| ".repeat(depth);
  }

  boolean hasLocation() {
    return location != null && location.line() > 0;
  }
}
