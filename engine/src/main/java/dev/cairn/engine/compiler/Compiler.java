package dev.cairn.engine.compiler;

import dev.cairn.engine.builtins.Builtins;
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
import java.util.function.Consumer;

/**
 * Compiles parsed modules and queries the way OPA's compiler does (see {@link CompiledModules}
 * for what the result guarantees): resolves references, scopes and renames local variables,
 * indexes rules and checks their conflicts, checks calls, reorders bodies for safety and rejects
 * recursion. Every error found is reported at once.
 */
public final class Compiler {
  private static final Set<String> ROOTS = Set.of("input", "data");

  private final CompileErrors errors = new CompileErrors();
  private final NameGenerator names = new NameGenerator();

  private Compiler() {}

  /**
   * Compiles {@code modules} with base document {@code data}.
   *
   * @throws dev.cairn.engine.RegoException with every compile error found
   */
  public static CompiledModules compile(List<Module> modules, Value data) {
    return compile(modules, data, Builtins.standard());
  }

  /** As {@link #compile(List, Value)}, the policy also calling {@code builtins}' extensions. */
  public static CompiledModules compile(List<Module> modules, Value data, Builtins builtins) {
    return CompileScope.with(builtins, () -> new Compiler().compileModules(modules, data, builtins));
  }

  /**
   * Compiles a query against compiled modules, like a rule body without a package.
   *
   * @throws dev.cairn.engine.RegoException with every compile error found
   */
  public static CompiledQuery compileQuery(Body query, CompiledModules against) {
    return CompileScope.with(against.builtins(), () -> new Compiler().compileQueryBody(query, against));
  }

  private CompiledModules compileModules(List<Module> modules, Value data, Builtins builtins) {
    Map<String, Set<String>> rulesByPackage = ruleNamesByPackage(modules);
    for (Module m : modules) {
      RegoV1Checker.checkModule(m, errors);
    }
    errors.throwIfAny();
    AnnotationScopeChecker.check(modules, errors);
    errors.throwIfAny();
    List<CompiledRule> rewritten = new ArrayList<>();
    for (Module m : modules) {
      RefResolver resolver = RefResolver.forModule(m, rulesByPackage.get(packageKey(m)));
      for (Rule r : m.rules()) {
        RuleHeadChecker.check(r, errors);
        Rule rule = new LocalVarRewriter(names, errors).rewriteRule(resolver.resolveRule(r));
        RulePlacement at = RulePlacement.of(m.pkg().path(), rule.head());
        rewritten.add(new CompiledRule(at.name(), at.path(), at.keyTerms(), at.kind(), rule, m, rewritten.size()));
      }
    }
    // Like OPA, stop after the first stage that finds errors: later stages would only echo them.
    DataConflictChecker.check(RuleTreeBuilder.build(rewritten, errors), data, errors);
    PackageConflictChecker.check(modules, rewritten, errors);
    errors.throwIfAny();
    RuleTree index = RuleTreeBuilder.index(rewritten);
    Functions functions = new Functions(index);
    OutputVars outputs = new OutputVars(functions::arity);
    PrintChecker prints = new PrintChecker(outputs, names, errors);
    eachPart(rewritten, part -> prints.check(part.body(), entryVars(part)));
    errors.throwIfAny();
    CallChecker calls = new CallChecker(functions, errors);
    WithChecker withs = new WithChecker(index, errors);
    eachPart(rewritten, calls::visit);
    eachPart(rewritten, withs::visit);
    errors.throwIfAny();
    SafetyChecker safety = new SafetyChecker(outputs, names, errors);
    NegationHoister hoister = new NegationHoister(names);
    List<CompiledRule> compiled = new ArrayList<>(rewritten.size());
    for (CompiledRule r : rewritten) {
      Rule restored = UserNames.restore(safeRule(r.rule(), safety), names);
      Rule safe = NegationHoister.appliesTo(r.module()) ? hoister.rule(restored) : restored;
      RulePlacement at = RulePlacement.of(r.module().pkg().path(), safe.head());
      compiled.add(new CompiledRule(r.name(), r.path(), at.keyTerms(), r.kind(), safe, r.module(), r.order()));
    }
    errors.throwIfAny();
    RuleTree tree = RuleTreeBuilder.index(compiled);
    RuleDependencies deps = RuleDependencies.of(compiled, tree);
    RecursionChecker.check(compiled, deps, errors);
    errors.throwIfAny();
    TypeChecker types = new TypeChecker(errors);
    for (CompiledRule r : compiled) {
      types.negatedEqualsUnify(NegationHoister.appliesTo(r.module()));
      for (Rule part = r.rule(); part != null; part = part.elseRule()) {
        types.visit(part);
      }
    }
    errors.throwIfAny();
    for (CompiledRule r : compiled) {
      RegoV1Checker.checkDeprecated(r.module(), r.rule(), errors);
    }
    errors.throwIfAny();
    return new CompiledModules(modules, tree, data, AnnotationIndex.build(modules, compiled), deps.nodeSpecific(), builtins);
  }

