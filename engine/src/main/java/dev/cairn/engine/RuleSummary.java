package dev.cairn.engine;

import dev.cairn.engine.ast.Annotations;
import dev.cairn.engine.compiler.RuleKind;
import java.util.List;

/**
 * What a caller may know of a compiled rule without evaluating it: its path ({@code
 * data.main.deny}), package ({@code main}) and last name ({@code deny}), its kind, and the
 * METADATA that applies to it (rule-scoped blocks first, then document, package and subpackages
 * blocks, nearest first), for reports; whether it always has a value, and whether it has a
 * definition without conditions (see {@link dev.cairn.engine.compiler.Definedness}); and how many
 * times the policy's modules define it (each rule statement, a default one included: conftest
 * counts a success for each definition that gives nothing).
 */
public record RuleSummary(
    String path,
    String packagePath,
    String name,
    RuleKind kind,
    List<Annotations> annotations,
    boolean alwaysDefined,
    boolean unconditional,
    int definitions) {
  public RuleSummary {
    annotations = List.copyOf(annotations);
  }
}
