package dev.cairn.engine.eval;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryCancelledException;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.compiler.CompiledModules;
import dev.cairn.engine.compiler.CompiledQuery;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Evaluates a compiled query against compiled modules: OPA's top-down evaluation with
 * backtracking. Each call builds its own evaluation state, so one compiled policy serves many
 * threads.
 */
public final class QueryEvaluator {
  private QueryEvaluator() {}

  /**
   * All solutions of {@code query}: the user's variables by name and each expression's value.
   *
   * @throws dev.cairn.engine.RegoException on conflicts, strict built-in errors and cancellation
   */
  public static QueryResult evaluate(CompiledModules modules, CompiledQuery query, EvalOptions options) {
    return evaluateAll(modules, List.of(query), options).get(0);
  }

  /**
   * All solutions of each query, in one evaluation: the queries share the rule and function
   * cache (and the deadline), so what several of them read, such as a helper rule over the whole
   * input, is evaluated once.
   *
   * @throws dev.cairn.engine.RegoException as {@link #evaluate}, for the first query that fails;
   *     a {@link QueryCancelledException} naming the query that was running when cancelled
   */
  public static List<QueryResult> evaluateAll(CompiledModules modules, List<CompiledQuery> queries, EvalOptions options) {
    long timeout = options.timeout() == null ? 0 : Math.max(1, options.timeout().toNanos());
    long now = options.nowNanos() != null ? options.nowNanos() : wallClockNanos();
    Evaluation state =
        new Evaluation(
            modules, options.input(), listener(options), options.strictBuiltinErrors(),
            options.printSink(), timeout, now, EvalHooks.witnesses(options), null);
    Evaluator ev = new Evaluator(state);
    List<QueryResult> results = new ArrayList<>(queries.size());
    for (int i = 0; i < queries.size(); i++) {
      try {
        results.add(solve(ev, queries.get(i)));
      } catch (RegoException e) {
        if (!ErrorCodes.CANCEL.equals(e.code()) || e instanceof QueryCancelledException) {
          throw e;
        }
        throw new QueryCancelledException(i, e);
      }
    }
    return results;
  }

  /**
   * Derives each witness's element again, in one evaluation with {@code options}' listener (which
   * shares what the derivations read, such as a helper rule, between them), and returns the
   * witnesses whose element did not come out again. The multi-value rules and partial objects
   * the derivations read are derived from {@code recorded}'s witnesses too, element by element.
   */
  public static List<Witness> replay(
      CompiledModules modules, WitnessRecorder recorded, List<Witness> witnesses, EvalOptions options) {
    long timeout = options.timeout() == null ? 0 : Math.max(1, options.timeout().toNanos());
    long now = options.nowNanos() != null ? options.nowNanos() : wallClockNanos();
    Evaluation state =
        new Evaluation(
            modules, options.input(), listener(options), options.strictBuiltinErrors(), null, timeout, now, null,
            recorded);
    Evaluator ev = new Evaluator(state);
    List<Witness> missed = new ArrayList<>();
    try {
      for (Witness w : witnesses) {
        if (ev.rules.replays.replay(w) == null) {
          missed.add(w);
        }
      }
    } catch (StackOverflowError e) {
      throw new RegoException(
          ErrorCodes.INTERNAL, "evaluation too deep: the policy nests beyond the thread's stack", null);
    }
    return missed;
  }

  /** The internal hooks, else the user's tracer behind an adapter, else null: the fast path. */
  private static EvalListener listener(EvalOptions options) {
    EvalListener hooks = EvalHooks.listener(options);
    if (hooks != null || options.tracer() == null) {
      return hooks;
    }
    return new TracerListener(options.tracer());
  }

  private static QueryResult solve(Evaluator ev, CompiledQuery query) {
    List<Expr> exprs = query.body().exprs();
    Value[] exprValues = new Value[exprs.size()];
    List<QueryResult.Solution> solutions = new ArrayList<>();
    Bindings b = new Bindings();
    try {
      run(ev, exprs, 0, exprValues, b, () -> {
        solutions.add(solution(query, exprs, exprValues, b));
        return false;
      });
    } catch (StackOverflowError e) {
      // A clear error rather than a crash; the stack is released by the time we get here.
      throw new RegoException(
          ErrorCodes.INTERNAL, "evaluation too deep: the policy nests beyond the thread's stack", null);
    }
    return new QueryResult(solutions);
  }

  private static boolean run(Evaluator ev, List<Expr> exprs, int i, Value[] values, Bindings b, Cont k) {
    if (i == exprs.size()) {
      return k.run();
    }
    Expr e = exprs.get(i);
    if (exprs.size() == 1 && capturesValue(e)) {
      // As OPA's rego package: a query of one plain term without iteration reports its value,
      // false included (a rule with `default allow := false` answers false, not undefined).
      ev.state.step();
      return ev.terms.eval(((Expr.TermExpr) e.kind()).term(), b, v -> {
        if (ev.listener != null) {
          ev.listener.term(v, e.location());
        }
        values[i] = v;
        return run(ev, exprs, i + 1, values, b, k);
      });
    }
    return ev.bodies.expr(e, b, () -> {
      values[i] = ev.lastExprValue;
      return run(ev, exprs, i + 1, values, b, k);
    });
  }

  private static boolean capturesValue(Expr e) {
    if (e.negated() || !e.withs().isEmpty() || !(e.kind() instanceof Expr.TermExpr te)) {
      return false;
    }
    if (te.term() instanceof dev.cairn.engine.ast.Scalar) {
      return true;
    }
    if (!(te.term() instanceof dev.cairn.engine.ast.Ref ref)) {
      return false;
    }
    for (dev.cairn.engine.ast.Term t : ref.path()) {
      if (!(t instanceof dev.cairn.engine.ast.Scalar)) {
        return false; // iteration (or a computed key): OPA then also requires a true value
      }
    }
    return true;
  }

  private static QueryResult.Solution solution(CompiledQuery q, List<Expr> exprs, Value[] values, Bindings b) {
    Map<String, Value> bindings = new LinkedHashMap<>();
    for (int i = 0; i < q.outputVars().size(); i++) {
      Value v = b.get(q.renamed().get(i));
      if (v != null) {
        bindings.put(q.outputVars().get(i), v);
      }
    }
    int n = q.exprTexts().isEmpty() ? exprs.size() : q.exprTexts().size();
    QueryResult.ExpressionValue[] out = new QueryResult.ExpressionValue[n];
    for (int i = 0; i < exprs.size(); i++) {
      int orig = i < q.originalIndex().size() ? q.originalIndex().get(i) : i;
      if (orig >= 0 && orig < n && out[orig] == null) {
        String text = orig < q.exprTexts().size() ? q.exprTexts().get(orig) : AstPrinter.print(exprs.get(i));
        out[orig] = new QueryResult.ExpressionValue(values[i], text, exprs.get(i).location());
      }
    }
    for (int i = 0; i < n; i++) {
      if (out[i] == null) {
        out[i] = new QueryResult.ExpressionValue(BooleanValue.TRUE, q.exprTexts().get(i), null);
      }
    }
    return new QueryResult.Solution(bindings, Arrays.asList(out));
  }

  /** The wall clock as {@code time.now_ns} reads it: nanoseconds since the epoch. */
  private static long wallClockNanos() {
    java.time.Instant t = java.time.Instant.now();
    return t.getEpochSecond() * 1_000_000_000L + t.getNano();
  }
}
