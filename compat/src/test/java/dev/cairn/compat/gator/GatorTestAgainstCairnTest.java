package dev.cairn.compat.gator;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.compat.conftest.PeerSuites;
import dev.cairn.compat.conftest.ToolRun;
import dev.cairn.compat.rego.KnownDifferences;
import dev.cairn.constraints.Client;
import dev.cairn.constraints.ConstraintException;
import dev.cairn.constraints.ReviewObject;
import dev.cairn.constraints.SourceDocument;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.testkit.Peers;
import dev.cairn.testkit.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code gator test} and Cairn's constraint client on the Gatekeeper library's samples, one run per
 * template's folder: its template and every file under its {@code samples/} (constraints and
 * example objects) together. Each object is cached as inventory and reviewed against every
 * constraint, as gator does; the violations (object, constraint, enforcement action, message) of
 * each object must be the same, except where docs/compatibility/gator.md lists the object.
 */
class GatorTestAgainstCairnTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** A template's folder: the violations each tool found, one line each, sorted. */
  record Review(String id, String peer, String cairn) implements KnownDifferences.Differing {
    boolean agrees() {
      return peer.equals(cairn);
    }

    String describe() {
      return id + "\n  gator:\n" + peer.indent(4) + "  cairn:\n" + cairn.indent(4);
    }
  }

  @Test
  void cairnFindsTheViolationsGatorTestFindsInTheLibrarysSamples() throws Exception {
    Path gator = Peers.require("gator");
    Path library = Shared.require("gatekeeper-library/library");
    List<Path> folders;
    try (Stream<Path> s = Files.walk(library)) {
      folders = s.filter(p -> p.getFileName().toString().equals("suite.yaml")).map(Path::getParent).sorted().toList();
    }
    List<Review> reviews = new ArrayList<>();
    int violations = 0;
    for (Path folder : folders) {
      List<Path> files = files(folder);
      // Rego against Rego: without the flag gator evaluates a template's CEL code
      // (K8sNativeValidation) where it has some, and Cairn evaluates only Rego
      List<String> args = new ArrayList<>(List.of("test", "-o", "json", "--enable-k8s-native-validation=false"));
      files.forEach(f -> args.addAll(List.of("-f", f.toString())));
      ToolRun peer = ToolRun.peer(gator, args);
      List<String> gatorLines = gatorViolations(peer);
      List<String> cairnLines = cairnViolations(files);
      violations += gatorLines.size();
      // one case per object (kind and name) either tool found a violation in
      Map<String, List<String>> byObject = new TreeMap<>();
      gatorLines.forEach(l -> byObject.computeIfAbsent(object(l), k -> new ArrayList<>()));
      cairnLines.forEach(l -> byObject.computeIfAbsent(object(l), k -> new ArrayList<>()));
      for (String o : byObject.keySet()) {
        String id = "review/" + library.relativize(folder) + " " + o;
        reviews.add(new Review(id, of(gatorLines, o), of(cairnLines, o)));
      }
      if (byObject.isEmpty()) {
        reviews.add(new Review("review/" + library.relativize(folder), "", ""));
      }
    }
    assertThat(reviews).hasSizeGreaterThan(40);
    System.out.println("gator test found " + violations + " violations in " + folders.size() + " folders");
    List<Review> differing = reviews.stream().filter(r -> !r.agrees()).toList();
    PeerSuites.judge(GatorVerifyAgainstGatorTest.PAGE, "review", "gator", reviews.size(), differing, Review::describe);
  }

  /** {@code Kind name} of a violation's line. */
  private static String object(String line) {
    int bracket = line.indexOf(" [");
    return bracket < 0 ? line : line.substring(0, bracket);
  }

  private static String of(List<String> lines, String object) {
    return String.join("\n", lines.stream().filter(l -> object(l).equals(object)).toList());
  }

  private static List<Path> files(Path folder) throws IOException {
    List<Path> files = new ArrayList<>(List.of(folder.resolve("template.yaml")));
    try (Stream<Path> s = Files.walk(folder.resolve("samples"))) {
      s.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml")).sorted().forEach(files::add);
    }
    return files;
  }

  /** {@code Kind name [constraint] message} for each violation gator reports. */
  private static List<String> gatorViolations(ToolRun run) throws IOException {
    String out = run.out().strip();
    List<String> lines = new ArrayList<>();
    if (!out.startsWith("[") && !out.equals("null")) {
      lines.add("gator exit " + run.exitCode() + ": " + (out + " " + run.err()).strip());
      return lines;
    }
    JsonNode results = JSON.readTree(out);
    for (JsonNode r : results == null ? JSON.createArrayNode() : results) {
      JsonNode o = r.path("violatingObject");
      lines.add(line(o.path("kind").asText(), o.path("metadata").path("name").asText(),
          r.path("constraint").path("metadata").path("name").asText(), r.path("enforcementAction").asText(), r.path("msg").asText()));
    }
    lines.sort(null);
    return lines;
  }

  /** The same for Cairn: templates and constraints added to one client, every other document reviewed. */
  private static List<String> cairnViolations(List<Path> files) {
    DocumentLoader loader = DocumentLoader.builder().build();
    List<SourceDocument> docs = new ArrayList<>();
    for (Path f : files) {
      for (Document d : loader.load(f).documents()) {
        docs.add(SourceDocument.of(f.toString(), d));
      }
    }
    Client client = Client.builder().build();
    List<SourceDocument> objects = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    for (SourceDocument d : docs) {
      // gator test caches every object it is given as inventory too (referential templates read it)
      try {
        if (client.add(d) == Client.Kind.DATA) {
          objects.add(d);
        }
      } catch (ConstraintException e) {
        lines.add("cairn: " + e.getMessage());
      }
    }
    for (SourceDocument d : objects) {
      client.review(ReviewObject.of(d)).forEach(r -> lines.add(line(
          r.object().kind(), r.object().name(), r.constraint().name(), r.enforcementAction(), r.msg())));
    }
    lines.sort(null);
    return lines;
  }

  private static String line(String kind, String name, String constraint, String action, String msg) {
    return kind + " " + name + " [" + constraint + " " + action + "] " + msg;
  }
}
