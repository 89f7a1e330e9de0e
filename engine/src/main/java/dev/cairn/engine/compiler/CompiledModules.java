package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.Annotations;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.value.Value;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The compiler's output, the evaluator's input. In every rule body, rule head and query the
 * compiler has:
 *
 * <ol>
 *   <li>made references absolute: a rule of the same package written {@code p} becomes {@code
 *       data.pkg.p}; imports and their aliases are replaced by what they name ({@code data.x.y},
 *       {@code input.x}); {@code input} and {@code data} refs have a {@link
 *       dev.cairn.engine.ast.Var} head named {@code input} / {@code data};
 *   <li>made user function calls absolute ({@code Call} operator {@code data.pkg.f}); built-in
 *       calls keep OPA's name ({@code count}, {@code object.get}, {@code plus});
 *   <li>renamed every wildcard {@code _} to a fresh {@code $wN} and every local variable that is
 *       declared ({@code :=}, {@code some}, {@code every}'s key/value, comprehension-local) or
 *       that shadows an outer one to a fresh name starting with {@code $}, so a variable name
 *       means one variable within a rule (or query), comprehensions included; a declared variable
 *       whose name no other variable of the rule uses keeps the user's name;
 *   <li>ordered each body's expressions so every expression's inputs are bound before it runs
 *       (OPA's safety reordering), and rejected unsafe variables;
 *   <li>kept {@code x := e} as a call to {@code assign} (the evaluator treats it as {@code eq}).
 * </ol>
 *
 * <p>{@code nodeSpecific} names the rules and functions that a tracer must derive anew for each
 * input node they are called on: they mention {@code input}, use {@code with} or build a
 * comprehension (whose elements a tracer knows by node), themselves or through rules and
 * functions they use. A call of any other function derives the same on equal arguments wherever
 * in the input they are, node for node under its arguments.
 *
 * <p>{@code queryVars} is not here: queries are compiled separately, see {@link CompiledQuery}.
 * {@code builtins} are the built-ins the policy may call: OPA's and its own extensions. {@code
 * packages} is every module's package path as a tree.
 */
public record CompiledModules(
    List<Module> modules,
    RuleTree rules,
    Value data,
    Map<String, List<Annotations>> annotationsByRule,
    Set<String> nodeSpecific,
    dev.cairn.engine.builtins.Builtins builtins,
    PackageTree packages) {
  public CompiledModules {
    modules = List.copyOf(modules);
    annotationsByRule = Map.copyOf(annotationsByRule);
    nodeSpecific = Set.copyOf(nodeSpecific);
  }

  /** The compiled modules, their package tree built from {@code modules}. */
  public CompiledModules(List<Module> modules, RuleTree rules, Value data, Map<String, List<Annotations>> annotationsByRule,
      Set<String> nodeSpecific, dev.cairn.engine.builtins.Builtins builtins) {
    this(modules, rules, data, annotationsByRule, nodeSpecific, builtins, PackageTree.of(modules));
  }
}
