package dev.cairn.compat.conftest;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.testkit.Peers;
import dev.cairn.testkit.Shared;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code conftest test} and {@code cairn conftest test} on the same policies and files, in every
 * output format conftest has: the repository's conftest examples, its CloudFormation policies on
 * its examples and on AWS's sample templates, and the Gatekeeper library's templates as plain
 * Rego on their samples. Outputs are compared after {@link Normalised} (json file by file, the
 * other formats whole); docs/compatibility/conftest.md lists every difference allowed.
 */
class ConftestTestAgainstConftestTest {
  static final Path PAGE = Path.of("..", "docs", "compatibility", "conftest.md");
  static final List<String> FORMATS = List.of("stdout", "json", "tap", "table", "junit", "github", "azuredevops", "sarif");
  private static final String EX = "../fixtures/conftest/";
  private static final ObjectMapper JSON = new ObjectMapper();

  /** A named command line, {@code test} and {@code -o FORMAT} left out; {@code formats} to run it in. */
  record TestSet(String name, List<String> args, List<String> formats) {}

  static List<TestSet> sets() throws Exception {
    List<TestSet> sets = new ArrayList<>();
    sets.add(new TestSet("kubernetes", List.of("-p", EX + "kubernetes/policy", EX + "kubernetes/deployment.yaml", EX + "kubernetes/service.yaml"), FORMATS));
    sets.add(new TestSet("kubernetes-all-namespaces", List.of("--all-namespaces", "-p", EX + "kubernetes/policy", EX + "kubernetes/deployment.yaml", EX + "kubernetes/service.yaml"), FORMATS));
    sets.add(new TestSet("exceptions", List.of("-p", EX + "exceptions/policy", EX + "exceptions/deployments.yaml"), FORMATS));
    sets.add(new TestSet("data", List.of("-p", EX + "data/policy", "-d", EX + "data/exclusions", EX + "data/service.yaml"), FORMATS));
    sets.add(new TestSet("combine", List.of("--combine", "-p", EX + "combine/policy", EX + "combine/team.yaml", EX + "combine/user1.yaml", EX + "combine/user2.yaml"), FORMATS));
    sets.add(new TestSet("strict-rules", List.of("-p", EX + "strict-rules/policy", EX + "strict-rules/secret.yaml"), FORMATS));
    sets.add(new TestSet("configfile-policy", List.of("-p", EX + "configfile/policy", EX + "configfile/deployment.yaml"), FORMATS));
    List<String> examples = List.of("../fixtures/examples", "../fixtures/seed/template.yaml");
    sets.add(new TestSet("policy-v1", concat(List.of("-p", "../fixtures/policy/v1"), examples), FORMATS));
    sets.add(new TestSet("policy-v0", concat(List.of("--rego-version", "v0", "-p", "../fixtures/policy/v0"), examples), FORMATS));
    sets.add(new TestSet("seed", List.of("--rego-version", "v0", "-n", "policy", "-p", "../fixtures/seed/policy.rego", "../fixtures/seed/template.yaml"), FORMATS));
    Path aws = Shared.require("real-inputs/aws-cloudformation-templates");
    String awsDir = Path.of("").toAbsolutePath().relativize(aws.toAbsolutePath()).toString();
    // conftest takes 9 s a run over these 300 files: the two formats most used
    sets.add(new TestSet("aws-templates", List.of("-p", "../fixtures/policy/v1", awsDir), List.of("json", "stdout")));
    Path library = Shared.require("gatekeeper-library/library");
    for (GatekeeperAsRego.Template t : GatekeeperAsRego.write(library, Path.of("target", "conftest", "gatekeeper"))) {
      List<String> args = new ArrayList<>(List.of("--rego-version", "v0", "-n", t.namespace(), "-p", t.policy().toString()));
      t.inputs().forEach(i -> args.add(i.toString()));
      sets.add(new TestSet("gatekeeper/" + t.name(), args, List.of("json", "stdout")));
    }
    return sets;
  }

  @Test
  void cairnConftestTestPrintsWhatConftestTestPrints() throws Exception {
    Path conftest = Peers.require("conftest");
    List<OutputComparison> comparisons = new ArrayList<>();
    for (TestSet set : sets()) {
      long start = System.nanoTime();
      long peerNanos = 0;
      for (String format : set.formats()) {
        List<String> args = new ArrayList<>(List.of("test", "--no-color", "-o", format));
        args.addAll(set.args());
        long t = System.nanoTime();
        ToolRun peer = ToolRun.peer(conftest, args);
        peerNanos += System.nanoTime() - t;
        List<String> cairnArgs = new ArrayList<>(List.of("conftest"));
        cairnArgs.addAll(args);
        ToolRun cairn = ToolRun.cairn(cairnArgs);
        if (format.equals("json")) {
          comparisons.addAll(byFile(set.name(), peer, cairn));
        } else {
          comparisons.add(new OutputComparison(format + "/" + set.name(), Normalised.of(format, peer), Normalised.of(format, cairn)));
        }
      }
      System.out.printf("%s: %d ms (conftest %d ms)%n", set.name(), (System.nanoTime() - start) / 1_000_000, peerNanos / 1_000_000);
    }
    assertThat(comparisons).hasSizeGreaterThan(300);
    List<OutputComparison> differing = comparisons.stream().filter(c -> !c.agrees()).toList();
    PeerSuites.judge(PAGE, "test", "conftest", comparisons.size(), differing, OutputComparison::diff);
  }

  /** json compared result by result (file and namespace), each a case, and the exit code as one more. */
  private static List<OutputComparison> byFile(String set, ToolRun peer, ToolRun cairn) {
    Map<String, String> p = results(Normalised.of("json", peer));
    Map<String, String> c = results(Normalised.of("json", cairn));
    List<OutputComparison> out = new ArrayList<>();
    out.add(new OutputComparison("json/" + set, "exit " + peer.exitCode() + (p == null ? "\n" + peer.out() : ""),
        "exit " + cairn.exitCode() + (c == null ? "\n" + cairn.out() : "")));
    if (p == null || c == null) {
      return out;
    }
    Set<String> keys = new LinkedHashSet<>(p.keySet());
    keys.addAll(c.keySet());
    for (String k : keys) {
      out.add(new OutputComparison("json/" + set + "/" + k, p.getOrDefault(k, "<absent>"), c.getOrDefault(k, "<absent>")));
    }
    return out;
  }

  /** The normalised json's results by {@code file namespace} (several results of one key numbered), or null when it is no array. */
  private static Map<String, String> results(String normalised) {
    JsonNode root;
    try {
      root = JSON.readTree(normalised.substring(normalised.indexOf('\n') + 1));
    } catch (java.io.IOException e) {
      return null;
    }
    if (root == null || !root.isArray()) {
      return null;
    }
    Map<String, String> out = new LinkedHashMap<>();
    for (JsonNode r : root) {
      String key = r.path("filename").asText() + " " + r.path("namespace").asText();
      String k = key;
      for (int n = 2; out.containsKey(k); n++) {
        k = key + " #" + n;
      }
      out.put(k, Normalised.print(r));
    }
    return out;
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }
}
