package dev.cairn.engine.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.parser.Parser;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import dev.cairn.testkit.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Compiles every conformance case's modules and query. Cases that expect a compile error
 * ({@code rego_*} codes) must fail with that code; all others must compile, except where they
 * call a built-in the table does not have yet.
 */
class ConformanceCompileTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void conformanceCasesCompileAsOpaDoes() throws IOException {
    Path dir = Shared.require("conformance/opa");
    int compiled = 0;
    int expectedErrors = 0;
    int matchedErrors = 0;
    int missingBuiltin = 0;
    int parseFailures = 0;
    List<String> failures = new ArrayList<>();
    TreeMap<String, Integer> missing = new TreeMap<>();
    List<Path> files;
    try (Stream<Path> s = Files.walk(dir)) {
      files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    }
    for (Path f : files) {
      for (JsonNode c : JSON.readTree(f.toFile()).get("cases")) {
        String note = c.get("note").asText();
        String want = c.has("want_error_code") ? c.get("want_error_code").asText() : null;
        boolean wantCompileError = want != null && want.startsWith("rego_") && !want.equals("rego_parse_error");
        List<Module> modules = new ArrayList<>();
        try {
          int i = 0;
          if (c.has("modules")) {
            for (JsonNode m : c.get("modules")) {
              modules.add(Parser.parseModule("case" + i++ + ".rego", m.asText(), ParseMode.V0));
            }
          }
        } catch (RegoException e) {
          parseFailures++;
          continue;
        }
        try {
          Value data = c.has("data") ? Json.parse(c.get("data").toString()) : ObjectValue.EMPTY;
          CompiledModules cm = Compiler.compile(modules, data);
          Compiler.compileQuery(Parser.parseQuery("query", c.get("query").asText()), cm);
          if (wantCompileError) {
            expectedErrors++;
            failures.add(note + ": compiled, want " + want);
          } else {
            compiled++;
          }
        } catch (RegoException e) {
          if (wantCompileError) {
            expectedErrors++;
            if (e.errors().stream().anyMatch(x -> x.code().equals(want))) {
              matchedErrors++;
            } else {
              failures.add(note + ": want " + want + ", got " + e.getMessage());
            }
          } else if (onlyMissingBuiltins(e.errors(), missing)) {
            missingBuiltin++;
          } else {
            failures.add(note + ": " + e.getMessage());
          }
        }
      }
    }
    System.out.printf(
        "conformance compile: %d compiled, %d need missing built-ins, %d parse failures, %d/%d expected compile errors matched%n",
        compiled, missingBuiltin, parseFailures, matchedErrors, expectedErrors);
    System.out.println("missing built-ins: " + missing);
    // A built-in's name used as a value (`with f as count`) is a variable until the table has it.
    failures.removeIf(f -> missing.keySet().stream().anyMatch(b -> f.contains("var " + b + " is unsafe")));
    failures.forEach(System.out::println);
    assertThat(failures).isEmpty();
  }

  /** True when every error is about a built-in the table does not have (yet). */
  private static boolean onlyMissingBuiltins(List<RegoError> errors, TreeMap<String, Integer> missing) {
    int found = 0;
    for (RegoError e : errors) {
      if (e.message().startsWith("with keyword target must reference")) {
        continue; // a mocked built-in the table does not have
      }
      String prefix = "undefined function ";
      if (!e.message().startsWith(prefix) || e.message().startsWith(prefix + "data.")) {
        return false;
      }
      String name = e.message().substring(prefix.length());
      if (BuiltinTable.lookup(name) != null) {
        return false;
      }
      missing.merge(name, 1, Integer::sum);
      found++;
    }
    return found > 0;
  }
}
