package dev.cairn.cfnlint;

import java.util.List;

/**
 * One schema violation before it becomes a finding: its cfn-lint rule id, the path it points at, the
 * key missing below that path (for {@code required} and the like, else null), and the message.
 */
record Violation(String ruleId, List<Object> path, String missing, String message, String keyword) {

  /** The same violation at another path (where the template as written has it). */
  Violation at(List<Object> other) {
    return new Violation(ruleId, other, missing, message, keyword);
  }
}
