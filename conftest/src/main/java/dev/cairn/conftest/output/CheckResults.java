package dev.cairn.conftest.output;

import dev.cairn.report.CheckedInput;
import dev.cairn.report.Finding;
import dev.cairn.report.InputError;
import dev.cairn.report.ScanReport;
import dev.cairn.conftest.NamespaceGlob;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a scan into conftest's results: one per namespace (in the order given) and file checked (its
 * documents together, as conftest reports a multi-document file), counting, per rule, its messages
 * and a success for each definition of the rule beyond them. A namespace no rule of the policy lives in
 * still gets its (empty) results, which conftest prints as "no policies found".
 */
public final class CheckResults {
  /** What conftest calls the input of {@code --combine}. */
  public static final String COMBINED = "Combined";

  private CheckResults() {}

  /**
   * @param namespaces the namespaces to report, each with at least the rules the scan evaluated
   *     in it
   */
  public static List<CheckResult> of(ScanReport report, Collection<String> namespaces) {
    Map<String, List<Finding>> byInputAndRule = new HashMap<>();
    for (Finding f : report.findings()) {
      byInputAndRule.computeIfAbsent(key(report, f.file(), f.document(), f.rule()), k -> new ArrayList<>()).add(f);
    }
    // A rule's evaluation error belongs to its input and namespace; any other error (a file that
    // could not be read) is a result of its own, in the first namespace.
    Map<String, List<InputError>> ruleErrors = new HashMap<>();
    List<CheckResult> out = new ArrayList<>();
    String first = namespaces.isEmpty() ? "main" : namespaces.iterator().next();
    for (InputError e : report.errors()) {
      if (e.rule() != null) {
        ruleErrors.computeIfAbsent(errorKey(report, e.file(), e.rule()), k -> new ArrayList<>()).add(e);
      } else {
        out.add(new CheckResult(e.file(), first, 0, List.of(), List.of(), List.of(), List.of(),
            List.of(new ResultMessage(e.toString(), null, e.file(), e.line()))));
      }
    }
    for (String ns : namespaces) {
      Map<String, CheckResult> byFile = new java.util.LinkedHashMap<>();
      for (CheckedInput in : report.checked()) {
        CheckResult r = check(report, in, ns, byInputAndRule, ruleErrors);
        byFile.merge(r.file(), r, CheckResult::plus);
      }
      out.addAll(byFile.values());
    }
    return out;
  }

  private static CheckResult check(
      ScanReport report, CheckedInput in, String ns, Map<String, List<Finding>> findings,
      Map<String, List<InputError>> ruleErrors) {
    int successes = 0;
    List<ResultMessage> warnings = new ArrayList<>();
    List<ResultMessage> failures = new ArrayList<>();
    List<ResultMessage> errors = new ArrayList<>();
    for (String rule : in.rules()) {
      if (!in.namespace(rule).equals(ns)) {
        continue;
      }
      if (in.failed().contains(rule)) {
        // each error once, with the first document of its file that failed
        for (InputError e : ruleErrors.getOrDefault(errorKey(report, in.file(), rule), List.of())) {
          errors.add(new ResultMessage(e.toString(), rule, e.file(), e.line()));
        }
        ruleErrors.remove(errorKey(report, in.file(), rule));
        continue;
      }
      List<Finding> found = findings.getOrDefault(key(report, in.file(), in.document(), rule), List.of());
      successes += Math.max(0, in.definitions(rule) - found.size());
      for (Finding f : found) {
        int line = f.location() == null ? 0 : f.location().line();
        ResultMessage m = new ResultMessage(
            f.message(), rule, f.file(), line, f.metadata() == null ? null : f.metadata().get("details"));
        (f.isWarning() ? warnings : failures).add(m);
      }
    }
    List<ResultMessage> exceptions = new ArrayList<>();
    for (String rule : in.excepted()) {
      if (in.namespace(rule).equals(ns)) {
        String suffix = name(rule).replaceFirst("^(deny|violation)_", "");
        exceptions.add(ResultMessage.of("data." + ns + ".exception[_][_] == \"" + suffix + "\"", null));
      }
    }
    String file = in.file() == null ? COMBINED : in.file();
    return new CheckResult(file, ns, successes, warnings, failures, exceptions, List.of(), errors);
  }

  /** A rule's errors on a file; with {@code --combine} there is one input, whatever the errors name. */
  private static String errorKey(ScanReport report, String file, String rule) {
    boolean combined = !report.checked().isEmpty() && report.checked().get(0).file() == null;
    return combined ? rule : file + "\u0000" + rule;
  }

  /** With {@code --combine} every finding belongs to the one combined input, whatever its file. */
  private static String key(ScanReport report, String file, int document, String rule) {
    boolean combined = !report.checked().isEmpty() && report.checked().get(0).file() == null;
    return combined ? rule : file + "\u0000" + document + "\u0000" + rule;
  }

  /** {@code main.gke} of {@code data.main.gke}: a package as conftest names namespaces. */
  public static String packageName(String packageRef) {
    return packageRef.startsWith("data.") ? packageRef.substring(5) : packageRef;
  }

  private static String name(String rulePath) {
    return rulePath.substring(rulePath.lastIndexOf('.') + 1);
  }

  /**
   * The namespaces to report: every package with {@code all}, else each pattern's matching
   * packages, or the pattern itself when it matches none (conftest reports it as empty).
   */
  public static List<String> namespaces(Collection<String> patterns, boolean all, Collection<String> packages) {
    if (all) {
      return List.copyOf(new LinkedHashSet<>(packages));
    }
    Set<String> out = new LinkedHashSet<>();
    for (String p : patterns) {
      boolean any = false;
      for (String pkg : packages) {
        if (NamespaceGlob.matches(p, pkg)) {
          out.add(pkg);
          any = true;
        }
      }
      if (!any) {
        out.add(p);
      }
    }
    return List.copyOf(out);
  }
}
