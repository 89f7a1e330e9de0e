package dev.cairn.engine.compiler;

import org.junit.jupiter.api.Test;

class SmokeTest {
  @Test
  void prints() {
    CompiledModules m =
        Fixtures.compile(
            """
            package test
            import data.lib.helpers as h
            q := 1
            p contains x if {
              some y in input.items
              x := y.name
              x != h.forbidden
              base64.encode([z | z := input.a[_]; z > q]) != ""
              f(x)
            }
            f(a) if a == "x"
            """);
    System.out.println(Fixtures.body(m, "test.p"));
    System.out.println(Fixtures.rules(m, "test.p").get(0).rule().head());
  }
}
