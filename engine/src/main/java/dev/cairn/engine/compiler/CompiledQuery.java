package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.Body;
import java.util.List;

/**
 * A query compiled against {@link CompiledModules} with the same rewriting. {@code outputVars}
 * are the user-written variables of the query, in order of first appearance (what {@code opa
 * eval} reports as bindings), mapped from their possibly-renamed names: {@code renamed.get(i)} is
 * the name in {@code body} of {@code outputVars.get(i)}. {@code exprTexts} are the source texts
 * of the original query expressions, in original order, for {@code opa eval}'s output; since
 * reordering may move expressions, {@code originalIndex.get(i)} is the original position of
 * {@code body.exprs().get(i)}.
 */
public record CompiledQuery(
    Body body, List<String> outputVars, List<String> renamed, List<String> exprTexts, List<Integer> originalIndex) {
  public CompiledQuery {
    originalIndex = List.copyOf(originalIndex);
    outputVars = List.copyOf(outputVars);
    renamed = List.copyOf(renamed);
    exprTexts = List.copyOf(exprTexts);
  }
}
