package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * A rule after compilation, as the evaluator sees it.
 *
 * <p>{@code rule} is rewritten (see {@link CompiledModules}). {@code path} is the rule's ground
 * path in {@code data} (package path plus the ground prefix of the head ref: {@code [test, p]}
 * for {@code package test; p[x] := 1}); {@code keyTerms} are the head ref's parts after that
 * prefix (empty unless {@link RuleKind#PARTIAL_OBJECT}), with variables the body binds. {@code
 * name} is the display path ({@code data.test.p}). {@code order} is the rule's position among all
 * rules, for deterministic evaluation order.
 */
public record CompiledRule(
    String name, List<Value> path, List<Term> keyTerms, RuleKind kind, Rule rule, Module module, int order) {
  public CompiledRule {
    path = List.copyOf(path);
    keyTerms = List.copyOf(keyTerms);
  }
}