  private Rule safeRule(Rule rule, SafetyChecker safety) {
    RuleHead h = rule.head();
    Set<String> globals = entryVars(rule);
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

  private CompiledQuery compileQueryBody(Body query, CompiledModules against) {
    Body resolved = RefResolver.forQuery().resolveQuery(query);
    LocalVarRewriter locals = new LocalVarRewriter(names, errors);
    Body renamed = locals.rewriteQuery(resolved);
    Functions functions = new Functions(against.rules());
    OutputVars outputs = new OutputVars(functions::arity);
    new PrintChecker(outputs, names, errors).check(renamed, ROOTS);
    errors.throwIfAny();
    new CallChecker(functions, errors).body(renamed);
    new WithChecker(against.rules(), errors).body(renamed);
    errors.throwIfAny();
    SafetyChecker safety = new SafetyChecker(outputs, names, errors);
    SafetyChecker.Ordered ordered = safety.checkOrdered(renamed, ROOTS);
    errors.throwIfAny();
    new TypeChecker(errors).body(ordered.body());
    errors.throwIfAny();
    Map<String, String> restored = new HashMap<>();
    Body finalBody = UserNames.restore(ordered.body(), names, restored);

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
      String name = locals.topLevelName(v);
      renamedVars.add(restored.getOrDefault(name, name));
    }
    return new CompiledQuery(finalBody, outputVars, renamedVars, texts, originalIndex);
  }

  /** Runs {@code f} on every rule and each of its else branches. */
  private static void eachPart(List<CompiledRule> rules, Consumer<Rule> f) {
    for (CompiledRule r : rules) {
      for (Rule part = r.rule(); part != null; part = part.elseRule()) {
        f.accept(part);
      }
    }
  }

  /** Variables bound when a rule's body starts: the root documents and function arguments. */
  private static Set<String> entryVars(Rule rule) {
    Set<String> vars = new HashSet<>(ROOTS);
    if (rule.head().isFunction()) {
      vars.addAll(VarCollector.of(rule.head().args(), VarCollector.Mode.ALL));
    }
    return vars;
  }

  /** The names of the rules each package defines (across its modules), by {@link #packageKey}. */
  static Map<String, Set<String>> ruleNamesByPackage(List<Module> modules) {
    Map<String, Set<String>> rulesByPackage = new HashMap<>();
    for (Module m : modules) {
      Set<String> ruleNames = rulesByPackage.computeIfAbsent(packageKey(m), k -> new HashSet<>());
      for (Rule r : m.rules()) {
        ruleNames.add(r.head().ref().headName());
      }
    }
    return rulesByPackage;
  }

  static String packageKey(Module m) {
    return AstPrinter.print(m.pkg().path());
  }
}
