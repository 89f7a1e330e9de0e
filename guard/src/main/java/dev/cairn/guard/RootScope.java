package dev.cairn.guard;

import dev.cairn.guard.GuardAst.ParameterizedRule;
import dev.cairn.guard.GuardAst.Rule;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A rules file's scope over one document: its {@code let}s, and its rules' statuses, each computed
 * once when another rule refers to it. Rules sharing a name answer with the first that does not SKIP.
 */
final class RootScope extends GuardScope.WithLets {

  private final Map<String, List<Rule>> rules = new LinkedHashMap<>();
  private final Map<String, ParameterizedRule> parameterized = new HashMap<>();
  private final Map<String, Status> statuses = new HashMap<>();
  /** The rules being evaluated for another, in order: one asked for again depends on itself. */
  private final java.util.LinkedHashSet<String> evaluating = new java.util.LinkedHashSet<>();

  RootScope(GuardAst.RulesFile file, GuardValue root, EvaluationLimits limits) {
    super(null, limits, root, file.assignments());
    for (Rule r : file.rules()) {
      rules.computeIfAbsent(r.name(), k -> new ArrayList<>()).add(r);
    }
    for (ParameterizedRule p : file.parameterized()) {
      parameterized.putIfAbsent(p.rule().name(), p);
    }
  }

  @Override
  List<GuardQueryResult> unknown(String name) {
    throw new GuardEvalException("Could not resolve variable by name " + name + " across scopes");
  }

  @Override
  Status ruleStatus(String name, GuardAst.Pos at) {
    Status known = statuses.get(name);
    if (known != null) {
      return known;
    }
    List<Rule> named = rules.get(name);
    if (named == null) {
      throw new GuardEvalException("Rule " + name + " by that name does not exist", at);
    }
    if (!evaluating.add(name)) {
      throw new GuardEvalException("rule " + name + " depends on itself: " + String.join(" -> ", evaluating)
          + " -> " + name, at);
    }
    limits.enter("rule " + name, at);
    try {
      Status status = Status.SKIP;
      for (Rule r : named) {
        Status s = GuardEvaluator.rule(r, this, null);
        if (s != Status.SKIP) {
          status = s;
          break;
        }
      }
      statuses.put(name, status);
      return status;
    } finally {
      limits.leave();
      evaluating.remove(name);
    }
  }

  @Override
  ParameterizedRule parameterizedRule(String name) {
    ParameterizedRule p = parameterized.get(name);
    if (p == null) {
      throw new GuardEvalException("Parameterized Rule with name " + name + " was not found");
    }
    return p;
  }
}
