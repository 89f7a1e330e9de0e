package dev.cairn.tracer;

import java.util.List;
import java.util.Set;

/**
 * How one result's leaves rank (docs/concepts/locations.md, "Ranking"). Each leaf falls in a tier
 * by the kind of evidence it is and by whether it lies in the result's subject, the resource or
 * document the derivation picked:
 *
 * <ol>
 *   <li>causes in the subject: a value tested, a missing key, a value looked for and not found,
 *       what a {@code not} read while failing;
 *   <li>a value tested elsewhere (a resource the subject refers to);
 *   <li>the subject itself, when the selectors that picked it are the only causes in it;
 *   <li>a comparison of two places of the input, or a lookup of one by the other (a join): it
 *       relates them, and the values tested say why;
 *   <li>failures outside the subject (a section missing elsewhere in the document);
 *   <li>selectors: a test of the field that names what an object is ({@link #TYPE_KEYS}), which
 *       picks the subject and is never the location;
 *   <li>context: what only fed the result's output.
 * </ol>
 *
 * Within a tier, deeper paths rank before shallower ones; at the same depth a value looked for
 * and not found ranks before where it was looked for, and otherwise the later used before the
 * earlier: the condition a rule states last is most often its point, after the ones that say it
 * applies (a negated guard before the value it then tests).
 */
final class Ranking {
  /**
   * The keys by which the formats Cairn reads name what an object is: a CloudFormation resource's
   * {@code Type}; the {@code type} of ARM, Deployment Manager and Pulumi resources; a Kubernetes
   * object's {@code kind} and {@code apiVersion}; an OpenAPI document's {@code openapi} or {@code
   * swagger} version.
   */
  static final Set<String> TYPE_KEYS = Set.of("Type", "type", "kind", "apiVersion", "openapi", "swagger");

  private static final int IN_SUBJECT = 0;
  private static final int TESTED_ELSEWHERE = 1;
  static final int SUBJECT_TIER = 2;
  /** Tests that order a value rather than match it: an old version compared, not a kind picked. */
  private static final Set<String> ORDERINGS = Set.of("lt", "lte", "gt", "gte");
  private static final int JOIN = 3;
  private static final int FAILURE_ELSEWHERE = 4;
  private static final int SELECTOR = 5;
  private static final int CONTEXT = 6;

  /** The subject's keys, or null when the result has none (every path is in it). */
  private final List<Object> subject;
  /** Whether the subject was found through a selector (which makes it a location of its own). */
  private final boolean selected;
  private final boolean causeInSubject;

  private Ranking(List<Object> subject, boolean selected, boolean causeInSubject) {
    this.subject = subject;
    this.selected = selected;
    this.causeInSubject = causeInSubject;
  }

  /** The ranking of one result's leaves. */
  static Ranking of(List<PathTree.Leaf> leaves) {
    RankedPath firstSelector = null;
    long firstSelectorUse = Long.MAX_VALUE;
    RankedPath firstCause = null;
    long firstCauseUse = Long.MAX_VALUE;
    for (int i = 0; i < leaves.size(); i++) {
      RankedPath p = leaves.get(i).path;
      long use = leaves.get(i).firstUse;
      if (selector(p) && use < firstSelectorUse) {
        firstSelector = p;
        firstSelectorUse = use;
      } else if (p.role() == Role.CAUSE && use < firstCauseUse) {
        firstCause = p;
        firstCauseUse = use;
      }
    }
    List<Object> subject = null;
    boolean selected = false;
    if (firstSelector != null) {
      List<Object> keys = firstSelector.path();
      subject = keys.subList(0, keys.size() - 1);
      selected = true;
    } else if (firstCause != null) {
      subject = resource(firstCause.path());
    }
    boolean causeInSubject = false;
    for (PathTree.Leaf l : leaves) {
      RankedPath p = l.path;
      if (p.role() == Role.CAUSE && !selector(p) && within(p.path(), subject)) {
        causeInSubject = true;
        break;
      }
    }
    return new Ranking(subject, selected, causeInSubject);
  }

  /** The subject as a location of its own, when selectors are the only causes in it; else null. */
  RankedPath standIn() {
    if (!selected || causeInSubject || subject.isEmpty()) {
      return null;
    }
    return RankedPath.of(subject, -1, Role.CAUSE, Reason.SUBJECT, null);
  }

  int tier(RankedPath p) {
    if (p.role() != Role.CAUSE) {
      return CONTEXT;
    }
    if (selector(p)) {
      return SELECTOR;
    }
    Reason r = p.reason();
    if (r == Reason.JOINED && !(subject != null && p.partner() != null && within(p.partner(), subject) && within(p.path(), subject))) {
      return JOIN; // relates the subject to another place; within the subject it is a test like others
    }
    if (within(p.path(), subject)) {
      return IN_SUBJECT;
    }
    return r == Reason.MISSING || r == Reason.SOUGHT || r != null && r.failure() ? FAILURE_ELSEWHERE : TESTED_ELSEWHERE;
  }

  /** Whether two paths are the two places one join compared. */
  static boolean joinedPair(RankedPath a, RankedPath b) {
    return a.reason() == Reason.JOINED && b.reason() == Reason.JOINED
        && a.path().equals(b.partner()) && b.path().equals(a.partner());
  }

  /** Whether a path is a value looked for and not found (ranks first among paths of its depth). */
  static boolean sought(RankedPath p) {
    return p.role() == Role.CAUSE && p.reason() == Reason.SOUGHT;
  }

  /**
   * Whether a path is a test of a type-naming field ({@link #TYPE_KEYS}), or a probe for one that
   * is absent (which kind of document is this?).
   */
  static boolean selector(RankedPath p) {
    List<Object> keys = p.path();
    Reason r = p.reason();
    return p.role() == Role.CAUSE
        && (p.missingFrom() < 0 || p.missingFrom() == keys.size() - 1)
        && !keys.isEmpty()
        && keys.get(keys.size() - 1) instanceof String k
        && TYPE_KEYS.contains(k)
        && (r == Reason.TESTED_BY && !ORDERINGS.contains(p.detail()) || r == Reason.COMPARED || r == Reason.STANDALONE
            || r == Reason.LOOKED_UP || r == Reason.MISSING);
  }

  /**
   * The CloudFormation resource a path lies in ({@code .../Resources/<id>}, at any depth: a
   * template of its own, or wrapped in conftest's combined list or a policy library's document
   * list), or null.
   */
  private static List<Object> resource(List<Object> p) {
    for (int i = p.size() - 2; i >= 0; i--) {
      if ("Resources".equals(p.get(i)) && p.get(i + 1) instanceof String) {
        return p.subList(0, i + 2);
      }
    }
    return null;
  }

  private static boolean within(List<Object> path, List<Object> subject) {
    if (subject == null) {
      return true;
    }
    if (path.size() < subject.size()) {
      return false;
    }
    for (int i = 0; i < subject.size(); i++) {
      if (!path.get(i).equals(subject.get(i))) {
        return false;
      }
    }
    return true;
  }
}
