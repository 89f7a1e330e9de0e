package dev.cairn.engine.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.QueryTracer;
import dev.cairn.engine.Rego;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.eval.EvalHooks;
import dev.cairn.engine.eval.WitnessRecorder;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import dev.cairn.tracer.Provenance;
import dev.cairn.testkit.Shared;
import dev.cairn.tracer.TracerProbe;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Tracing must not change what a policy computes: every OPA conformance case evaluates to the same
 * result set, or fails with the same error codes, with the tracer listening as without it, and
 * with witnesses recorded for a replay (the default tracing) followed by the replay of the rule the
 * query reads, and with a user's {@link QueryTracer} (whose ENTER and EXIT or FAIL events must
 * pair up, at matching depths). Cases whose input is a Rego term ({@code input_term}) are left to the engine's own
 * suite.
 */
class TracedConformanceTest {
  private static final Duration CASE_TIMEOUT = Duration.ofSeconds(10);
  private static final Duration HARD_LIMIT = Duration.ofSeconds(40);
  private static final Pattern RULE = Pattern.compile("data(\\.[A-Za-z_][A-Za-z0-9_]*)+");

  @Test
  void tracingDoesNotChangeAnyOutcome() throws Exception {
    Path opa = Shared.require("conformance/opa");
    List<ConformanceCase> cases =
        CaseLoader.load(opa).cases().stream().filter(c -> c.inputTerm() == null).toList();
    assertThat(cases).hasSizeGreaterThan(1000);

    int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    List<CaseOutcome> outcomes = new ParallelRunner(threads, HARD_LIMIT).runAll(cases, TracedConformanceTest::compare);
    List<String> differences = new ArrayList<>();
    for (int i = 0; i < cases.size(); i++) {
      if (!outcomes.get(i).passed()) {
        differences.add(cases.get(i).id() + ": " + outcomes.get(i).firstLine());
      }
    }
    assertThat(differences).as("cases whose outcome changes with tracing").isEmpty();
  }

  /** How a case is evaluated: untraced, with the tracer listening, or recording witnesses and replaying. */
  private enum Mode {
    PLAIN,
    LISTENING,
    REPLAYED,
    QUERY_TRACER
  }

  private static CaseOutcome compare(ConformanceCase c) {
    String plain = outcome(c, Mode.PLAIN);
    String traced = outcome(c, Mode.LISTENING);
    if (!plain.equals(traced)) {
      return CaseOutcome.fail("without tracing " + plain + "; with tracing " + traced);
    }
    String replayed = outcome(c, Mode.REPLAYED);
    if (!plain.equals(replayed)) {
      return CaseOutcome.fail("without tracing " + plain + "; replayed " + replayed);
    }
    String queryTraced = outcome(c, Mode.QUERY_TRACER);
    return plain.equals(queryTraced) ? CaseOutcome.PASS : CaseOutcome.fail("without tracing " + plain + "; with a QueryTracer " + queryTraced);
  }

  /** The case's result set, or its error codes, as text. */
  private static String outcome(ConformanceCase c, Mode mode) {
    try {
      PolicyBuilder builder = Rego.policy().parseMode(ParseMode.V0);
      for (int i = 0; i < c.modules().size(); i++) {
        builder.module(c.note() + "/module-" + i + ".rego", c.modules().get(i));
      }
      if (c.data() != null) {
        builder.data(Json.fromJson(c.data()));
      }
      CompiledPolicy policy = builder.compile();
      Value input = c.input() == null ? null : Json.fromJson(c.input());
      EvalOptions.Builder options = options(c);
      TracerProbe probe = null;
      AnnotatedInput annotated = null;
      if (mode == Mode.LISTENING || mode == Mode.REPLAYED) {
        annotated = AnnotatedInput.of(input == null ? ObjectValue.EMPTY : input);
        input = input == null ? null : annotated.value();
      }
      if (mode == Mode.LISTENING) {
        probe = new TracerProbe(policy, target(c.query()), annotated);
        EvalHooks.listener(options, probe.listener());
      } else if (mode == Mode.REPLAYED) {
        EvalHooks.witnesses(options, WitnessRecorder.everyRule());
      }
      PairedScopes scopes = new PairedScopes();
      if (mode == Mode.QUERY_TRACER) {
        options.tracer(scopes);
      }
      QueryResult result = policy.evaluate(c.query(), options.input(input).build());
      if (!scopes.balanced()) {
        return "unpaired tracer events: " + scopes.problem;
      }
      TreeSet<Value> set = ResultSets.actual(result, c.sortBindings());
      if (probe != null) {
        probe.rankAll();
      }
      if (mode == Mode.REPLAYED && !"data".equals(target(c.query()))) {
        Provenance.traceByReplay(policy, List.of(target(c.query())), annotated, options(c).build());
      }
      return "result " + Json.write(dev.cairn.engine.value.ArrayValue.of(new ArrayList<>(set)));
    } catch (RegoException e) {
      List<String> codes = new ArrayList<>();
      for (RegoError err : e.errors()) {
        codes.add(err.code());
      }
      return "error " + (codes.isEmpty() ? e.getMessage() : codes);
    } catch (RuntimeException | StackOverflowError e) {
      return "crash " + e;
    }
  }

  /** A tracer that checks each ENTER is closed by one EXIT or FAIL of the same node, at its depth. */
  private static final class PairedScopes implements QueryTracer {
    private final java.util.ArrayDeque<Event> open = new java.util.ArrayDeque<>();
    String problem;

    @Override
    public void trace(Event e) {
      if (e.op() == Op.ENTER) {
        check(e.depth() == open.size(), e);
        open.push(e);
      } else if ((e.op() == Op.EXIT || e.op() == Op.FAIL) && e.node() != Node.REFERENCE) {
        Event entered = open.poll();
        check(entered != null && entered.node() == e.node() && entered.depth() == e.depth()
            && java.util.Objects.equals(entered.location(), e.location()), e);
      } else {
        check(e.depth() == open.size(), e);
      }
    }

    private void check(boolean ok, Event e) {
      if (!ok && problem == null) {
        problem = e.toString();
      }
    }

    boolean balanced() {
      return problem == null && open.isEmpty();
    }
  }

  /** A case's evaluation options, before any input, listener or witnesses. */
  private static EvalOptions.Builder options(ConformanceCase c) {
    return EvalOptions.builder().strictBuiltinErrors(c.strictError()).timeout(CASE_TIMEOUT).printSink(line -> {});
  }

  /** The rule a query reads first ({@code data.test.p = x} traces {@code data.test.p}). */
  private static String target(String query) {
    Matcher m = RULE.matcher(query);
    return m.find() ? m.group() : "data";
  }
}
