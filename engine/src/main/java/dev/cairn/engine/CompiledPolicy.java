package dev.cairn.engine;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.compiler.CompiledModules;
import dev.cairn.engine.compiler.CompiledQuery;
import dev.cairn.engine.compiler.CompiledRule;
import dev.cairn.engine.compiler.RuleTree;
import dev.cairn.engine.compiler.Compiler;
import dev.cairn.engine.compiler.Definedness;
import dev.cairn.engine.eval.QueryEvaluator;
import dev.cairn.engine.parser.Parser;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;

/** Modules and data compiled once; immutable and safe to evaluate from many threads at once. */
public final class CompiledPolicy {
  private final CompiledModules modules;
  private final Cache<String, PreparedQuery> prepared = Caffeine.newBuilder().maximumSize(1_000).build();
  /** Computed on first use; a benign race at worst computes it twice. */
  private volatile List<RuleSummary> rules;

  private CompiledPolicy(CompiledModules modules) {
    this.modules = modules;
  }

  static CompiledPolicy compile(
      List<PolicyBuilder.Source> sources, Value data, ParseMode mode, dev.cairn.engine.builtins.Builtins builtins) {
    List<Module> parsed = new ArrayList<>();
    List<RegoError> errors = new ArrayList<>();
    for (PolicyBuilder.Source s : sources) {
      try {
        parsed.add(Parser.parseModule(s.file(), s.text(), mode));
      } catch (RegoException e) {
        errors.addAll(e.errors());
      }
    }
    if (!errors.isEmpty()) {
      throw new RegoException(errors);
    }
    if (data != null && !(data instanceof ObjectValue)) {
      throw new RegoException(ErrorCodes.COMPILE, "data must be an object, got " + data.typeName(), null);
    }
    return new CompiledPolicy(Compiler.compile(parsed, data == null ? ObjectValue.EMPTY : data, builtins));
  }

  /** The compiled modules, for tools that inspect rules (the tracer, the CLI). */
  public CompiledModules modules() {
    return modules;
  }

  /**
   * Every rule path with its kind and METADATA chain (rule annotations first), in source order;
   * rules defined in several places appear once.
   */
  public List<RuleSummary> rules() {
    List<RuleSummary> r = rules;
    if (r == null) {
      r = List.copyOf(summarise());
      rules = r;
    }
    return r;
  }

  private List<RuleSummary> summarise() {
    List<RuleSummary> out = new ArrayList<>();
    java.util.Set<String> seen = new java.util.HashSet<>();
    java.util.ArrayDeque<RuleTree.Node> todo = new java.util.ArrayDeque<>();
    todo.add(modules.rules().root());
    List<CompiledRule> all = new ArrayList<>();
    java.util.Map<String, Boolean> alwaysDefined = new java.util.HashMap<>();
    java.util.Set<String> unconditional = new java.util.HashSet<>();
    while (!todo.isEmpty()) {
      RuleTree.Node n = todo.poll();
      all.addAll(n.rules());
      if (n.defaultRule() != null) {
        all.add(n.defaultRule());
      }
      boolean defined = Definedness.alwaysDefined(n);
      boolean neverFails = Definedness.unconditional(n);
      for (CompiledRule r : n.rules()) {
        alwaysDefined.put(r.name(), defined);
        if (neverFails) {
          unconditional.add(r.name());
        }
      }
      if (n.defaultRule() != null) {
        alwaysDefined.put(n.defaultRule().name(), defined);
      }
      todo.addAll(n.children().values());
    }
    all.sort(java.util.Comparator.comparingInt(CompiledRule::order));
    java.util.Map<String, java.util.Set<Object>> definitions = new java.util.HashMap<>();
    for (CompiledRule r : all) {
      // one rule statement may compile to several rules (else chains); count statements
      definitions.computeIfAbsent(r.name(), k -> java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>()))
          .add(r.rule());
    }
    for (CompiledRule r : all) {
      if (seen.add(r.name())) {
        String pkg = AstPrinter.print(r.module().pkg().path());
        pkg = pkg.startsWith("data.") ? pkg.substring(5) : pkg;
        Value last = r.path().get(r.path().size() - 1);
        String name = last instanceof StringValue sv ? sv.value() : last.toString();
        out.add(
            new RuleSummary(
                r.name(),
                pkg,
                name,
                r.kind(),
                modules.annotationsByRule().getOrDefault(r.name(), List.of()),
                alwaysDefined.getOrDefault(r.name(), false),
                unconditional.contains(r.name()),
                definitions.get(r.name()).size()));
      }
    }
    return out;
  }

  /**
   * Parses and compiles a query against this policy, for repeated evaluation.
   *
   * @throws RegoException on parse or compile errors
   */
  public PreparedQuery prepare(String query) {
    // Scans evaluate the same few rule queries for every input: compile each once.
    return prepared.get(query, q -> {
      Body body = Parser.parseQuery("query", q);
      CompiledQuery compiled = Compiler.compileQuery(body, modules);
      return new PreparedQuery(modules, compiled);
    });
  }

  /** Prepares and evaluates {@code query} once. */
  public QueryResult evaluate(String query, EvalOptions options) {
    return prepare(query).evaluate(options);
  }

  /**
   * Evaluates several queries in one evaluation, each query's results in order. The queries
   * share the evaluator's rule and function cache and the options' deadline, so helper rules and
   * function calls that several of them read (a set of all buckets, say) are evaluated once; the
   * results are those of evaluating each query on its own.
   *
   * @throws RegoException on parse, compile or evaluation errors of any of them; a {@link
   *     QueryCancelledException} giving the index of the query that was running when the deadline
   *     passed or the thread was interrupted
   */
  public List<QueryResult> evaluateAll(List<String> queries, EvalOptions options) {
    List<CompiledQuery> compiled = new ArrayList<>(queries.size());
    for (String q : queries) {
      compiled.add(prepare(q).query());
    }
    return QueryEvaluator.evaluateAll(modules, compiled, options == null ? EvalOptions.DEFAULT : options);
  }

  /**
   * Derives the elements of an earlier evaluation's {@link dev.cairn.engine.eval.Witness
   * witnesses} again, one derivation each, with {@code options}' listener; {@code options} should
   * carry the same input and clock as the evaluation that kept them, in {@code recorded} (whose
   * witnesses of helper rules derive those rules element by element, when it kept every rule's). Returns the witnesses whose
   * element did not come out again.
   */
  public List<dev.cairn.engine.eval.Witness> replay(
      dev.cairn.engine.eval.WitnessRecorder recorded, List<dev.cairn.engine.eval.Witness> witnesses, EvalOptions options) {
    return QueryEvaluator.replay(modules, recorded, witnesses, options);
  }
}
