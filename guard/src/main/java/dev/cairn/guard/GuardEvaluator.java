package dev.cairn.guard;

import dev.cairn.guard.GuardAst.Clause;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Evaluates clauses, blocks and rules to PASS, FAIL or SKIP with cfn-guard 3.1.1's folding: in a
 * conjunction any FAIL fails, else any PASS passes, else it SKIPs; in a disjunction one PASS passes; a
 * rule whose {@code when} conditions do not PASS SKIPs. Failures of the checks that decided a FAIL are
 * added to the sink (null when nobody wants them, as in filters and conditions).
 */
final class GuardEvaluator {

  private GuardEvaluator() {}

  static Status conjunction(List<List<Clause>> conjunctions, GuardScope scope, List<Failure> sink) {
    int passes = 0;
    int fails = 0;
    for (List<Clause> disjunction : conjunctions) {
      List<Failure> local = sink == null ? null : new ArrayList<>();
      boolean passed = false;
      int disjunctionFails = 0;
      for (Clause c : disjunction) {
        Status s = clause(c, scope, local);
        if (s == Status.PASS) {
          passes++;
          passed = true;
          break;
        }
        if (s == Status.FAIL) {
          disjunctionFails++;
        }
      }
      if (!passed && disjunctionFails > 0) {
        fails++;
        if (sink != null) {
          sink.addAll(local);
        }
      }
    }
    return fails > 0 ? Status.FAIL : passes > 0 ? Status.PASS : Status.SKIP;
  }

  static Status block(GuardAst.Block block, GuardScope scope, List<Failure> sink) {
    return conjunction(block.conjunctions(), new GuardScope.Block(scope, scope.root(), block.assignments()), sink);
  }

  /**
   * A clause's status. An evaluation error inside it with no place of its own (an unknown variable,
   * a function's error) is placed at the clause.
   */
  static Status clause(Clause c, GuardScope scope, List<Failure> sink) {
    GuardAst.Pos at = position(c);
    scope.limits.check(at);
    try {
      return evaluate(c, scope, sink);
    } catch (GuardEvalException e) {
      throw e.at(at);
    }
  }

  private static GuardAst.Pos position(Clause c) {
    if (c instanceof GuardAst.Access a) {
      return a.pos();
    }
    if (c instanceof GuardAst.NamedRuleRef ref) {
      return ref.pos();
    }
    if (c instanceof GuardAst.ParameterizedCall call) {
      return call.pos();
    }
    if (c instanceof GuardAst.BlockClause b) {
      return b.pos();
    }
    return c instanceof GuardAst.TypeBlock t ? t.pos() : null;
  }

  private static Status evaluate(Clause c, GuardScope scope, List<Failure> sink) {
    if (c instanceof GuardAst.Access a) {
      return Clauses.access(a, scope, sink);
    }
    if (c instanceof GuardAst.NamedRuleRef ref) {
      Status s = scope.ruleStatus(ref.rule(), ref.pos());
      Status out = (s == Status.PASS) != ref.negation() ? Status.PASS : Status.FAIL;
      if (out == Status.FAIL && sink != null) {
        sink.add(new Failure(scope.root(), List.of(), ref.message(),
            "Check was not compliant as " + (ref.negation() ? "" : "dependent ") + "rule [" + ref.rule() + "] "
                + (ref.negation() ? "passed" : "did not pass")));
      }
      return out;
    }
    if (c instanceof GuardAst.ParameterizedCall call) {
      return parameterized(call, scope, sink);
    }
    if (c instanceof GuardAst.BlockClause b) {
      return blockClause(b, scope, sink);
    }
    if (c instanceof GuardAst.WhenBlock w) {
      if (conjunction(w.conditions(), scope, null) != Status.PASS) {
        return Status.SKIP;
      }
      return block(w.block(), scope, sink);
    }
    return typeBlock((GuardAst.TypeBlock) c, scope, sink);
  }

