package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.InternalErrors;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.SourceFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs gator's test suites ({@code kind: Suite}, {@code test.gatekeeper.sh/v1alpha1}) unchanged:
 * for each test, its template and constraint; for each case, its object reviewed with the case's
 * inventory cached, and every assertion checked. Paths are relative to the suite file.
 */
public final class SuiteRunner {
  static final String API_VERSION = "test.gatekeeper.sh/v1alpha1";

  private final DocumentLoader loader = DocumentLoader.builder().cacheSize(1_000).build();
  private final boolean locateAll;
  private final Consumer<Result> observer;
  private final Duration timeout;

  /** A runner that locates results only for cases whose assertions give a location. */
  public SuiteRunner() {
    this(null);
  }

  /**
   * As {@link #SuiteRunner()}, each template evaluation bounded by {@code timeout} (null: none): a
   * template whose Rego runs past it is that case's error, and the other cases still run.
   */
  public SuiteRunner(Duration timeout) {
    this(false, r -> {}, timeout);
  }

  /** With {@code locateAll}, every case's results are located and passed to {@code observer}. */
  SuiteRunner(boolean locateAll, Consumer<Result> observer) {
    this(locateAll, observer, null);
  }

  private SuiteRunner(boolean locateAll, Consumer<Result> observer, Duration timeout) {
    this.locateAll = locateAll;
    this.observer = observer;
    this.timeout = timeout;
  }

  /** Whether a document is a gator suite. */
  public static boolean isSuite(JsonNode doc) {
    return "Suite".equals(doc.path("kind").asText(null)) && API_VERSION.equals(doc.path("apiVersion").asText(null));
  }

  /**
   * Runs every suite in a file; each case's result goes to {@code out} as it is known.
   *
   * @return how many suites the file holds
   * @throws ConstraintException when the file cannot be read as YAML
   */
  public int run(Path file, String displayName, Consumer<CaseResult> out) {
    SourceFile sf = load(file, displayName);
    int suites = 0;
    for (Document d : sf.documents()) {
      if (isSuite(d.value())) {
        suites++;
        runSuite(SourceDocument.of(displayName, d), file.getParent() == null ? Path.of(".") : file.getParent(), out);
      }
    }
    return suites;
  }

  private void runSuite(SourceDocument suite, Path dir, Consumer<CaseResult> out) {
    JsonNode tests = suite.value().path("tests");
    for (int i = 0; i < tests.size(); i++) {
      SourceDocument test = suite.below(List.of("tests", i));
      String testName = test.value().path("name").asText("test-" + i);
      JsonNode cases = test.value().path("cases");
      Client client;
      try {
        if (test.value().path("skip").asBoolean(false)) {
          for (int j = 0; j < cases.size(); j++) {
            out.accept(result(suite, testName, cases.get(j), j, CaseResult.Status.SKIP, ""));
          }
          continue;
        }
        client = testClient(test, dir, locateAll);
      } catch (ConstraintException e) {
        for (int j = 0; j < Math.max(1, cases.size()); j++) {
          out.accept(result(suite, testName, cases.path(j), j, CaseResult.Status.ERROR, e.getMessage()));
        }
        continue;
      }
      Client located = null;
      for (int j = 0; j < cases.size(); j++) {
        SourceDocument c = test.below(List.of("cases", j));
        boolean locate = false;
        for (JsonNode a : c.value().path("assertions")) {
          locate |= a.has("location");
        }
        if (locate && located == null) {
          located = testClient(test, dir, true); // tracing costs more: only for cases that assert locations
        }
        out.accept(runCase(locate ? located : client, suite, testName, c, j, dir));
      }
    }
  }

  private Client testClient(SourceDocument test, Path dir, boolean locate) {
    Client client = Client.builder().locate(locate).timeout(timeout)
        .target(new KubernetesTarget()).target(new CloudFormationTarget()).build();
    for (String field : List.of("expansion", "template", "constraint")) {
      if (field.equals("expansion") && !test.value().has(field)) {
        continue;
      }
      String rel = Yaml.requiredString(test, List.of(field));
      List<SourceDocument> docs = documents(test, List.of(field), dir.resolve(rel), rel);
      for (SourceDocument d : docs) {
        client.add(d);
      }
    }
    return client;
  }

