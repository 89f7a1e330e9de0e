package dev.cairn.compat.rego;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.Rego;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Cairn's verdict on a case: compile the modules with the data, evaluate the query. */
public final class CairnEvaluator {
  private static final String TERM_VAR = "x";

  private final Duration timeout;

  public CairnEvaluator(Duration timeout) {
    this.timeout = timeout;
  }

  public Verdict evaluate(RegoCase c) {
    try {
      Value input = c.inputTerm() != null ? term(c) : c.input() == null ? null : Json.fromJson(c.input());
      if (c.inputTerm() != null && input == null) {
        return Verdict.Failure.harness("input term is undefined");
      }
      PolicyBuilder builder = Rego.policy().parseMode(c.syntax());
      for (RegoCase.Module m : c.modules()) {
        builder.module(m.file(), m.source());
      }
      if (c.data() != null) {
        builder.data(Json.fromJson(c.data()));
      }
      CompiledPolicy policy = builder.compile();
      QueryResult result = policy.evaluate(c.query(), options(input, c.strict()));
      List<Map<String, Value>> bindings = new ArrayList<>();
      for (QueryResult.Solution s : result.solutions()) {
        bindings.add(s.bindings());
      }
      return Verdict.Solutions.of(bindings, c.sortBindings());
    } catch (RegoException e) {
      return failure(e);
    } catch (Throwable t) { // an engine bug, stack overflows included: a verdict no tool agrees with
      return Verdict.Failure.harness("Cairn crashed: " + t);
    }
  }

  /** The input term's value, as {@code x := <term>} computes it; null when undefined. */
  private Value term(RegoCase c) {
    QueryResult r =
        Rego.policy().parseMode(c.syntax()).compile().evaluate(TERM_VAR + " := " + c.inputTerm(), options(null, true));
    return r.isDefined() ? r.solutions().get(0).bindings().get(TERM_VAR) : null;
  }

  private EvalOptions options(Value input, boolean strict) {
    return EvalOptions.builder().input(input).strictBuiltinErrors(strict).timeout(timeout).printSink(line -> {}).build();
  }

  private static Verdict failure(RegoException e) {
    Set<String> codes = new LinkedHashSet<>();
    for (RegoError err : e.errors()) {
      codes.add(err.code());
    }
    String first = e.errors().isEmpty() ? e.getMessage() : e.errors().get(0).toString();
    return new Verdict.Failure(codes.isEmpty() ? Set.of("unknown") : codes, first);
  }
}
