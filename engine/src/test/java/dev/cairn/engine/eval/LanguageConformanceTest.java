package dev.cairn.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.Rego;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Runs OPA's conformance cases of the Language group through the public API and checks the pass
 * rate; writes each failure to target/language-conformance.txt for inspection.
 */
class LanguageConformanceTest {
  static final List<String> GROUPS =
      List.of(
          "assignments", "baseandvirtualdocs", "completedoc", "comparisonexpr",
          "compositebasedereference", "compositereferences", "comprehensions", "containskeyword",
          "dataderef", "defaultkeyword", "disjunction", "elsekeyword", "embeddedvirtualdoc", "eqexpr",
          "evaltermexpr", "every", "example", "fix1863", "functionerrors", "functions", "helloworld",
          "indirectreferences", "inputvalues", "invalidkeyerror", "negation", "nestedreferences",
          "partialdocconstants", "partialiter", "partialobjectdoc", "partialsetdoc", "planner-ir",
          "refheads", "topdowndynamicdispatch", "undos", "varreferences", "virtualdocs", "withkeyword");

  private static final ObjectMapper JSON = new ObjectMapper();

  /** {@code ../shared} beside the repository root (the topmost directory with a pom.xml). */
  static Path sharedDir() {
    String override = System.getProperty("cairn.shared");
    if (override != null) {
      return Path.of(override);
    }
    Path dir = Path.of("").toAbsolutePath();
    while (dir.getParent() != null && Files.exists(dir.getParent().resolve("pom.xml"))) {
      dir = dir.getParent();
    }
    return dir.resolveSibling("shared");
  }

  @Test
  void languageGroupPassRate() throws IOException {
    Path shared = sharedDir();
    assumeTrue(shared != null && Files.isDirectory(shared.resolve("conformance/opa")),
        "shared conformance cases not found next to the repository");
    Map<String, int[]> counts = new TreeMap<>();
    List<String> failures = new ArrayList<>();
    for (String group : GROUPS) {
      int[] c = counts.computeIfAbsent(group, g -> new int[2]);
      List<Path> files;
      try (Stream<Path> s = Files.list(shared.resolve("conformance/opa").resolve(group))) {
        files = s.sorted().toList();
      }
      for (Path f : files) {
        for (JsonNode tc : JSON.readTree(f.toFile()).get("cases")) {
          c[1]++;
          String why = run(tc);
          if (why == null) {
            c[0]++;
          } else {
            failures.add(tc.get("note").asText() + ": " + why);
          }
        }
      }
    }
    int pass = 0;
    int total = 0;
    StringBuilder report = new StringBuilder();
    for (var e : counts.entrySet()) {
      pass += e.getValue()[0];
      total += e.getValue()[1];
      report.append(e.getKey()).append(' ').append(e.getValue()[0]).append('/').append(e.getValue()[1]).append('\n');
    }
    report.append("TOTAL ").append(pass).append('/').append(total).append("\n\n");
    for (String f : failures) {
      report.append(f).append('\n');
    }
    Files.createDirectories(Path.of("target"));
    Files.writeString(Path.of("target/language-conformance.txt"), report);
    assertThat(pass).as("Language group cases passing, see target/language-conformance.txt").isGreaterThanOrEqualTo(total * 9 / 10);
  }

  /** Null when the case passes, else why not. */
  static String run(JsonNode tc) {
    try {
      PolicyBuilder b = Rego.policy();
      int i = 0;
      for (JsonNode m : tc.withArray("modules")) {
        b.module("test-" + i++ + ".rego", m.asText());
      }
      if (tc.has("data")) {
        b.data(Json.fromJson(tc.get("data")));
      }
      CompiledPolicy p = b.compile();
      EvalOptions.Builder opts = EvalOptions.builder().printSink(line -> {});
      if (tc.has("input")) {
        opts.input(Json.fromJson(tc.get("input")));
      } else if (tc.has("input_term")) {
        QueryResult in = p.evaluate("__input__ = " + tc.get("input_term").asText(), EvalOptions.DEFAULT);
        opts.input(in.solutions().get(0).bindings().get("__input__"));
      }
      opts.strictBuiltinErrors(tc.path("strict_error").asBoolean(false));
      QueryResult r = p.evaluate(tc.get("query").asText(), opts.build());
      if (tc.has("want_error_code") || tc.has("want_error")) {
        return "expected error " + tc.path("want_error_code").asText() + ", got " + render(r);
      }
      Set<JsonNode> got = new HashSet<>();
      boolean sort = tc.path("sort_bindings").asBoolean(false);
      for (QueryResult.Solution s : r.solutions()) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        for (Map.Entry<String, Value> e : s.bindings().entrySet()) {
          JsonNode v = Json.toJson(e.getValue());
          o.set(e.getKey(), sort ? sorted(v) : v);
        }
        got.add(normal(o));
      }
      Set<JsonNode> want = new HashSet<>();
      for (JsonNode w : tc.withArray("want_result")) {
        if (sort) {
          ObjectNode o = JsonNodeFactory.instance.objectNode();
          Iterator<Map.Entry<String, JsonNode>> it = w.fields();
          while (it.hasNext()) {
            var e = it.next();
            o.set(e.getKey(), sorted(e.getValue()));
          }
          w = o;
        }
        want.add(normal(w));
      }
      return got.equals(want) ? null : "want " + want + " got " + got;
    } catch (RegoException e) {
      String code = tc.path("want_error_code").asText("");
      if (!code.isEmpty() && e.code().equals(code)) {
        return null;
      }
      return "error " + e.getMessage().replace('\n', ' ');
    } catch (RuntimeException | StackOverflowError e) {
      return "crash " + e;
    }
  }

  private static String render(QueryResult r) {
    return r.solutions().toString();
  }

  private static JsonNode sorted(JsonNode v) {
    if (!v.isArray()) {
      return v;
    }
    List<JsonNode> items = new ArrayList<>();
    v.forEach(items::add);
    items.sort((a, c) -> Json.parse(a.toString()).compareTo(Json.parse(c.toString())));
    ArrayNode out = JsonNodeFactory.instance.arrayNode();
    items.forEach(out::add);
    return out;
  }

  /** Numbers compared by value, as Json.parse does. */
  private static JsonNode normal(JsonNode n) {
    return Json.toJson(Json.fromJson(n));
  }
}
