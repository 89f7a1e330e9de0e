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
}
