package dev.cairn.schemas;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * {@code allOf}, {@code anyOf} and {@code oneOf}. A failed {@code anyOf}/{@code oneOf} is reported
 * in the words of the one branch that fits the node's shape, as cfn-lint's best match, when there
 * is one.
 */
final class Combinators {
  private Combinators() {}

  static void allOf(Validator v, SchemaNode s, JsonNode inst, Trail at, Scope scope, Sink sink) {
    boolean guarded = s.allOfGuards.length > 0 && inst.isObject() && Functions.callName(inst) == null;
    byte[] met = guarded ? new byte[s.allOfGuards.length] : null; // 0 unknown, 1 all present, 2 one missing
    for (int i = 0; i < s.allOf.length; i++) {
      int g = s.allOfGuard[i];
      if (guarded && g >= 0) {
        if (met[g] == 0) {
          met[g] = allPresent(s.allOfGuards[g], inst, scope) ? (byte) 1 : (byte) 2;
        }
        if (met[g] == 2) {
          continue;
        }
      }
      v.validate(s.allOf[i], inst, at, scope, sink);
      if (sink.failedTrial()) {
        return;
      }
    }
  }

  private static boolean allPresent(String[] keys, JsonNode obj, Scope scope) {
    for (String k : keys) {
      if (!ObjectKeywords.present(scope, obj, k)) {
        return false;
      }
    }
    return true;
  }

  static void anyOf(Validator v, SchemaNode s, JsonNode inst, Trail at, Scope scope, Sink sink) {
    if (passing(v, s.anyOf, inst, at, scope, 1) == 0 && !closestBranch(v, s.anyOf, inst, at, scope, sink)) {
      v.report(sink, scope, "anyOf", at, null, () -> Repr.of(inst) + " is not valid under any of the given schemas");
    }
  }

  static void oneOf(Validator v, SchemaNode s, JsonNode inst, Trail at, Scope scope, Sink sink) {
    int passing = passing(v, s.oneOf, inst, at, scope, 2);
    if (passing == 0 && !closestBranch(v, s.oneOf, inst, at, scope, sink)) {
      v.report(sink, scope, "oneOf", at, null, () -> Repr.of(inst) + " is not valid under any of the given schemas");
    } else if (passing > 1) {
      v.report(sink, scope, "oneOf", at, null, () -> Repr.of(inst) + " is valid under each of " + Repr.of(s.raw.get("oneOf")));
    }
  }

  /**
   * When no branch of an anyOf/oneOf fits, the one branch that fits this node itself and fails only
   * below it (the shape the author chose, with a fault inside) is reported in its own words and
   * places, as cfn-lint's best match; with none or several such branches the caller reports the
   * node as a whole. Returns whether a branch was reported.
   */
  private static boolean closestBranch(Validator v, SchemaNode[] schemas, JsonNode inst, Trail at, Scope scope, Sink sink) {
    if (sink.isTrial()) {
      return false;
    }
    Sink closest = null;
    for (SchemaNode s : schemas) {
      Sink branch = new Sink();
      v.validate(s, inst, at, scope, branch);
      boolean below = !branch.isEmpty() && branch.violations().stream().allMatch(x -> fitsHere(x, at));
      if (below) {
        if (closest != null) {
          return false;
        }
        closest = branch;
      }
    }
    if (closest == null) {
      return false;
    }
    sink.absorb(closest);
    return true;
  }

  /** A violation below {@code at} that does not reject one of its own keys or ask for another. */
  private static boolean fitsHere(Violation x, Trail at) {
    int depth = x.path().size();
    boolean ownKey = depth == at.depth() + 1 && (x.keyword().equals("additionalProperties") || x.keyword().equals("false"));
    return depth > at.depth() && x.missing() == null && !ownKey;
  }

  /** How many of {@code schemas} the instance passes, counting no further than {@code enough}. */
  private static int passing(Validator v, SchemaNode[] schemas, JsonNode inst, Trail at, Scope scope, int enough) {
    int n = 0;
    for (SchemaNode s : schemas) {
      if (v.passes(s, inst, at, scope) && ++n >= enough) {
        break;
      }
    }
    return n;
  }
}
