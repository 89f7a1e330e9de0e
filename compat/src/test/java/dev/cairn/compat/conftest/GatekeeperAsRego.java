package dev.cairn.compat.conftest;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * The Gatekeeper library's templates as plain Rego for conftest: each template's Rego (and its
 * libs) in a policy folder, and each sample of its suites as the input Gatekeeper gives the
 * template, {@code {"review": {"object": ..., "kind": ..., "operation": "CREATE"}, "parameters":
 * ...}}, in a JSON file.
 */
final class GatekeeperAsRego {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** One template's folder: its package (the namespace to test), its policy folder and its inputs. */
  record Template(String name, String namespace, Path policy, List<Path> inputs) {}

  private GatekeeperAsRego() {}

  static List<Template> write(Path library, Path out) throws IOException {
    List<Path> suites;
    try (Stream<Path> s = Files.walk(library)) {
      suites = s.filter(p -> p.getFileName().toString().equals("suite.yaml")).sorted().toList();
    }
    List<Template> templates = new ArrayList<>();
    for (Path suite : suites) {
      Path dir = suite.getParent();
      Map<String, Object> doc = map(first(suite));
      String name = library.relativize(dir).toString().replace('/', '-');
      Path policy = out.resolve(name).resolve("policy");
      Path inputs = out.resolve(name).resolve("inputs");
      Files.createDirectories(policy);
      Files.createDirectories(inputs);
      String namespace = null;
      List<Path> written = new ArrayList<>();
      int t = 0;
      for (Object testObj : list(doc.get("tests"))) {
        Map<String, Object> test = map(testObj);
        Map<String, Object> template = map(first(dir.resolve((String) test.get("template"))));
        Map<String, Object> target = map(list(map(template.get("spec")).get("targets")).get(0));
        String rego = (String) target.get("rego");
        if (rego == null) {
          continue; // a CEL-only template: nothing for conftest
        }
        namespace = packageOf(rego);
        Files.writeString(policy.resolve("template.rego"), rego, StandardCharsets.UTF_8);
        int l = 0;
        for (Object lib : list(target.get("libs"))) {
          Files.writeString(policy.resolve("lib" + (l++) + ".rego"), (String) lib, StandardCharsets.UTF_8);
        }
        Object parameters = map(map(first(dir.resolve((String) test.get("constraint")))).get("spec")).get("parameters");
        int c = 0;
        for (Object caseObj : list(test.get("cases"))) {
          Map<String, Object> kase = map(caseObj);
          Object object = first(dir.resolve((String) kase.get("object")));
          Map<String, Object> review = new LinkedHashMap<>();
          review.put("object", object);
          review.put("kind", kind(map(object)));
          review.put("operation", "CREATE");
          Map<String, Object> input = new LinkedHashMap<>();
          input.put("review", review);
          input.put("parameters", parameters == null ? Map.of() : parameters);
          Path file = inputs.resolve(String.format("t%02d-c%02d.json", t, c++));
          Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(input), StandardCharsets.UTF_8);
          written.add(file);
        }
        t++;
      }
      if (namespace != null) {
        templates.add(new Template(name, namespace, policy, written));
      }
    }
    return templates;
  }

  private static Map<String, String> kind(Map<String, Object> object) {
    String apiVersion = String.valueOf(object.getOrDefault("apiVersion", "v1"));
    int slash = apiVersion.indexOf('/');
    return Map.of(
        "group", slash < 0 ? "" : apiVersion.substring(0, slash),
        "version", apiVersion.substring(slash + 1),
        "kind", String.valueOf(object.get("kind")));
  }

  private static String packageOf(String rego) {
    for (String line : rego.split("\n")) {
      if (line.strip().startsWith("package ")) {
        return line.strip().substring("package ".length()).strip();
      }
    }
    throw new IllegalArgumentException("no package in " + rego);
  }

  private static Object first(Path yaml) throws IOException {
    Load load = new Load(LoadSettings.builder().build());
    for (Object doc : load.loadAllFromString(Files.readString(yaml, StandardCharsets.UTF_8))) {
      if (doc != null) {
        return doc;
      }
    }
    throw new IllegalArgumentException(yaml + " holds no document");
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> map(Object o) {
    return o instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
  }

  @SuppressWarnings("unchecked")
  private static List<Object> list(Object o) {
    return o instanceof List<?> l ? (List<Object>) l : List.of();
  }
}
