package dev.cairn.tracer;

import java.util.List;

/**
 * One input path a result used, with its role. When the policy read past the end of the input
 * ({@code not b.Properties.BucketEncryption}), {@code path} is the full path it tried and {@code
 * missingFrom} the index of the first key that does not exist; otherwise {@code missingFrom} is
 * -1. {@code why} says what made it a cause or context (the test, the failure), for {@code
 * --explain}.
 */
public record RankedPath(List<Object> path, int missingFrom, Role role, String why) {
  public RankedPath {
    path = List.copyOf(path);
    why = why == null ? "" : why;
  }

  public RankedPath(List<Object> path, int missingFrom, Role role) {
    this(path, missingFrom, role, "");
  }

  /** The keys that do not exist (empty when the whole path exists). */
  public List<Object> missing() {
    return missingFrom < 0 ? List.of() : path.subList(missingFrom, path.size());
  }

  /** The part of the path that exists in the input. */
  public List<Object> existing() {
    return missingFrom < 0 ? path : path.subList(0, missingFrom);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < path.size(); i++) {
      if (i > 0) {
        sb.append('/');
      }
      if (i == missingFrom) {
        sb.append('?');
      }
      sb.append(path.get(i));
    }
    return sb.append(" (").append(role.name().toLowerCase(java.util.Locale.ROOT)).append(')').toString();
  }
}
