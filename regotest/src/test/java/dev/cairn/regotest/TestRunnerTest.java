package dev.cairn.regotest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.Rego;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class TestRunnerTest {
  private static final String POLICY = """
      package authz

      allow if {
      	input.user == "admin"
      }

      allow if {
      	input.method == "GET"
      	input.path == "/public"
      }

      role := "a" if input.x
      role := "b" if input.x

      greeting := sprintf("hello %s", [input.user])
      """;

  private static final String TESTS = """
      package authz_test

      import data.authz

      test_admin if {
      	authz.allow with input as {"user": "admin"}
      }

      test_public_get if {
      	authz.allow with input as {"method": "GET", "path": "/public"}
      }

      test_wrong_expectation if {
      	print("checking bob")
      	not authz.allow with input as {"user": "bob", "method": "GET", "path": "/public"}
      }

      test_conflict if {
      	authz.role with input as {"x": true}
      }

      mock_sprintf(_, _) := "mocked"

      test_mocked_builtin if {
      	authz.greeting == "mocked" with input as {"user": "x"} with sprintf as mock_sprintf
      }

      test_not_true := 42

      todo_test_later if {
      	false
      }
      """;

  private static CompiledPolicy policy() {
    return Rego.policy().module("authz.rego", POLICY).module("authz_test.rego", TESTS).compile();
  }

  private static Map<String, TestOutcome> outcomes(TestRun run) {
    return run.results().stream().collect(Collectors.toMap(r -> r.test().name(), TestResult::outcome));
  }

  @Test
  void reportsEachTestsOutcome() {
    TestRun run = TestRunner.builder().build().run(policy());
    assertThat(outcomes(run))
        .containsExactlyInAnyOrderEntriesOf(Map.of(
            "test_admin", TestOutcome.PASS,
            "test_public_get", TestOutcome.PASS,
            "test_wrong_expectation", TestOutcome.FAIL,
            "test_conflict", TestOutcome.ERROR,
            "test_mocked_builtin", TestOutcome.PASS,
            "test_not_true", TestOutcome.FAIL,
            "todo_test_later", TestOutcome.SKIP));
    assertThat(run.allPassed()).isFalse();
    TestResult conflict = run.results().stream().filter(r -> r.test().name().equals("test_conflict")).findFirst().orElseThrow();
    assertThat(conflict.error().code()).isEqualTo("eval_conflict_error");
  }

  @Test
  void failureKnowsItsExpressionAndPrintOutput() {
    TestRun run = TestRunner.builder().build().run(policy());
    TestResult wrong = run.results().stream().filter(r -> r.test().name().equals("test_wrong_expectation")).findFirst().orElseThrow();
    assertThat(wrong.output()).containsExactly("checking bob");
    assertThat(wrong.failedAt().file()).isEqualTo("authz_test.rego");
    assertThat(wrong.failedAt().line()).isEqualTo(15);
  }

  @Test
  void filterSelectsByFullName() {
    TestRun run = TestRunner.builder().filter(n -> n.endsWith("test_admin")).build().run(policy());
    assertThat(run.results()).extracting(r -> r.test().query()).containsExactly("data.authz_test.test_admin");
    assertThat(run.allPassed()).isTrue();
  }

  @Test
  void timeoutIsAnError() {
    CompiledPolicy p = Rego.policy().module("slow.rego", """
        package slow
        test_slow if {
        	count([x | some x in numbers.range(1, 100000000); x > 0]) > 0
        }
        """).compile();
    TestRun run = TestRunner.builder().timeout(Duration.ofMillis(50)).build().run(p);
    assertThat(run.results().get(0).outcome()).isEqualTo(TestOutcome.ERROR);
  }

  @Test
  void coverageCountsHeadsAndExpressionsEvaluated() {
    TestRun run = TestRunner.builder().filter(n -> n.endsWith("test_admin")).coverage(true).build().run(policy());
    CoverageReport.FileCoverage f = run.coverage().files().get("authz.rego");
    // The first allow succeeded (head and body covered); the second was tried and stopped at its
    // first expression; the other rules never ran.
    assertThat(f.covered()).containsExactly(new CoverageReport.Range(3, 4), new CoverageReport.Range(8, 8));
    assertThat(f.notCovered()).containsExactly(
        new CoverageReport.Range(7, 7), new CoverageReport.Range(9, 9),
        new CoverageReport.Range(12, 13), new CoverageReport.Range(15, 15));
    assertThat(f.coveredLines()).isEqualTo(3);
    assertThat(f.notCoveredLines()).isEqualTo(5);
    assertThat(f.coverage()).isEqualTo(37.5);
  }

  @Test
  void anExpressionThatLeavesNoEventIsCoveredWhenItsTurnCame() {
    CompiledPolicy p = Rego.policy().module("t.rego", """
        package t

        allow if input.ok

        test_undefined_rule if {
        	x := 1
        	allow with input as {"ok": false}
        	x == 2
        }
        """).compile();
    TestRun run = TestRunner.builder().coverage(true).build().run(p);
    assertThat(run.results().get(0).outcome()).isEqualTo(TestOutcome.FAIL);
    CoverageReport.FileCoverage f = run.coverage().files().get("t.rego");
    // x := 1 and the reference to allow (undefined, no event of its own) ran; x == 2 never did.
    assertThat(f.covered()).containsExactly(new CoverageReport.Range(3, 3), new CoverageReport.Range(6, 7));
    assertThat(f.notCovered()).containsExactly(new CoverageReport.Range(5, 5), new CoverageReport.Range(8, 8));
    assertThat(run.results().get(0).failedAt().line()).isEqualTo(7);
  }

  @Test
  void builtinErrorsAreTestErrorsWhenStrict() {
    CompiledPolicy p = Rego.policy().module("n.rego", """
        package n
        test_number if {
        	not to_number("lots")
        }
        """).compile();
    assertThat(TestRunner.builder().build().run(p).results().get(0).outcome()).isEqualTo(TestOutcome.PASS);
    TestResult strict = TestRunner.builder().strictBuiltinErrors(true).build().run(p).results().get(0);
    assertThat(strict.outcome()).isEqualTo(TestOutcome.ERROR);
    assertThat(strict.error().toString()).contains("to_number");
  }

  @Test
  void traceEvaluatesATestAgainForATracer() {
    CompiledPolicy p = policy();
    TestRunner runner = TestRunner.builder().build();
    TestCase test = TestRunner.tests(p).stream().filter(t -> t.name().equals("test_wrong_expectation")).findFirst().orElseThrow();
    java.util.List<String> entered = new java.util.ArrayList<>();
    runner.trace(p, test, event -> {
      if (event.op() == dev.cairn.engine.QueryTracer.Op.ENTER && event.name() != null) {
        entered.add(event.name());
      }
    });
    assertThat(entered).contains("data.authz_test.test_wrong_expectation", "data.authz.allow");
  }
}
