package dev.cairn.conftest;

import dev.cairn.report.Outcome;
import dev.cairn.scan.ResourceFinder;
import dev.cairn.tracer.RankedPath;
import dev.cairn.tracer.TracedResult;

import dev.cairn.engine.ast.Annotations;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import dev.cairn.report.Explanation;
import dev.cairn.report.Finding;
import dev.cairn.report.FindingLocation;
import dev.cairn.report.Resource;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a traced result into a finding: message, severity and id from the result (a string, or an
 * object with {@code msg}, {@code severity}, {@code id}, {@code details}) or else the rule's
 * METADATA, and locations from the ranked paths.
 */
final class FindingFactory {
  private FindingFactory() {}

  static Finding create(TargetRule rule, TracedResult result, InputDocuments input, boolean explain) {
    Value v = result.value();
    ObjectValue obj = v instanceof ObjectValue o ? o : null;
    Annotations meta = ruleAnnotations(rule);
    ObjectValue custom = meta == null ? ObjectValue.EMPTY : meta.custom();

    String message;
    if (v instanceof StringValue s) {
      message = s.value();
    } else if (obj != null && obj.get("msg") instanceof StringValue s) {
      message = s.value();
    } else {
      message = v.toString();
    }
    String severity = firstString(obj == null ? null : obj.get("severity"), custom.get("severity"));
    if (severity == null) {
      severity = rule.defaultSeverity();
    }
    String id = firstString(obj == null ? null : obj.get("id"), custom.get("id"));
    if (id == null) {
      id = rule.path();
    }

    RankedPath primary = result.primary();
    InputDocuments.Resolved where =
        primary != null ? input.resolve(primary.path(), primary.missingFrom()) : input.resolve(List.of(), -1);
    FindingLocation location = where.location();
    List<FindingLocation> related = new ArrayList<>();
    for (RankedPath p : result.related()) {
      InputDocuments.Resolved r = input.resolve(p.path(), p.missingFrom());
      if (r.source() == where.source()) {
        related.add(r.location());
      }
    }
    Resource resource =
        ResourceFinder.find(
            where.source().document().value(), where.source().document().sourceIndex(), where.pathInDocument());
    List<Explanation> explanation = explain ? explain(result, input) : List.of();
    return new Finding(
        where.source().file(),
        where.source().document().index(),
        rule.path(),
        id,
        message,
        severity,
        rule.outcome(),
        resource,
        location,
        related,
        metadata(meta, obj),
        explanation);
  }

  /** Every ranked path with where it is, its role and why. */
  private static List<Explanation> explain(TracedResult result, InputDocuments input) {
    List<Explanation> out = new ArrayList<>();
    for (int i = 0; i < result.paths().size(); i++) {
      RankedPath p = result.paths().get(i);
      InputDocuments.Resolved r = input.resolve(p.path(), p.missingFrom());
      out.add(new Explanation(
          i, r.source().file(), r.location(), p.role().name().toLowerCase(java.util.Locale.ROOT), p.why()));
    }
    return out;
  }

  /** The METADATA written for the rule itself; package-wide blocks describe no single rule. */
  private static Annotations ruleAnnotations(TargetRule rule) {
    for (Annotations a : rule.summary().annotations()) {
      if ("rule".equals(a.scope()) || "document".equals(a.scope())) {
        return a;
      }
    }
    return null;
  }

  private static String firstString(Value... candidates) {
    for (Value c : candidates) {
      if (c instanceof StringValue s) {
        return s.value();
      }
    }
    return null;
  }

  /** The rule's METADATA, plus the result's {@code details} when it has any. */
  private static com.fasterxml.jackson.databind.JsonNode metadata(Annotations meta, ObjectValue result) {
    Value details = result == null ? null : result.get("details");
    if (meta == null && details == null) {
      return null;
    }
    ObjectValue.Builder b = ObjectValue.builder();
    if (meta != null) {
      for (var e : meta.value().entries().entrySet()) {
        b.put(e.getKey(), e.getValue());
      }
    }
    if (details != null) {
      b.put("details", details);
    }
    return dev.cairn.engine.value.Json.toJson(b.build());
  }
}
