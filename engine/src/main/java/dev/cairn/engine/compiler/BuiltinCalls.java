package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * Every call of a built-in or operator in compiled modules, with its location: what a
 * capabilities check (conftest's and OPA's {@code --capabilities}) compares with the built-ins
 * allowed.
 */
public final class BuiltinCalls extends AstRewriter {
  private final List<Call> calls = new ArrayList<>();

  private BuiltinCalls() {}

  public static List<Call> in(CompiledModules modules) {
    BuiltinCalls collector = new BuiltinCalls();
    for (Module m : modules.modules()) {
      for (Rule first : m.rules()) {
        for (Rule r = first; r != null; r = r.elseRule()) {
          collector.visit(r);
        }
      }
    }
    return List.copyOf(collector.calls);
  }

  @Override
  Term call(Call c) {
    if (Functions.isBuiltin(AstPrinter.refName(c.operator()))) {
      calls.add(c);
    }
    return super.call(c);
  }
}
