package dev.cairn.tracer;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryCancelledException;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.RegoException;
import java.util.List;

/**
 * Tracing several rules in one evaluation was cancelled (its deadline passed) while it evaluated
 * {@link #rule}: the scanner blames that rule and evaluates only the others again.
 */
public final class RuleCancelled extends RegoException {
  private final String rule;

  private RuleCancelled(String rule, RegoException cancelled) {
    super(cancelled.errors());
    this.rule = rule;
  }

  public String rule() {
    return rule;
  }

  /** {@link CompiledPolicy#evaluateAll} of rule paths, naming the rule a cancellation stopped in. */
  static List<QueryResult> evaluateAll(CompiledPolicy policy, List<String> rules, EvalOptions options) {
    try {
      return policy.evaluateAll(rules, options);
    } catch (QueryCancelledException e) {
      throw new RuleCancelled(rules.get(e.index()), e);
    }
  }
}
