package dev.cairn.scan;

import dev.cairn.locator.InputFormat;
import dev.cairn.report.Finding;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * The inline suppression comment {@link InlineSuppressions} reads, written for one finding, with an
 * empty reason for the author to fill in (until then the finding is suppressed and the comment
 * warns that it has no reason). An editor's quick fix puts it on a line of its own above the
 * finding's line.
 */
public final class SuppressionComment {
  /** The formats whose comments start with {@code #}; JSON and XML have no such comment. */
  private static final Set<InputFormat> HASH_COMMENTS = EnumSet.of(
      InputFormat.YAML, InputFormat.HCL2, InputFormat.DOCKERFILE, InputFormat.TOML, InputFormat.INI,
      InputFormat.DOTENV, InputFormat.PROPERTIES);

  private SuppressionComment() {}

  /**
   * {@code # cairn:ignore RULE reason=""} for the finding in a file of this format; empty when the
   * format (null: none) has no {@code #} comment or the rule cannot be named ({@link #rule}).
   */
  public static Optional<String> of(Finding f, InputFormat format) {
    return HASH_COMMENTS.contains(format)
        ? rule(f).map(rule -> "# " + InlineSuppressions.MARK + " " + rule + " reason=\"\"")
        : Optional.empty();
  }

  /**
   * The name a comment suppresses the finding by: its id, else its rule's name when the id cannot
   * be written in the comment; empty when neither can.
   */
  public static Optional<String> rule(Finding f) {
    String name = InlineSuppressions.ruleName(f.rule());
    return InlineSuppressions.isRuleName(f.ruleId()) ? Optional.of(f.ruleId())
        : InlineSuppressions.isRuleName(name) ? Optional.of(name)
        : Optional.empty();
  }
}
