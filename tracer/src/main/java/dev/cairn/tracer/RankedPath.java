package dev.cairn.tracer;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One input path a result used, with its role. When the policy read past the end of the input
 * ({@code not b.Properties.BucketEncryption}), {@code path} is the full path it tried and {@code
 * missingFrom} the index of the first key that does not exist; otherwise {@code missingFrom} is
 * -1. {@link #why} says what made it a cause or context (the test, the failure), for {@code
 * --explain}; it is put into words only when asked for.
 */
public final class RankedPath {
  private final List<Object> path;
  private final int missingFrom;
  private final Role role;
  private final Reason reason;
  private final String detail;
  private final List<Object> partner;
  /** Whether the path lies in an object the result's value names (ranks first in its tier). */
  private final boolean named;

  public RankedPath(List<Object> path, int missingFrom, Role role) {
    this(List.copyOf(path), missingFrom, role, null, null, null, false);
  }

  /** With why it has its role; the keys are copied. */
  static RankedPath of(List<Object> path, int missingFrom, Role role, Reason reason, String detail) {
    return new RankedPath(List.copyOf(path), missingFrom, role, reason, detail, null, false);
  }

  /**
   * From keys no one else holds: wrapped, not copied again (every result makes a few); {@code
   * partner} is the other place a join compared this one with, or null.
   */
  static RankedPath ofKeys(
      Object[] keys, int missingFrom, Role role, Reason reason, String detail, List<Object> partner, boolean named) {
    return new RankedPath(Collections.unmodifiableList(Arrays.asList(keys)), missingFrom, role, reason, detail, partner, named);
  }

  private RankedPath(
      List<Object> path, int missingFrom, Role role, Reason reason, String detail, List<Object> partner, boolean named) {
    this.path = path;
    this.missingFrom = missingFrom;
    this.role = role;
    this.reason = reason;
    this.detail = detail;
    this.partner = partner;
    this.named = named;
  }

  /** This path, marked as lying in an object the result's value names. */
  RankedPath named() {
    return new RankedPath(path, missingFrom, role, reason, detail, partner, true);
  }

  /** For a join, the other place of the input it was compared with; null otherwise. */
  List<Object> partner() {
    return partner;
  }

  public List<Object> path() {
    return path;
  }

  public int missingFrom() {
    return missingFrom;
  }

  public Role role() {
    return role;
  }

  /** Why the path has its role: the test or failure that recorded it ("" when not known). */
  public String why() {
    String why;
    if (reason == Reason.JOINED && partner != null) {
      why = reason.describe(partner.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining("/")));
    } else {
      why = reason == null ? "" : reason.describe(detail);
    }
    return named && role == Role.CAUSE ? why + "; in what the result names" : why;
  }

  /** What the reason names (the built-in or helper), or null. */
  String detail() {
    return detail;
  }

  /** What gave the path its role; null when not known. */
  Reason reason() {
    return reason;
  }

  /** Whether this path is evidence of a failure the result rests on (see {@link Reason#failure}). */
  boolean failure() {
    return role == Role.CAUSE && reason != null && reason.failure();
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
  public boolean equals(Object o) {
    return o instanceof RankedPath p && p.missingFrom == missingFrom && p.role == role && p.path.equals(path);
  }

  @Override
  public int hashCode() {
    return Objects.hash(path, missingFrom, role);
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
