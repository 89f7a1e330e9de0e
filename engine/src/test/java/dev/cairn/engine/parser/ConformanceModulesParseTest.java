package dev.cairn.engine.parser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.conformance.Superseded;
import dev.cairn.testkit.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every module, query and input term of OPA's conformance cases that should compile (by the
 * recorded expectation, or OPA 1.x's where superseded.json replaces it) must parse (modules in
 * AUTO mode).
 */
class ConformanceModulesParseTest {
  /** Failures we have accepted; lower it as the parser improves, never raise it. */
  private static final int MAX_FAILURES = 0;

  @Test
  void conformanceModulesParse() throws IOException {
    Path opa = Shared.require("conformance/opa");
    ObjectMapper json = new ObjectMapper();
    Superseded superseded = Superseded.load();
    List<String> failures = new ArrayList<>();
    int modules = 0;
    List<Path> files;
    try (Stream<Path> s = Files.walk(opa)) {
      files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    }
    for (Path f : files) {
      for (JsonNode c : json.readTree(f.toFile()).path("cases")) {
        String note = c.path("note").asText();
        Superseded.Expectation now = superseded.of(note);
        String code = now != null ? String.valueOf(now.wantErrorCode()) : c.path("want_error_code").asText();
        if (code.startsWith("rego_")) {
          continue;
        }
        parseOrRecord(failures, () -> Parser.parseQuery(note + "#query", c.path("query").asText()));
        if (c.has("input_term")) {
          parseOrRecord(failures, () -> Parser.parseTerm(note + "#input", c.path("input_term").asText()));
        }
        int i = 0;
        for (JsonNode m : c.path("modules")) {
          modules++;
          String name = note + "#" + i++;
          parseOrRecord(failures, () -> Parser.parseModule(name, m.asText(), ParseMode.AUTO));
        }
      }
    }
    failures.forEach(System.out::println);
    System.out.println("conformance modules: " + modules + ", parse failures (modules, queries, input terms): " + failures.size());
    assertThat(failures.size()).isLessThanOrEqualTo(MAX_FAILURES);
  }

  private static void parseOrRecord(List<String> failures, Runnable parse) {
    try {
      parse.run();
    } catch (RegoException e) {
      failures.add(e.getMessage());
    }
  }
}
