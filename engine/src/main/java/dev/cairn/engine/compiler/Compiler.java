package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.RuleHead;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compiles parsed modules and queries the way OPA's compiler does (see {@link CompiledModules}
 * for what the result guarantees): resolves references, scopes and renames local variables,
 * indexes rules and checks their conflicts, checks calls, reorders bodies for safety and rejects
 * recursion. Every error found is reported at once.
 */
public final class Compiler {
  private static final Set<String> ROOTS = Set.of("input", "data");

  private final Errors errors = new Errors();
  private final NameGenerator names = new NameGenerator();

  private Compiler() {}

  /**
   * Compiles {@code modules} with base document {@code data}.
   *
   * @throws dev.cairn.engine.RegoException with every compile error found
   */
  public static CompiledModules compile(List<Module> modules, Value data) {
    return new Compiler().compileModules(modules, data);
  }

  /**
   * Compiles a query against compiled modules, like a rule body without a package.
   *
   * @throws dev.cairn.engine.RegoException with every compile error found
   */
  public static CompiledQuery compileQuery(Body query, CompiledModules against) {
    return new Compiler().compileQueryBody(query, against);
  }

  private CompiledModules compileModules(List<Module> modules, Value data) {
    Map<String, Set<String>> rulesByPackage = new HashMap<>();
    for (Module m : modules) {
      Set<String> ruleNames = rulesByPackage.computeIfAbsent(packageKey(m), k -> new HashSet<>());
      for (Rule r : m.rules()) {
        ruleNames.add(r.head().ref().headName());
      }
    }
    List<CompiledRule> rewritten = new ArrayList<>();
    for (Module m : modules) {
      RefResolver resolver = RefResolver.forModule(m, rulesByPackage.get(packageKey(m)));
      for (Rule r : m.rules()) {
        checkDefault(r);
        Rule rule = new LocalVarRewriter(names, errors).rewriteRule(resolver.resolveRule(r));
        RulePlacement at = RulePlacement.of(m.pkg().path(), rule.head());
        rewritten.add(new CompiledRule(at.name(), at.path(), at.keyTerms(), at.kind(), rule, m, rewritten.size()));
      }
    }
    // Like OPA, stop after the first stage that finds errors: later stages would only echo them.
    RuleTreeBuilder.build(rewritten, errors);
    errors.throwIfAny();
    RuleTree index = RuleTreeBuilder.index(rewritten);
    Functions functions = new Functions(index);
    CallChecker calls = new CallChecker(functions, errors);
    WithChecker withs = new WithChecker(index, errors);
    for (CompiledRule r : rewritten) {
      for (Rule part = r.rule(); part != null; part = part.elseRule()) {
        calls.visit(part);
        withs.visit(part);
      }
    }
    errors.throwIfAny();
    SafetyChecker safety = new SafetyChecker(new OutputVars(functions::arity), names, errors);
    List<CompiledRule> compiled = new ArrayList<>(rewritten.size());
    for (CompiledRule r : rewritten) {
      Rule safe = safeRule(r.rule(), safety);
      RulePlacement at = RulePlacement.of(r.module().pkg().path(), safe.head());
      compiled.add(new CompiledRule(r.name(), r.path(), at.keyTerms(), r.kind(), safe, r.module(), r.order()));
    }
    errors.throwIfAny();
    RuleTree tree = RuleTreeBuilder.index(compiled);
    RecursionChecker.check(compiled, tree, errors);
    errors.throwIfAny();
    return new CompiledModules(modules, tree, data, AnnotationIndex.build(modules, compiled));
  }

  private Rule safeRule(Rule rule, SafetyChecker safety) {
    RuleHead h = rule.head();
    Set<String> globals = new HashSet<>(ROOTS);
    if (h.isFunction()) {
      globals.addAll(VarCollector.of(h.args(), VarCollector.Mode.ALL));
    }
    Body body = safety.check(rule.body(), globals);
    Set<String> bound = new HashSet<>(globals);
    bound.addAll(VarCollector.of(body, VarCollector.Mode.SAFETY));
    List<Term> headTerms = new ArrayList<>(h.ref().path());
    int refTerms = headTerms.size();
    if (h.key() != null) {
      headTerms.add(h.key());
    }
    if (h.value() != null) {
      headTerms.add(h.value());
    }
    List<Term> checked = safety.checkHead(headTerms, bound, rule.location());
    Ref ref = new Ref(h.ref().head(), checked.subList(0, refTerms), h.ref().location());
    int next = refTerms;
    Term key = h.key() == null ? null : checked.get(next++);
    Term value = h.value() == null ? null : checked.get(next);
    RuleHead head = new RuleHead(ref, h.args(), key, value, h.assign(), h.location());
    Rule elseRule = rule.elseRule() == null ? null : safeRule(rule.elseRule(), safety);
    return new Rule(rule.isDefault(), head, body, elseRule, rule.annotations(), rule.location());
  }

  private void checkDefault(Rule r) {
    if (!r.isDefault() || r.head().value() == null) {
      return;
    }
    Set<String> vars = VarCollector.of(r.head().value(), VarCollector.Mode.SAFETY);
    if (!vars.isEmpty()) {
      errors.add(
          ErrorCodes.PARSE,
          r.head().value().location(),
          "illegal default rule (value cannot contain var)");
    }
  }

  private CompiledQuery compileQueryBody(Body query, CompiledModules against) {
    Body resolved = RefResolver.forQuery().resolveQuery(query);
    LocalVarRewriter locals = new LocalVarRewriter(names, errors);
    Body renamed = locals.rewriteQuery(resolved);
    Functions functions = new Functions(against.rules());
    new CallChecker(functions, errors).body(renamed);
    new WithChecker(against.rules(), errors).body(renamed);
    errors.throwIfAny();
    SafetyChecker safety = new SafetyChecker(new OutputVars(functions::arity), names, errors);
    SafetyChecker.Ordered ordered = safety.checkOrdered(renamed, ROOTS);
    errors.throwIfAny();

    List<Integer> kept = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < query.exprs().size(); i++) {
      Expr e = query.exprs().get(i);
      texts.add(AstPrinter.print(e));
      if (!(e.kind() instanceof Expr.SomeDecl)) {
        kept.add(i);
      }
    }
    List<Integer> originalIndex = new ArrayList<>();
    for (int i : ordered.order()) {
      originalIndex.add(i < kept.size() ? kept.get(i) : 0);
    }
    Set<String> userVars = new LinkedHashSet<>();
    for (String v : VarCollector.of(query, VarCollector.Mode.SAFETY)) {
      if (!v.equals("_") && !ROOTS.contains(v) && !v.startsWith("$")) {
        userVars.add(v);
      }
    }
    List<String> outputVars = new ArrayList<>(userVars);
    List<String> renamedVars = new ArrayList<>();
    for (String v : outputVars) {
      renamedVars.add(locals.topLevelName(v));
    }
    return new CompiledQuery(ordered.body(), outputVars, renamedVars, texts, originalIndex);
  }

  private static String packageKey(Module m) {
    return AstPrinter.print(m.pkg().path());
  }
}
