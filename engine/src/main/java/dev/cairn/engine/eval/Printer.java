package dev.cairn.engine.eval;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code print(...)}, as OPA prints: every combination of the arguments' values on its own line,
 * strings unquoted, other values in Rego syntax, and {@code <undefined>} for an argument without
 * a value (print never makes its expression undefined).
 */
final class Printer {
  private Printer() {}

  /** {@code print(...)}: each argument's values (none prints {@code <undefined>}), crossed. */
  static boolean print(Evaluator ev, Call c, Bindings b) {
    List<List<Value>> operands = new ArrayList<>();
    for (Term arg : c.args()) {
      List<Value> values = new ArrayList<>();
      try {
        ev.terms.eval(arg, b, v -> {
          values.add(v);
          return false;
        });
      } catch (RegoException e) {
        if (!e.code().equals(ErrorCodes.BUILTIN)
            && !e.code().equals(ErrorCodes.EVAL_TYPE)) {
          throw e;
        }
      }
      operands.add(values);
    }
    cross(ev, operands, 0, new String[operands.size()]);
    return true;
  }

  private static void cross(Evaluator ev, List<List<Value>> operands, int i, String[] buf) {
    if (i == operands.size()) {
      ev.state.print(String.join(" ", buf));
      return;
    }
    List<Value> xs = operands.get(i);
    if (xs.isEmpty()) {
      buf[i] = "<undefined>";
      cross(ev, operands, i + 1, buf);
      return;
    }
    for (Value x : xs) {
      buf[i] = x instanceof StringValue s ? s.value() : RegoText.of(x);
      cross(ev, operands, i + 1, buf);
    }
  }
}
