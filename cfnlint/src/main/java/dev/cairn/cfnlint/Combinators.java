package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * {@code allOf}, {@code anyOf} and {@code oneOf}. A failed {@code anyOf}/{@code oneOf} is reported
 * as itself and with every branch's faults, as cfn-lint reports it.
 */
final class Combinators {
  private Combinators() {}

  static void allOf(Validator v, SchemaNode s, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    boolean guarded = s.allOfGuards.length > 0 && inst.isObject() && IntrinsicFunctions.callName(inst) == null;
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

  private static boolean allPresent(String[] keys, JsonNode obj, RuleScope scope) {
    for (String k : keys) {
      if (!ObjectKeywords.present(scope, obj, k)) {
        return false;
      }
    }
    return true;
  }

  static void anyOf(Validator v, SchemaNode s, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    if (passing(v, s.anyOf, inst, at, scope, 1) == 0) {
      v.report(sink, scope, "anyOf", at, null, () -> PythonRepr.of(inst) + " is not valid under any of the given schemas");
      everyBranch(v, s.anyOf, inst, at, scope, sink);
    }
  }

  static void oneOf(Validator v, SchemaNode s, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    int passing = passing(v, s.oneOf, inst, at, scope, 2);
    if (passing == 0) {
      v.report(sink, scope, "oneOf", at, null, () -> PythonRepr.of(inst) + " is not valid under any of the given schemas");
      everyBranch(v, s.oneOf, inst, at, scope, sink);
    } else if (passing > 1) {
      v.report(sink, scope, "oneOf", at, null, () -> PythonRepr.of(inst) + " is valid under each of " + PythonRepr.of(s.raw.get("oneOf")));
    }
  }

  /**
   * When no branch fits, each branch's faults, each under its keyword's rule, as cfn-lint reports
   * them beside the anyOf/oneOf itself (a fault two branches share is one finding).
   */
  private static void everyBranch(Validator v, SchemaNode[] schemas, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    if (sink.isTrial()) {
      return;
    }
    for (SchemaNode s : schemas) {
      v.validate(s, inst, at, scope, sink);
    }
  }

  /** How many of {@code schemas} the instance passes, counting no further than {@code enough}. */
  private static int passing(Validator v, SchemaNode[] schemas, JsonNode inst, TemplatePath at, RuleScope scope, int enough) {
    int n = 0;
    for (SchemaNode s : schemas) {
      if (v.passes(s, inst, at, scope) && ++n >= enough) {
        break;
      }
    }
    return n;
  }
}
