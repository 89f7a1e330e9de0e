package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.Body;
import java.util.List;

/**
 * A query compiled against {@link CompiledModules} with the same rewriting. {@code outputVars}
 * are the user-written variables of the query, in order of first appearance (what {@code opa
 * eval} reports as bindings), mapped from their possibly-renamed names: {@code renamed.get(i)} is
 * the name in {@code body} of {@code outputVars.get(i)}. {@code exprTexts} are the source texts
 * of the original query expressions, in original order, for {@code opa eval}'s output.
 */
public record CompiledQuery(Body body, List<String> outputVars, List<String> renamed, List<String> exprTexts) {
  public CompiledQuery {
    outputVars = List.copyOf(outputVars);
    renamed = List.copyOf(renamed);
    exprTexts = List.copyOf(exprTexts);
  }
}
