package dev.cairn.engine.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ParseMode;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.Rego;
import java.util.List;
import org.junit.jupiter.api.Test;

class StrictChecksTest {
  private static List<String> check(String module) {
    return check(module, ParseMode.AUTO);
  }

  private static List<String> check(String module, String lib) {
    var policy = Rego.policy().module("p.rego", module).module("lib.rego", lib).compile();
    return StrictChecks.check(policy.modules()).stream().map(RegoError::toString).toList();
  }

  private static List<String> check(String module, ParseMode mode) {
    var policy = Rego.policy().parseMode(mode).module("p.rego", module).compile();
    return StrictChecks.check(policy.modules()).stream().map(RegoError::toString).toList();
  }

  @Test
  void unusedAssignmentsAndArgumentsAsOpaReportsThem() {
    assertThat(check("""
        package p

        allow if {
        	input.b == "foo"
        	a := 1
        	b := 2
        	x := {"a": a}
        }

        validate(x, y) if {
        	input.test == x
        } else := false if {
        	allow
        }

        pick(x, y) if {
        	input.t == x
        } else if {
        	input.t == y
        }
        """)).containsExactly(
            "p.rego:6:2: rego_compile_error: assigned var b unused",
            "p.rego:7:2: rego_compile_error: assigned var x unused",
            "p.rego:10:13: rego_compile_error: unused argument y. (hint: use _ (wildcard variable) instead)");
  }

  @Test
  void deprecatedBuiltInsInV0Modules() {
    // Rego v1 rejects them already; v0 modules compile with them.
    assertThat(check("package p\nok { re_match(\"a\", input.x) }\n", ParseMode.V0))
        .containsExactly("p.rego:2:6: rego_type_error: deprecated built-in function calls in expression: re_match");
  }

  @Test
  void cleanModulesPass() {
    assertThat(check("package p\ndeny contains msg if {\n\tx := input.x\n\tmsg := sprintf(\"%v\", [x])\n}\n")).isEmpty();
  }

  @Test
  void unusedImportsAsOpaReportsThem() {
    assertThat(check("""
        package p

        import future.keywords.in
        import data.lib.helpers
        import data.lib.names as n
        import input.request
        import data.lib.shadowed

        allow if {
        	helpers.ok
        	shadowed := 1
        	shadowed == 1
        }
        """)).containsExactly(
            "p.rego:5:1: rego_compile_error: import data.lib.names as n unused",
            "p.rego:6:1: rego_compile_error: import input.request unused",
            "p.rego:7:1: rego_compile_error: import data.lib.shadowed unused");
  }

  @Test
  void importsUsedInHeadsCallsAndWithAreUsed() {
    assertThat(check("""
        package p

        import data.lib
        import data.config.limit
        import data.mocks.f

        max := limit

        allow if lib.ok(input.x) with lib.g as f
        """, "package lib\nok(x) if g(x)\ng(x) if x\n")).isEmpty();
  }

  @Test
  void stopsAtTheFirstStageWithErrorsAsOpa() {
    // OPA resolves references (where unused imports are found) before it rewrites local variables.
    assertThat(check("package p\nimport data.lib\nallow if {\n\tx := 1\n\tinput.y\n}\n"))
        .containsExactly("p.rego:2:1: rego_compile_error: import data.lib unused");
  }

  @Test
  void duplicateImportsAndRootShadowingInV0Modules() {
    assertThat(check("package p\nimport data.a.x\nimport data.b.x\np = x { true }\ninput = 1 { true }\n", ParseMode.V0))
        .containsExactly(
            "p.rego:3:1: rego_compile_error: import must not shadow import data.a.x",
            "p.rego:5:1: rego_compile_error: rules must not shadow input (use a different rule name)");
  }

  @Test
  void unusedAssignmentsInComprehensionsAndEvery() {
    assertThat(check("""
        package p

        names := {n |
        	some c in input.containers
        	n := c.name
        	unused := c.image
        }

        ok if {
        	every c in input.containers {
        		img := c.image
        		c.ready
        	}
        }
        """)).containsExactly(
            "p.rego:6:2: rego_compile_error: assigned var unused unused",
            "p.rego:11:3: rego_compile_error: assigned var img unused");
  }
}
