package dev.cairn.engine.parser;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.Annotations;
import dev.cairn.engine.value.BooleanValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Hands each METADATA block to the statement that follows it, as OPA does: a block without
 * {@code scope:} takes the statement's kind ({@code document} for an {@code entrypoint} rule), and
 * a scope that does not fit the statement is an error.
 */
final class AnnotationAttacher {
  private final List<MetadataParser.Block> blocks;
  private final List<RegoError> errors;
  private final List<Annotations> all = new ArrayList<>();
  private int next;

  AnnotationAttacher(List<MetadataParser.Block> blocks, List<RegoError> errors) {
    this.blocks = blocks;
    this.errors = errors;
  }

  /** Every block seen so far, in source order. */
  List<Annotations> all() {
    return all;
  }

  /**
   * Records the blocks starting before {@code line}, which precede a statement of kind {@code
   * node} ("package", "rule", "import", or null at the end of the file), and returns the last one
   * that applies to it, or null.
   */
  Annotations attach(int line, String node) {
    Annotations last = null;
    while (next < blocks.size() && blocks.get(next).location().line() < line) {
      Annotations a = scoped(blocks.get(next++), node);
      all.add(a);
      String error = scopeError(a.scope(), node);
      if (error == null) {
        last = a;
      } else {
        errors.add(new RegoError(ErrorCodes.PARSE, error, a.location()));
      }
    }
    return last;
  }

  private static Annotations scoped(MetadataParser.Block b, String node) {
    String scope = b.scope();
    if (scope == null) {
      boolean entrypoint = BooleanValue.TRUE.equals(b.value().get("entrypoint"));
      scope = node == null ? "" : node.equals("rule") && entrypoint ? "document" : node;
    }
    return new Annotations(scope, b.value(), b.location());
  }

  private static String scopeError(String scope, String node) {
    String want =
        switch (scope) {
          case "rule", "document" -> "rule";
          case "package", "subpackages" -> "package";
          default -> null;
        };
    if (want == null) {
      return "invalid annotation scope '"
          + scope
          + "'. Use one of 'rule', 'document', 'package', or 'subpackages'";
    }
    if (!want.equals(node)) {
      String have = node == null ? "" : " (have " + node + ")";
      return "annotation scope '" + scope + "' must be applied to " + want + have;
    }
    return null;
  }
}
