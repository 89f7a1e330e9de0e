package dev.cairn.lsp;

import dev.cairn.checks.NoPoliciesException;
import dev.cairn.checks.PolicyChecks;
import dev.cairn.conftest.RegoCheck;
import dev.cairn.constraints.ConstraintCheck;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.guard.GuardCheck;
import dev.cairn.locator.LocatedException;
import dev.cairn.scan.Check;
import dev.cairn.cfnlint.SchemaCheck;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks of a workspace, loaded from its policy paths as {@code cairn scan} loads them, and
 * the problems that stopped some from loading (a Rego compile error at its file:line:column, a
 * malformed template or Guard rules file, a missing path). An editor is never without an answer:
 * when the policies do not load, the documents are checked by whatever did (the schemas) and the
 * problems are shown where they are.
 */
record LoadedPolicies(List<Check> checks, List<Problem> problems) {
  /** How long one evaluation of one document may run before it is an error of that document. */
  static final Duration EVALUATION_TIMEOUT = Duration.ofSeconds(30);

  LoadedPolicies {
    checks = List.copyOf(checks);
    problems = List.copyOf(problems);
  }

  /** A problem with a policy: its file (null when it has none), 1-based line and column (0 when unknown). */
  record Problem(String file, int line, int column, String message) {
    @Override
    public String toString() {
      return (file == null ? "" : file + (line > 0 ? ":" + line + ":" + column : "") + ": ") + message;
    }
  }

  static LoadedPolicies load(LspSettings settings) {
    PolicyChecks.Builder b = PolicyChecks.builder()
        .schemas(settings.checks().contains(LspSettings.CheckKind.SCHEMAS))
        .timeout(EVALUATION_TIMEOUT)
        .rego(rego -> {
          namespaces(rego, settings);
          settings.data().forEach(rego::data);
        });
    settings.policies().forEach(b::policy);
    List<Problem> problems = new ArrayList<>();
    try {
      List<Check> enabled = b.build().load().stream().filter(c -> enabled(c, settings)).toList();
      return new LoadedPolicies(enabled, problems);
    } catch (RegoException e) {
      for (RegoError err : e.errors()) {
        dev.cairn.engine.ast.Location l = err.location();
        problems.add(l == null
            ? new Problem(null, 0, 0, err.code() + ": " + err.message())
            : new Problem(l.file(), l.line(), l.column(), err.code() + ": " + err.message()));
      }
    } catch (LocatedException e) {
      problems.add(new Problem(e.file(), e.line(), e.column(), e.reason()));
    } catch (NoPoliciesException e) {
      problems.add(new Problem(null, 0, 0, e.getMessage() + " in " + e.paths()));
    } catch (IllegalArgumentException | IllegalStateException | UncheckedIOException e) {
      problems.add(new Problem(null, 0, 0, String.valueOf(e.getMessage())));
    } catch (RuntimeException | StackOverflowError e) {
      // Loading must never take the server down: the editor shows why and documents are still checked.
      problems.add(new Problem(null, 0, 0, "internal error loading the policies: " + e));
    }
    List<Check> fallback = settings.checks().contains(LspSettings.CheckKind.SCHEMAS)
        ? List.of(SchemaCheck.builder().build())
        : List.of();
    return new LoadedPolicies(fallback, problems);
  }

  /**
   * The Rego checks again, on the policies already compiled, giving each finding the paths its
   * result used and why ({@code cairn scan --explain}): what a hover shows. Diagnostics are
   * computed without it, since they show none of it.
   */
  List<Check> explaining(LspSettings settings) {
    return checks.stream()
        .filter(RegoCheck.class::isInstance)
        .map(c -> (Check) namespaces(RegoCheck.builder().policy(((RegoCheck) c).policy()), settings)
            .timeout(EVALUATION_TIMEOUT)
            .explain(true)
            .build())
        .toList();
  }

  /** The packages reported, and one document at a time: its evaluation runs on the thread that checks it. */
  private static RegoCheck.Builder namespaces(RegoCheck.Builder rego, LspSettings settings) {
    rego.allNamespaces(settings.allNamespaces()).threads(1);
    settings.namespaces().forEach(rego::namespace);
    return rego;
  }

  private static boolean enabled(Check c, LspSettings settings) {
    LspSettings.CheckKind kind = c instanceof RegoCheck ? LspSettings.CheckKind.REGO
        : c instanceof ConstraintCheck ? LspSettings.CheckKind.CONSTRAINTS
        : c instanceof GuardCheck ? LspSettings.CheckKind.GUARD
        : c instanceof SchemaCheck ? LspSettings.CheckKind.SCHEMAS
        : null;
    return kind == null || settings.checks().contains(kind);
  }
}
