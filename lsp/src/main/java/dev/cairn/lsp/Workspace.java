package dev.cairn.lsp;

import com.google.gson.JsonElement;
import dev.cairn.locator.InputFormat;
import dev.cairn.report.Explanation;
import dev.cairn.report.Finding;
import dev.cairn.report.ScanReport;
import dev.cairn.scan.Check;
import dev.cairn.scan.Scan;
import dev.cairn.scan.ScanInput;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * What the server knows of the workspace: its settings, its loaded policies and the open
 * documents. A change to a document re-evaluates that document alone, after the debounce; a change
 * to a policy or the settings reloads the policies and re-evaluates every open document. Every
 * evaluation publishes the document's whole set of diagnostics (an empty set clears them), and a
 * failure of any kind becomes a diagnostic or a message, never the end of the server.
 */
final class Workspace {
  private static final String POLICIES_KEY = " policies";
  private static final Map<String, InputFormat> LANGUAGES = Map.of(
      "yaml", InputFormat.YAML,
      "json", InputFormat.JSON,
      "jsonc", InputFormat.JSON,
      "dockerfile", InputFormat.DOCKERFILE,
      "terraform", InputFormat.HCL2,
      "hcl", InputFormat.HCL2,
      "toml", InputFormat.TOML);

  private final LanguageClient client;
  private final DebouncedTasks tasks;
  private final Map<String, OpenDocument> documents = new ConcurrentHashMap<>();
  /** Each open document's evaluation whose diagnostics were published last; set under publishing. */
  private final Map<String, Evaluation> evaluations = new ConcurrentHashMap<>();
  private final Object publishing = new Object();
  private volatile Path root;
  private volatile LspSettings settings;
  private volatile LoadedPolicies policies = new LoadedPolicies(List.of(), List.of());
  /** The Rego checks that explain, for the policies they were made from (a hover asks for them). */
  private LoadedPolicies explainedPolicies;
  private List<Check> explainingChecks;
  /** Whether the client applies edits only to the document version they were made for. */
  private volatile boolean versionedEdits;
  /** The policy files that have problems shown, to clear them when they are fixed; guarded by publishing. */
  private final Set<String> policyUrisWithProblems = new HashSet<>();

  Workspace(LanguageClient client, ScheduledExecutorService executor) {
    this.client = client;
    this.tasks = new DebouncedTasks(executor);
    this.root = Path.of("").toAbsolutePath();
    this.settings = LspSettings.defaults(root);
  }

  /** Sets the root and the settings the client gave, and loads the policies now. */
  void initialize(Path root, Object options) {
    this.root = root;
    configure(options);
    reloadNow();
  }

  /** New settings: the policies are loaded again and every open document re-evaluated. */
  void configure(Object options) {
    try {
      settings = LspSettings.from(options instanceof JsonElement e ? e : null, root);
    } catch (IllegalArgumentException e) {
      client.showMessage(new MessageParams(MessageType.Error, "Cairn: " + e.getMessage()));
    }
  }

  LspSettings settings() {
    return settings;
  }

  void open(OpenDocument doc) {
    documents.put(doc.uri(), doc);
    evaluateLater(doc.uri(), 0);
  }

  void change(String uri, int version, String text) {
    OpenDocument doc = documents.get(uri);
    if (doc != null) {
      documents.put(uri, doc.withText(version, text));
      evaluateLater(uri, settings.debounceMillis());
    }
  }

  /** A saved policy file reloads the policies; a saved document is evaluated as its buffer is. */
  void saved(String uri) {
    Path path = path(uri);
    if (path != null && isPolicyFile(path)) {
      reloadLater();
    } else if (documents.containsKey(uri)) {
      evaluateLater(uri, 0);
    }
  }

  void close(String uri) {
    documents.remove(uri);
    tasks.cancel(uri);
    synchronized (publishing) {
      evaluations.remove(uri);
      if (!policyUrisWithProblems.contains(uri)) {
        publish(uri, List.of());
      }
    }
  }

  /** Files changed on disk: a policy or data file among them reloads the policies. */
  void filesChanged(List<String> uris) {
    for (String uri : uris) {
      Path p = path(uri);
      if (p != null && (isPolicyFile(p) || settings.data().stream().anyMatch(p::startsWith))) {
        reloadLater();
        return;
      }
    }
  }

  void reloadLater() {
    tasks.schedule(POLICIES_KEY, settings.debounceMillis(), current -> reloadNow());
  }

  private void reloadNow() {
    LoadedPolicies loaded = LoadedPolicies.load(settings);
    policies = loaded;
    publishPolicyProblems(loaded);
    documents.keySet().forEach(uri -> evaluateLater(uri, 0));
  }

  private boolean isPolicyFile(Path path) {
    return settings.isPolicyFile(path);
  }

  private void evaluateLater(String uri, long delayMillis) {
    tasks.schedule(uri, delayMillis, current -> {
      OpenDocument doc = documents.get(uri);
      if (doc == null) {
        return;
      }
      Evaluation evaluation = evaluate(doc);
      if (evaluation == null) {
        return;
      }
      synchronized (publishing) {
        if (current.stillCurrent()) {
          evaluations.put(uri, evaluation);
          publish(uri, evaluation.diagnostics());
        }
      }
    });
  }

