package dev.cairn.engine.conformance;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.Rego;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs one case and judges it as OPA's runner does: an expected error (code, or the code inside
 * the expected text) must be raised; otherwise no error may be raised and the result set must
 * equal {@code want_result}. Any other exception is an engine bug and fails the case.
 */
final class CaseRunner {
  private static final Pattern ERROR_CODE = Pattern.compile("\\b(?:rego|eval)_[a-z_]+_error\\b");
  private static final String TERM_VAR = "x";

  private final Duration timeout;

  CaseRunner(Duration timeout) {
    this.timeout = timeout;
  }

  CaseOutcome run(ConformanceCase c) {
    try {
      Value input = input(c);
      PolicyBuilder builder = Rego.policy().parseMode(ParseMode.V0);
      for (int i = 0; i < c.modules().size(); i++) {
        builder.module(c.note() + "/module-" + i + ".rego", c.modules().get(i));
      }
      if (c.data() != null) {
        builder.data(Json.fromJson(c.data()));
      }
      CompiledPolicy policy = builder.compile();
      QueryResult result = policy.evaluate(c.query(), options(input, c.strictError()));
      return judgeResult(c, result);
    } catch (InputTermFailure e) {
      return CaseOutcome.fail("input_term could not be evaluated: " + e.getMessage());
    } catch (RegoException e) {
      return judgeError(c, e);
    } catch (Throwable t) { // engine bugs, including stack overflows: report, never abort the run
      return CaseOutcome.fail("unexpected " + describe(t));
    }
  }

  private EvalOptions options(Value input, boolean strict) {
    return EvalOptions.builder()
        .input(input)
        .strictBuiltinErrors(strict)
        .timeout(timeout)
        .printSink(line -> {})
        .build();
  }

  private Value input(ConformanceCase c) {
    if (c.inputTerm() != null) {
      return evaluateTerm(c.inputTerm());
    }
    return c.input() == null ? null : Json.fromJson(c.input());
  }

  /** OPA parses input_term as a Rego term; evaluating {@code x := <term>} gives its value. */
  private Value evaluateTerm(String term) {
    try {
      QueryResult r =
          Rego.policy()
              .parseMode(ParseMode.V0)
              .compile()
              .evaluate(TERM_VAR + " := " + term, options(null, true));
      if (!r.isDefined() || !r.solutions().get(0).bindings().containsKey(TERM_VAR)) {
        throw new InputTermFailure("undefined");
      }
      return r.solutions().get(0).bindings().get(TERM_VAR);
    } catch (RegoException e) {
      throw new InputTermFailure(e.getMessage());
    }
  }

  private static CaseOutcome judgeResult(ConformanceCase c, QueryResult result) {
    TreeSet<Value> got = ResultSets.actual(result, c.sortBindings());
    if (c.expectsError()) {
      return CaseOutcome.fail(
          "want error " + expectedCodes(c) + ", got result " + ResultSets.describe(got));
    }
    if (c.wantResult() == null) {
      return CaseOutcome.fail("case states neither want_result nor an error");
    }
    TreeSet<Value> want = ResultSets.expected(c.wantResult(), c.sortBindings());
    if (ResultSets.same(want, got)) {
      return CaseOutcome.PASS;
    }
    return CaseOutcome.fail(
        "want " + ResultSets.describe(want) + ", got " + ResultSets.describe(got));
  }

  private static CaseOutcome judgeError(ConformanceCase c, RegoException e) {
    String first = oneLine(e.errors().isEmpty() ? e.getMessage() : e.errors().get(0).toString());
    if (!c.expectsError()) {
      return CaseOutcome.fail("unexpected error: " + first);
    }
    Set<String> want = expectedCodes(c);
    if (want.isEmpty()) {
      return CaseOutcome.PASS; // the expected text names no code: any error will do
    }
    for (RegoError err : e.errors()) {
      if (want.contains(err.code())) {
        return CaseOutcome.PASS;
      }
    }
    return CaseOutcome.fail("want error " + want + ", got " + first);
  }

  /** want_error_code, or else the codes quoted in want_error (OPA's text starts with the code). */
  private static Set<String> expectedCodes(ConformanceCase c) {
    Set<String> codes = new LinkedHashSet<>();
    if (c.wantErrorCode() != null) {
      codes.add(c.wantErrorCode());
    } else if (c.wantError() != null) {
      Matcher m = ERROR_CODE.matcher(c.wantError());
      while (m.find()) {
        codes.add(m.group());
      }
    }
    return codes;
  }

  private static String describe(Throwable t) {
    StringBuilder sb = new StringBuilder(t.getClass().getSimpleName());
    if (t.getMessage() != null) {
      sb.append(": ").append(oneLine(t.getMessage()));
    }
    StackTraceElement[] trace = t.getStackTrace();
    if (trace.length > 0) {
      sb.append(" (at ").append(trace[0]).append(')');
    }
    return sb.toString();
  }

  private static String oneLine(String s) {
    return s == null ? "" : s.replace('\n', ' ').replace('\t', ' ');
  }

  /** The harness could not build the case's input: not the engine's verdict on the case. */
  private static final class InputTermFailure extends RuntimeException {
    InputTermFailure(String message) {
      super(message);
    }
  }
}
