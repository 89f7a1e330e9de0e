package dev.cairn.constraints;

import dev.cairn.locator.PathLocation;
import dev.cairn.locator.Region;
import dev.cairn.tracer.RankedPath;
import dev.cairn.tracer.TracedResult;
import dev.cairn.report.FindingLocation;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns a traced violation's ranked input paths into places in files: {@code input.review...}
 * through the target into the object's document, {@code input.parameters...} into the constraint's
 * {@code spec.parameters}. The first path that lands in the object is the primary location (the
 * object's root when none does); the rest follow in rank order.
 */
final class ResultLocator {
  private ResultLocator() {}

  static List<ResultLocation> locate(Target target, ReviewObject object, Constraint constraint, TracedResult traced) {
    List<ResultLocation> inObject = new ArrayList<>();
    List<ResultLocation> inConstraint = new ArrayList<>();
    for (RankedPath p : traced.paths()) {
      List<Object> path = p.path();
      if (path.size() >= 1 && "review".equals(path.get(0))) {
        Target.Located l = target.locate(object, path.subList(1, path.size()));
        if (l != null) {
          inObject.add(at(l.source(), l.path(), p.missingFrom() < 0 ? -1 : p.missingFrom() - 1 - (path.size() - 1 - l.path().size())));
        }
      } else if (path.size() >= 1 && "parameters".equals(path.get(0)) && constraint.source() != null) {
        SourceDocument params = constraint.source().below(List.of("spec", "parameters"));
        inConstraint.add(at(params, path.subList(1, path.size()), p.missingFrom() < 0 ? -1 : p.missingFrom() - 1));
      }
    }
    if (inObject.isEmpty() && object.source() != null) {
      inObject.add(at(object.source(), List.of(), -1));
    }
    Set<ResultLocation> all = new LinkedHashSet<>(inObject);
    all.addAll(inConstraint);
    return List.copyOf(all);
  }

  private static ResultLocation at(SourceDocument src, List<Object> path, int missingFrom) {
    PathLocation loc = src.reportAt(path);
    Region r = loc.region();
    List<Object> full = SourceDocument.concat(src.root(), path);
    List<Object> missing =
        missingFrom >= 0 && missingFrom <= path.size() ? path.subList(missingFrom, path.size()) : loc.missing();
    return new ResultLocation(
        src.file(),
        src.document().index(),
        new FindingLocation(full, r.startLine(), r.startColumn(), r.endLine(), r.endColumn(), missing));
  }
}
