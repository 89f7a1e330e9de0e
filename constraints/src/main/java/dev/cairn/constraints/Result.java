package dev.cairn.constraints;

import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * One violation: the rule's {@code msg} and {@code details}, the constraint that found it and its
 * enforcement action, the object it is about, and where it is (null when the object came from no
 * file, or location was not asked for): the primary location first, then related ones.
 */
public record Result(
    String msg,
    Value details,
    Constraint constraint,
    String enforcementAction,
    ObjectId object,
    List<ResultLocation> locations) {
  public Result {
    locations = locations == null ? List.of() : List.copyOf(locations);
  }

  /** The primary location, or null. */
  public ResultLocation primary() {
    return locations.isEmpty() ? null : locations.get(0);
  }
}