  private static Status blockClause(GuardAst.BlockClause b, GuardScope scope, List<Failure> sink) {
    List<GuardQueryResult> values = scope.query(b.query());
    if (values.isEmpty()) {
      return Status.SKIP;
    }
    int fails = 0;
    int passes = 0;
    List<Failure> local = sink == null ? null : new ArrayList<>();
    for (GuardQueryResult r : values) {
      if (r instanceof GuardQueryResult.Unresolved u) {
        fails++;
        if (local != null) {
          local.add(Clauses.missing(u, null, null, "Query " + b.query().text() + " did not resolve to correct value, reason "
              + u.reason()));
        }
        continue;
      }
      GuardValue v = GuardQueryResult.valueOf(r);
      Status s = block(b.block(), new GuardScope.OfValue(scope, v), local);
      if (s == Status.PASS) {
        passes++;
      } else if (s == Status.FAIL) {
        fails++;
      }
    }
    Status out = b.query().matchAll()
        ? (fails > 0 ? Status.FAIL : passes > 0 ? Status.PASS : Status.SKIP)
        : (passes > 0 ? Status.PASS : fails > 0 ? Status.FAIL : Status.SKIP);
    if (out == Status.FAIL && sink != null) {
      sink.addAll(local);
    }
    return out;
  }

  private static Status typeBlock(GuardAst.TypeBlock t, GuardScope scope, List<Failure> sink) {
    if (t.conditions() != null && conjunction(t.conditions(), scope, null) != Status.PASS) {
      return Status.SKIP;
    }
    List<GuardQueryResult> values = scope.query(t.query());
    int fails = 0;
    int passes = 0;
    for (GuardQueryResult r : values) {
      GuardValue v = GuardQueryResult.valueOf(r);
      if (v == null) {
        continue;
      }
      Status s = block(t.block(), new GuardScope.OfValue(scope, v), sink);
      if (s == Status.PASS) {
        passes++;
      } else if (s == Status.FAIL) {
        fails++;
      }
    }
    return fails > 0 ? Status.FAIL : passes > 0 ? Status.PASS : Status.SKIP;
  }

  private static Status parameterized(GuardAst.ParameterizedCall call, GuardScope scope, List<Failure> sink) {
    GuardAst.ParameterizedRule rule = scope.parameterizedRule(call.rule());
    if (rule.parameters().size() != call.arguments().size()) {
      throw new GuardEvalException("Arity mismatch for called parameter rule " + call.rule() + ", expected "
          + rule.parameters().size() + ", got " + call.arguments().size(), call.pos());
    }
    Map<String, List<GuardQueryResult>> args = new HashMap<>();
    for (int i = 0; i < call.arguments().size(); i++) {
      GuardAst.Rhs arg = call.arguments().get(i);
      List<GuardQueryResult> values;
      if (arg instanceof GuardAst.LiteralValue lit) {
        values = List.of(new GuardQueryResult.Resolved(lit.value()));
      } else if (arg instanceof GuardAst.QueryValue q) {
        values = scope.query(q.query());
      } else {
        values = GuardFunctions.call((GuardAst.FunctionCall) arg, scope);
      }
      args.put(rule.parameters().get(i), values);
    }
    List<Failure> local = sink == null ? null : new ArrayList<>();
    Status s = rule(rule.rule(), new GuardScope.Arguments(scope, args), local);
    if (s == Status.FAIL && sink != null) {
      for (Failure f : local) {
        sink.add(call.message() == null || f.customMessage() != null ? f
            : new Failure(f.at(), f.missing(), call.message(), f.reason(), f.clause()));
      }
    }
    return s;
  }

  static Status rule(GuardAst.Rule rule, GuardScope scope, List<Failure> sink) {
    if (rule.conditions() != null && conjunction(rule.conditions(), scope, null) != Status.PASS) {
      return Status.SKIP;
    }
    return block(rule.block(), scope, sink);
  }
}
