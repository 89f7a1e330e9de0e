package dev.cairn.guard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/**
 * Compares Cairn with a cfn-guard binary: for every rules file, every data file and every named rule,
 * the status each reports ({@code ERROR} when a tool rejects the pair). cfn-guard runs once per rules
 * file over all data files ({@code validate -o json}).
 */
public final class GuardDiff {

  /**
   * One (rules file, data file, rule) whose statuses were compared, with the property paths each tool
   * reported failing checks at (for a missing property, its nearest existing parent).
   */
  public record Comparison(Path rules, Path data, String rule, String cfnGuard, String cairn,
      Set<String> cfnGuardPaths, Set<String> cairnPaths) {
    public boolean identical() {
      return cfnGuard.equals(cairn);
    }

    /** Both failed, at the same paths. */
    public boolean samePaths() {
      return identical() && cfnGuardPaths.equals(cairnPaths);
    }
  }

  private static final ObjectMapper JSON = new ObjectMapper();
  private final Path binary;

  public GuardDiff(Path binary) {
    this.binary = binary;
  }

  public List<Comparison> compare(List<Path> ruleFiles, List<Path> dataFiles) throws IOException, InterruptedException {
    List<Comparison> out = new ArrayList<>();
    Map<Path, String> data = new LinkedHashMap<>();
    for (Path d : dataFiles) {
      data.put(d, Files.readString(d, StandardCharsets.UTF_8));
    }
    List<List<JsonNode>> batch = batch(ruleFiles, dataFiles);
    for (int f = 0; f < ruleFiles.size(); f++) {
      Path rulesFile = ruleFiles.get(f);
      Map<Path, Map<String, String>> oracle = new HashMap<>();
      Map<Path, Map<String, Set<String>>> paths = new HashMap<>();
      if (batch != null) {
        for (int d = 0; d < dataFiles.size(); d++) {
          Path key = dataFiles.get(d).toAbsolutePath().normalize();
          oracle.put(key, statuses(batch.get(f).get(d)));
          paths.put(key, failurePaths(batch.get(f).get(d)));
        }
      } else {
        oracle = oracle(rulesFile, dataFiles, paths);
      }
      if (oracle.size() < dataFiles.size()) {
        // cfn-guard stops at the first data file it cannot evaluate: run the rest one by one
        for (Path d : dataFiles) {
          if (!oracle.containsKey(d.toAbsolutePath().normalize())) {
            oracle.putAll(oracle(rulesFile, List.of(d), paths));
          }
        }
      }
      GuardRules rules;
      try {
        rules = GuardRules.load(rulesFile);
      } catch (GuardSyntaxException e) {
        rules = null;
      }
      for (Path d : dataFiles) {
        Map<String, String> theirs = oracle.getOrDefault(d.toAbsolutePath().normalize(), Map.of());
        Map<String, Set<String>> theirPaths = paths.getOrDefault(d.toAbsolutePath().normalize(), Map.of());
        Map<String, Set<String>> ourPaths = new HashMap<>();
        Map<String, String> ours = cairn(rules, d, data.get(d), ourPaths);
        List<String> names = new ArrayList<>(ours.keySet());
        theirs.keySet().stream().filter(n -> !ours.containsKey(n)).forEach(names::add);
        if (names.isEmpty()) {
          names.add("*");
        }
        for (String name : names) {
          String t = theirs.getOrDefault(name, theirs.getOrDefault("*", "ERROR"));
          String o = ours.getOrDefault(name, ours.getOrDefault("*", "ERROR"));
          out.add(new Comparison(rulesFile, d, name, t, o, theirPaths.getOrDefault(name, Set.of()),
              ourPaths.getOrDefault(name, Set.of())));
        }
      }
    }
    return out;
  }

  private static Map<String, String> cairn(GuardRules rules, Path dataFile, String text, Map<String, Set<String>> paths) {
    Map<String, String> out = new LinkedHashMap<>();
    if (rules == null) {
      out.put("*", "ERROR");
      return out;
    }
    try {
      List<List<RuleOutcome>> docs = rules.evaluate(dataFile.toString(), text);
      if (!docs.isEmpty()) {
        for (RuleOutcome o : docs.get(0)) {
          out.put(o.rule(), o.status().name());
          Set<String> at = new TreeSet<>();
          o.failures().forEach(c -> at.add(slashed(c.path())));
          paths.put(o.rule(), at);
        }
      }
    } catch (RuntimeException e) {
      out.clear();
      out.put("*", "ERROR");
    }
    return out;
  }

