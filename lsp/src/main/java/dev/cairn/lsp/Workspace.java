package dev.cairn.lsp;

import com.google.gson.JsonElement;
import dev.cairn.locator.InputFormat;
import dev.cairn.report.ScanReport;
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
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
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
  private final Object publishing = new Object();
  private volatile Path root;
  private volatile LspSettings settings;
  private volatile LoadedPolicies policies = new LoadedPolicies(List.of(), List.of());
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
      List<Diagnostic> diagnostics = evaluate(doc);
      if (diagnostics == null) {
        return;
      }
      synchronized (publishing) {
        if (current.stillCurrent()) {
          publish(uri, diagnostics);
        }
      }
    });
  }

  /** The document's diagnostics, or null when it is not an input Cairn checks (a policy, another language). */
  private List<Diagnostic> evaluate(OpenDocument doc) {
    if (doc.path() != null && isPolicyFile(doc.path())) {
      return null;
    }
    String name = displayName(doc);
    InputFormat format = InputFormat.recognizes(name) ? null : LANGUAGES.get(doc.languageId().toLowerCase(Locale.ROOT));
    if (format == null && !InputFormat.recognizes(name)) {
      return null;
    }
    LoadedPolicies loaded = policies;
    try {
      Scan.Builder scan = Scan.builder().parser(format);
      loaded.checks().forEach(scan::check);
      ScanReport report = scan.build().run(List.of(ScanInput.text(name, doc.text())));
      return FindingDiagnostics.of(report, doc.uri());
    } catch (RuntimeException | StackOverflowError e) {
      // A check's own failure is this document's error, and the server goes on.
      return List.of(FindingDiagnostics.problem(0, 0, "cairn: internal error: " + e));
    }
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
