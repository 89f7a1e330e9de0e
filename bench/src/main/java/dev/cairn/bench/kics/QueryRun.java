package dev.cairn.bench.kics;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.Rego;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.PathLocation;
import dev.cairn.tracer.Provenance;
import dev.cairn.tracer.RankedPath;
import dev.cairn.tracer.TracedResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs one query as KICS does (see the library's README): its modules, its data merged in order,
 * its positive samples in one input and its negative samples in another, tracing the positive
 * results. Reads no field a result computed to find a line: only {@code documentId} (which
 * document) and {@code issueType} (for the acceptable rule).
 */
final class QueryRun {
  static final String RULE = "data.Cx.CxPolicy";
  private static final ObjectMapper JSON = new ObjectMapper();

  /** One positive result: the document it names, its issue type, and its ranked paths placed. */
  record Result(String file, String issueType, List<Placed> paths) {
    /** The primary path placed, or null when the result used no input. */
    Placed primary() {
      return paths.isEmpty() ? null : paths.get(0);
    }
  }

  /** A ranked path with the file and region it lies at (null file when outside every document). */
  record Placed(RankedPath path, KicsInput.Source source, List<Object> inDocument, PathLocation location) {
    String file() {
      return source == null ? null : source.file();
    }

    int line() {
      return location == null ? 0 : location.region().startLine();
    }
  }

  /** What a query gave: its results, how many its negative samples gave, or why it failed. */
  record Outcome(KicsQuery query, List<Result> results, int negativeResults, String error, KicsInput positives) {}

  private final Path library;
  private final DocumentLoader loader = DocumentLoader.builder().build();
  private final Duration timeout;

  QueryRun(Path library, Duration timeout) {
    this.library = library;
    this.timeout = timeout;
  }

  Outcome run(KicsQuery q) {
    CompiledPolicy policy;
    try {
      policy = compile(q);
    } catch (RuntimeException e) {
      return new Outcome(q, List.of(), 0, "compile: " + e.getMessage(), null);
    }
    KicsInput positives;
    List<TracedResult> traced;
    try {
      positives = KicsInput.of(loader, q.positives());
      EvalOptions options = EvalOptions.builder().timeout(timeout).build();
      traced = Provenance.trace(policy, RULE, AnnotatedInput.fromJson(positives.value()), options);
    } catch (RuntimeException e) {
      return new Outcome(q, List.of(), 0, "positives: " + e.getMessage(), null);
    }
    int negative;
    try {
      KicsInput negatives = KicsInput.of(loader, q.negatives());
      EvalOptions options = EvalOptions.builder().timeout(timeout).input(Json.fromJson(negatives.value())).build();
      negative = 0;
      for (dev.cairn.engine.QueryResult.Solution sol : policy.evaluate(RULE, options).solutions()) {
        negative += size(sol.expressions().get(0).value());
      }
    } catch (RuntimeException e) {
      return new Outcome(q, List.of(), 0, "negatives: " + e.getMessage(), positives);
    }
    List<Result> results = new ArrayList<>();
    for (TracedResult t : traced) {
      results.add(result(positives, t));
    }
    return new Outcome(q, results, negative, null, positives);
  }

  private static int size(Value v) {
    return v instanceof dev.cairn.engine.value.SetValue s ? s.size() : 1;
  }

  private static Result result(KicsInput input, TracedResult t) {
    String documentId = field(t.value(), "documentId");
    KicsInput.Source named = documentId == null ? null : input.byId(documentId);
    List<Placed> placed = new ArrayList<>();
    for (RankedPath p : t.paths()) {
      KicsInput.Place at = input.resolve(p.path());
      placed.add(new Placed(p, at.source(), at.inDocument(), at.location()));
    }
    return new Result(named == null ? null : named.file(), field(t.value(), "issueType"), placed);
  }

  private static String field(Value result, String name) {
    if (result instanceof ObjectValue o && o.get(name) instanceof StringValue s) {
      return s.value();
    }
    return null;
  }

  /** A query's modules (file name and text, in load order) and its merged data. */
  record Setup(Map<String, String> modules, JsonNode data) {}

  /** The modules KICS loads for a query and its data, merged in KICS's order. */
  Setup setup(KicsQuery q) {
    Path libraries = library.resolve("assets/libraries");
    Map<String, String> modules = new LinkedHashMap<>();
    modules.put("assets/libraries/common.rego", read(libraries.resolve("common.rego")));
    Path platform = libraries.resolve(q.library() + ".rego");
    if (Files.exists(platform)) {
      modules.put("assets/libraries/" + q.library() + ".rego", read(platform));
    }
    modules.put(q.id() + "/query.rego", read(q.dir().resolve("query.rego")));
    ObjectNode data = JsonNodeFactory.instance.objectNode();
    merge(data, libraries.resolve("common.json"));
    merge(data, libraries.resolve(q.library() + ".json"));
    merge(data, q.dir().resolve("data.json"));
    return new Setup(modules, data);
  }

  private CompiledPolicy compile(KicsQuery q) {
    Setup setup = setup(q);
    PolicyBuilder b = Rego.policy().parseMode(ParseMode.V0);
    setup.modules().forEach(b::module);
    return b.data(Json.fromJson(setup.data())).compile();
  }

  /** The inputs of a query's positive and negative samples, as {@link #run} evaluates them. */
  KicsInput positives(KicsQuery q) {
    return KicsInput.of(loader, q.positives());
  }

  KicsInput negatives(KicsQuery q) {
    return KicsInput.of(loader, q.negatives());
  }

  private static void merge(ObjectNode into, Path file) {
    if (!Files.exists(file)) {
      return;
    }
    try {
      JsonNode n = JSON.readTree(file.toFile());
      if (n instanceof ObjectNode o) {
        deepMerge(into, o);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(file + ": " + e.getMessage(), e);
    }
  }

  private static void deepMerge(ObjectNode into, ObjectNode from) {
    for (Iterator<Map.Entry<String, JsonNode>> it = from.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      if (into.get(e.getKey()) instanceof ObjectNode a && e.getValue() instanceof ObjectNode b) {
        deepMerge(a, b);
      } else {
        into.set(e.getKey(), e.getValue());
      }
    }
  }

  private static String read(Path f) {
    try {
      return Files.readString(f);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
