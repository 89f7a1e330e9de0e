package dev.cairn.conftest;

import dev.cairn.scan.ScanInput;
import dev.cairn.tracer.Provenance;
import dev.cairn.tracer.Role;
import dev.cairn.tracer.TracedResult;

import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.report.Finding;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The role (cause or context) of each finding's primary path. Findings carry paths and regions but
 * not roles, so the corpus report traces every document again with {@link Provenance#traceAll}
 * and keys each result's primary by file, document, rule and path.
 */
final class PrimaryRoles {
  private final Map<String, Role> roles = new HashMap<>();

  PrimaryRoles(RegoCheck scanner, List<ScanInput> inputs) {
    DocumentLoader loader = DocumentLoader.builder().build();
    for (ScanInput in : inputs) {
      for (Document doc : loader.load(in.path()).documents()) {
        AnnotatedInput input = AnnotatedInput.fromJson(doc.value());
        var traced = Provenance.traceAll(scanner.policy(), scanner.rules(), input, EvalOptions.builder().build());
        traced.forEach(
            (rule, results) -> {
              for (TracedResult r : results) {
                if (r.primary() != null) {
                  roles.putIfAbsent(key(in.name(), doc.index(), rule, r.primary().path()), r.primary().role());
                }
              }
            });
      }
    }
  }

  /** The primary path's role, or "?" when the finding has no primary path. */
  String of(Finding f) {
    if (f.location() == null) {
      return "?";
    }
    Role role = roles.get(key(f.file(), f.document(), f.rule(), f.location().path()));
    return role == null ? "?" : role.name().toLowerCase(java.util.Locale.ROOT);
  }

  private static String key(String file, int document, String rule, List<Object> path) {
    return file + "#" + document + "#" + rule + "#" + path;
  }
}