  private CaseResult runCase(Client client, SourceDocument suite, String test, SourceDocument c, int index, Path dir) {
    JsonNode node = c.value();
    if (node.path("skip").asBoolean(false)) {
      return result(suite, test, node, index, CaseResult.Status.SKIP, "");
    }
    List<ObjectId> added = new ArrayList<>();
    try {
      JsonNode inv = node.path("inventory");
      for (int k = 0; k < inv.size(); k++) {
        String rel = inv.get(k).asText();
        for (SourceDocument d : documents(c, List.of("inventory", k), dir.resolve(rel), rel)) {
          for (ReviewObject o : objects(d)) {
            client.addData(o);
            added.add(o.id());
          }
        }
      }
      String rel = Yaml.requiredString(c, List.of("object"));
      List<SourceDocument> docs = documents(c, List.of("object"), dir.resolve(rel), rel);
      if (docs.size() != 1) {
        throw c.error(List.of("object"), rel + " holds " + docs.size() + " objects; a case reviews exactly one");
      }
      List<ReviewObject> objects = objects(docs.get(0));
      if (objects.isEmpty()) {
        throw c.error(List.of("object"), rel + " is neither a Kubernetes object nor a CloudFormation template");
      }
      List<Result> results = new ArrayList<>();
      for (ReviewObject o : objects) {
        results.addAll(client.review(o)); // a CloudFormation template: each of its resources
      }
      results.forEach(observer);
      JsonNode assertions = node.path("assertions");
      List<String> failures = new ArrayList<>();
      for (int k = 0; k < assertions.size(); k++) {
        String why = Assertion.read(c.below(List.of("assertions", k))).check(results);
        if (why != null) {
          failures.add(why);
        }
      }
      return failures.isEmpty()
          ? result(suite, test, node, index, CaseResult.Status.PASS, "")
          : result(suite, test, node, index, CaseResult.Status.FAIL, String.join("; ", failures));
    } catch (ConstraintException e) {
      return result(suite, test, node, index, CaseResult.Status.ERROR, e.getMessage());
    } catch (RuntimeException | StackOverflowError e) {
      // a bug: this case's error, the other cases still run
      return result(suite, test, node, index, CaseResult.Status.ERROR, c.file() + ": " + InternalErrors.describe(e));
    } finally {
      added.forEach(client::removeData);
    }
  }

  private static List<ReviewObject> objects(SourceDocument d) {
    List<ReviewObject> out = new ArrayList<>(new KubernetesTarget().objects(d));
    out.addAll(new CloudFormationTarget().objects(d));
    return out;
  }

  private List<SourceDocument> documents(SourceDocument from, List<Object> field, Path path, String rel) {
    if (!Files.isRegularFile(path)) {
      throw from.error(field, "no such file: " + rel);
    }
    SourceFile sf;
    try {
      sf = loader.load(path);
    } catch (LocatorException e) {
      throw new ConstraintException(e.file(), e.line(), e.column(), e.reason());
    } catch (RuntimeException e) {
      throw from.error(field, "cannot read " + rel + ": " + e.getMessage());
    }
    List<SourceDocument> out = new ArrayList<>();
    for (Document d : sf.documents()) {
      if (d.value() != null && !d.value().isNull() && !d.value().isMissingNode()) {
        out.add(SourceDocument.of(path.normalize().toString(), d));
      }
    }
    return out;
  }

  private SourceFile load(Path file, String name) {
    try {
      return loader.load(file);
    } catch (LocatorException e) {
      throw new ConstraintException(name, e.line(), e.column(), e.reason());
    } catch (RuntimeException e) {
      throw new ConstraintException(name, 0, 0, "cannot read: " + e.getMessage());
    }
  }

  private static CaseResult result(SourceDocument suite, String test, JsonNode c, int index, CaseResult.Status s, String detail) {
    return new CaseResult(suite.file(), test, c.path("name").asText("case-" + index), s, detail);
  }
}