  /**
   * One cfn-guard run for all rules files: its output lists each rules file's data files in the order
   * given. Null when it stopped early (an error), so the caller runs the files one by one.
   */
  private List<List<JsonNode>> batch(List<Path> ruleFiles, List<Path> dataFiles)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(binary.toString(), "validate", "-o", "json", "-S", "none"));
    ruleFiles.forEach(r -> cmd.addAll(List.of("-r", r.toString())));
    cmd.add("-d");
    dataFiles.forEach(d -> cmd.add(d.toString()));
    List<JsonNode> flat = run(cmd, ruleFiles.get(0));
    if (flat.size() != ruleFiles.size() * dataFiles.size()) {
      return null;
    }
    List<List<JsonNode>> out = new ArrayList<>();
    for (int f = 0; f < ruleFiles.size(); f++) {
      out.add(flat.subList(f * dataFiles.size(), (f + 1) * dataFiles.size()));
    }
    return out;
  }

  /** Per data file (absolute, normalised): rule name to status; the failure paths go into {@code paths}. */
  private Map<Path, Map<String, String>> oracle(Path rulesFile, List<Path> dataFiles,
      Map<Path, Map<String, Set<String>>> paths) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(binary.toString(), "validate", "-r", rulesFile.toString(), "-o", "json",
        "-S", "none", "-d"));
    dataFiles.forEach(d -> cmd.add(d.toString()));
    Map<Path, Map<String, String>> out = new HashMap<>();
    for (JsonNode file : run(cmd, rulesFile)) {
      Path key = Path.of(file.path("name").asText()).toAbsolutePath().normalize();
      out.put(key, statuses(file));
      paths.put(key, failurePaths(file));
    }
    return out;
  }

  /** The JSON documents cfn-guard printed, up to where it stopped. */
  private List<JsonNode> run(List<String> cmd, Path rulesFile) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    byte[] stdout = p.getInputStream().readAllBytes();
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new IOException(binary + " did not finish on " + rulesFile);
    }
    List<JsonNode> out = new ArrayList<>();
    try (MappingIterator<JsonNode> it = JSON.readerFor(JsonNode.class).readValues(stdout)) {
      while (it.hasNextValue()) {
        out.add(it.nextValue());
      }
    } catch (IOException e) {
      // cfn-guard stopped with an error: what came before it stands
    }
    return out;
  }

  private static String slashed(List<Object> path) {
    StringBuilder sb = new StringBuilder();
    path.forEach(step -> sb.append('/').append(step));
    return sb.toString();
  }

  /** Per rule: the paths of its failing checks in cfn-guard's JSON report (without their [L:..,C:..]). */
  private static Map<String, Set<String>> failurePaths(JsonNode file) {
    Map<String, Set<String>> out = new HashMap<>();
    for (JsonNode r : file.path("not_compliant")) {
      Set<String> at = out.computeIfAbsent(r.path("Rule").path("name").asText(), k -> new TreeSet<>());
      collectPaths(r, at);
    }
    return out;
  }

  private static void collectPaths(JsonNode n, Set<String> into) {
    if (n.isObject()) {
      n.fields().forEachRemaining(e -> {
        if (e.getKey().equals("path") && e.getValue().isTextual()) {
          if (!e.getValue().asText().isEmpty()) { // a literal of the rules file has the empty path
            into.add(e.getValue().asText());
          }
        } else {
          collectPaths(e.getValue(), into);
        }
      });
    } else if (n.isArray()) {
      n.forEach(x -> collectPaths(x, into));
    }
  }

  /** A rule failing in one of its same-named definitions FAILs; else one passing PASSes; else SKIP. */
  private static Map<String, String> statuses(JsonNode file) {
    Map<String, String> statuses = new LinkedHashMap<>();
    for (JsonNode r : file.path("not_compliant")) {
      statuses.put(r.path("Rule").path("name").asText(), "FAIL");
    }
    for (JsonNode n : file.path("compliant")) {
      statuses.putIfAbsent(n.asText(), "PASS");
    }
    for (JsonNode n : file.path("not_applicable")) {
      statuses.putIfAbsent(n.asText(), "SKIP");
    }
    return statuses;
  }
}