  /** The document checked, or null when it is not an input Cairn checks (a policy, another language). */
  private Evaluation evaluate(OpenDocument doc) {
    if (doc.path() != null && isPolicyFile(doc.path())) {
      return null;
    }
    String name = displayName(doc);
    InputFormat format = InputFormat.recognizes(name)
        ? InputFormat.forFileName(name).orElse(null)
        : LANGUAGES.get(doc.languageId().toLowerCase(Locale.ROOT));
    if (format == null && !InputFormat.recognizes(name)) {
      return null;
    }
    LoadedPolicies loaded = policies;
    try {
      ScanReport report = scan(loaded.checks(), name, format, doc.text());
      return Evaluation.of(doc, name, format, report, FindingDiagnostics.of(report, doc.uri()), loaded);
    } catch (RuntimeException | StackOverflowError e) {
      // A check's own failure is this document's error, and the server goes on.
      return Evaluation.failed(doc, name, FindingDiagnostics.problem(0, 0, "cairn: internal error: " + e), loaded);
    }
  }

  private static ScanReport scan(List<Check> checks, String name, InputFormat format, String text) {
    Scan.Builder scan = Scan.builder().parser(format);
    checks.forEach(scan::check);
    return scan.build().run(List.of(ScanInput.text(name, text)));
  }

  /**
   * The hover of the findings at the position in the document's published diagnostics, with why
   * each is there ({@code --explain}, computed for that document on the first hover); null when
   * no finding is there.
   */
  Hover hover(String uri, Position at) {
    Evaluation e = published(uri);
    List<Integer> here = e == null ? List.of() : e.findingsAt(at);
    if (here.isEmpty()) {
      return null;
    }
    ScanReport explained;
    try {
      explained = e.explained().get(() -> scan(explaining(e.policies()), e.name(), e.format(), e.text()));
    } catch (RuntimeException | StackOverflowError failed) {
      explained = new ScanReport(List.of(), List.of(), 0, 0, 0);
    }
    List<FindingHover.Explained> shown = new ArrayList<>(here.size());
    for (int i : here) {
      Finding f = e.findings().get(i);
      List<Explanation> why = explained.findings().stream()
          .filter(x -> x.rule().equals(f.rule()) && x.document() == f.document() && x.message().equals(f.message())
              && java.util.Objects.equals(x.location(), f.location()))
          .findFirst().map(Finding::explanation).orElse(List.of());
      shown.add(new FindingHover.Explained(f, why));
    }
    return FindingHover.of(shown, e.diagnostic(here.get(0)).getRange());
  }

  /**
   * The quick fixes of the document's published findings that the client names (the diagnostics
   * it sends with the request), else of the innermost findings at the start of the range.
   */
  List<CodeAction> codeActions(String uri, Range range, List<Diagnostic> named) {
    Evaluation e = published(uri);
    if (e == null) {
      return List.of();
    }
    List<Integer> findings = named == null || named.isEmpty() ? e.findingsAt(range.getStart()) : e.findingsOf(named);
    return FindingActions.of(e, findings, versionedEdits);
  }

  /**
   * The document's published evaluation when it is of the text the editor has now; null while a
   * newer text waits to be checked, whose lines the findings' regions may no longer match.
   */
  private Evaluation published(String uri) {
    Evaluation e = evaluations.get(uri);
    OpenDocument now = documents.get(uri);
    return e != null && now != null && now.version() == e.document().version() ? e : null;
  }

  void versionedEdits(boolean versioned) {
    this.versionedEdits = versioned;
  }

  private synchronized List<Check> explaining(LoadedPolicies loaded) {
    if (explainedPolicies != loaded) {
      explainingChecks = loaded.explaining(settings);
      explainedPolicies = loaded;
    }
    return explainingChecks;
  }

  private String displayName(OpenDocument doc) {
    if (doc.path() == null) {
      return doc.uri();
    }
    Path p = doc.path();
    return p.startsWith(root) ? root.relativize(p).toString() : p.toString();
  }

  private void publishPolicyProblems(LoadedPolicies loaded) {
    Map<String, List<Diagnostic>> byUri = new HashMap<>();
    List<String> unlocated = new ArrayList<>();
    for (LoadedPolicies.Problem p : loaded.problems()) {
      if (p.file() == null) {
        unlocated.add(p.toString());
        continue;
      }
      Path file = root.resolve(p.file());
      byUri.computeIfAbsent(file.toUri().toString(), k -> new ArrayList<>())
          .add(FindingDiagnostics.problem(p.line(), p.column(), p.message()));
    }
    synchronized (publishing) {
      for (String uri : policyUrisWithProblems) {
        if (!byUri.containsKey(uri)) {
          publish(uri, List.of());
        }
      }
      policyUrisWithProblems.clear();
      policyUrisWithProblems.addAll(byUri.keySet());
      byUri.forEach(this::publish);
    }
    if (!unlocated.isEmpty()) {
      client.showMessage(new MessageParams(MessageType.Error, "Cairn: " + String.join("; ", unlocated)));
    }
  }

  private void publish(String uri, List<Diagnostic> diagnostics) {
    client.publishDiagnostics(new PublishDiagnosticsParams(uri, diagnostics));
  }

  /** The file of a {@code file:} URI, else null. */
  static Path path(String uri) {
    try {
      URI u = URI.create(uri);
      return "file".equalsIgnoreCase(u.getScheme()) ? Path.of(u).toAbsolutePath().normalize() : null;
    } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
      return null;
    }
  }
}
