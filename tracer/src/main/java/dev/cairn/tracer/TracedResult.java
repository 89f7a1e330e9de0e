package dev.cairn.tracer;

import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * One result of a rule (an element of a multi-value rule, or a single-value rule's value) with the
 * input paths its derivation used, ranked: the first is the primary location, the rest related.
 */
public record TracedResult(Value value, List<RankedPath> paths) {
  public TracedResult {
    paths = List.copyOf(paths);
  }

  /** The primary path, or null when the result used no input. */
  public RankedPath primary() {
    return paths.isEmpty() ? null : paths.get(0);
  }

  /** The paths after the primary one. */
  public List<RankedPath> related() {
    return paths.isEmpty() ? List.of() : paths.subList(1, paths.size());
  }
}
