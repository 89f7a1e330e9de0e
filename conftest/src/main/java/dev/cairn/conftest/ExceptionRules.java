package dev.cairn.conftest;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * conftest's {@code exception} rules: each produces lists of rule suffixes ({@code ["foo"]}
 * exempts {@code deny_foo} and {@code violation_foo}; {@code ""} exempts plain {@code deny} and
 * {@code violation}) for the input being scanned.
 */
final class ExceptionRules {
  private ExceptionRules() {}

  static Set<String> suffixes(CompiledPolicy policy, List<String> exceptionRules, EvalOptions options) {
    Set<String> out = new HashSet<>();
    for (String rule : exceptionRules) {
      QueryResult r = policy.evaluate(rule, options);
      for (QueryResult.Solution s : r.solutions()) {
        for (QueryResult.ExpressionValue e : s.expressions()) {
          collect(e.value(), out);
        }
      }
    }
    return out;
  }

  private static void collect(Value v, Set<String> out) {
    if (v instanceof StringValue s) {
      out.add(s.value());
    } else if (v instanceof ArrayValue a) {
      for (Value x : a.items()) {
        collect(x, out);
      }
    } else if (v instanceof SetValue set) {
      for (Value x : set.elements()) {
        collect(x, out);
      }
    }
  }
}
