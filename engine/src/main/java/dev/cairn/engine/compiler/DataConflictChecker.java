package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A rule may not define a document the base data already has ("conflicting rule for data path
 * a/b found"), as {@code opa eval} reports. Walks the rule tree and the data together, so only
 * paths present in both are visited.
 */
final class DataConflictChecker {
  private DataConflictChecker() {}

  static void check(RuleTree rules, Value data, CompileErrors errors) {
    if (data instanceof ObjectValue o) {
      walk(rules.root(), o, new ArrayList<>(), errors);
    }
  }

  private static void walk(RuleTree.Node node, ObjectValue data, List<String> path, CompileErrors errors) {
    for (Map.Entry<Value, RuleTree.Node> e : node.children().entrySet()) {
      if (!(e.getKey() instanceof StringValue key)) {
        continue;
      }
      Value below = data.get(key);
      if (below == null) {
        continue;
      }
      RuleTree.Node child = e.getValue();
      path.add(key.value());
      CompiledRule first = child.rules().isEmpty() ? child.defaultRule() : child.rules().get(0);
      if (first != null) {
        errors.add(
            ErrorCodes.COMPILE,
            first.rule().location(),
            "conflicting rule for data path " + String.join("/", path) + " found");
      } else if (below instanceof ObjectValue o) {
        walk(child, o, path, errors);
      }
      path.remove(path.size() - 1);
    }
  }
}
