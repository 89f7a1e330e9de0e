package dev.cairn.cfnlint;

import dev.cairn.report.Finding;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;

/** Lints test templates and shows findings as {@code E3012@17} (rule at line) for assertions. */
final class Lint {
  static final TemplateLinter DEFAULT = new TemplateLinter(SchemaStore.bundled(), LintOptions.DEFAULT);

  private Lint() {}

  static Path template(String name) {
    try {
      return Path.of(Lint.class.getResource("/templates/" + name).toURI());
    } catch (URISyntaxException | NullPointerException e) {
      throw new IllegalArgumentException("no test template " + name, e);
    }
  }

  static List<Finding> findings(String name) {
    return DEFAULT.lint(template(name));
  }

  /** Each finding as {@code rule@line}, in report order. */
  static List<String> at(List<Finding> findings) {
    return findings.stream().map(f -> f.ruleId() + "@" + f.location().line()).toList();
  }

  static List<String> at(String name) {
    return at(findings(name));
  }

  static String describe(List<Finding> findings) {
    StringBuilder b = new StringBuilder();
    for (Finding f : findings) {
      b.append(f.ruleId()).append('@').append(f.location().line()).append(':').append(f.location().column())
          .append(' ').append(f.message()).append('\n');
    }
    return b.toString();
  }
}
