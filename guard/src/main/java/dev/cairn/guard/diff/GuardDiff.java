package dev.cairn.guard.diff;

import dev.cairn.guard.GuardCheck;
import dev.cairn.guard.GuardRules;
import dev.cairn.guard.GuardSyntaxException;
import dev.cairn.guard.RuleOutcome;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.LocatorException;
import dev.cairn.report.FindingLocation;
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
import java.util.TreeMap;
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
   * reported failing checks at (for a missing property, its nearest existing parent) and, for the paths
   * both reported, the lines each locates them at.
   */
  public record Comparison(Path rules, Path data, String rule, String cfnGuard, String cairn,
      Set<String> cfnGuardPaths, Set<String> cairnPaths, List<LineComparison> lines) {
    public boolean identical() {
      return cfnGuard.equals(cairn);
    }

    /** Both failed, at the same paths. */
    public boolean samePaths() {
      return identical() && cfnGuardPaths.equals(cairnPaths);
    }
  }

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final FindingLocation NOWHERE = new FindingLocation(List.of(), 0, 0, 0, 0, List.of());
  private final DocumentLoader loader = DocumentLoader.builder().build();
  private final Path binary;

  public GuardDiff(Path binary) {
    this.binary = binary;
  }

  public List<Comparison> compare(List<Path> ruleFiles, List<Path> dataFiles) throws IOException, InterruptedException {
    List<Comparison> out = new ArrayList<>();
    Map<Path, String> data = new LinkedHashMap<>();
    Map<Path, Document> located = new HashMap<>();
    for (Path d : dataFiles) {
      String text = Files.readString(d, StandardCharsets.UTF_8);
      data.put(d, text);
      try {
        List<Document> docs = loader.load(d.toString(), text).documents();
        if (!docs.isEmpty()) {
          located.put(d, docs.get(0));
        }
      } catch (LocatorException e) {
        // a file Cairn cannot locate in has no lines to compare; its statuses still are
      }
    }
    List<List<JsonNode>> batch = batch(ruleFiles, dataFiles);
    for (int f = 0; f < ruleFiles.size(); f++) {
      Path rulesFile = ruleFiles.get(f);
      Map<Path, CfnGuardReport> oracle = new HashMap<>();
      if (batch != null) {
        for (int d = 0; d < dataFiles.size(); d++) {
          oracle.put(dataFiles.get(d).toAbsolutePath().normalize(), new CfnGuardReport(batch.get(f).get(d)));
        }
      } else {
        oracle = oracle(rulesFile, dataFiles);
      }
      if (oracle.size() < dataFiles.size()) {
        // cfn-guard stops at the first data file it cannot evaluate: run the rest one by one
        for (Path d : dataFiles) {
          if (!oracle.containsKey(d.toAbsolutePath().normalize())) {
            oracle.putAll(oracle(rulesFile, List.of(d)));
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
        CfnGuardReport report = oracle.get(d.toAbsolutePath().normalize());
        Map<String, String> theirs = report == null ? Map.of() : report.statuses();
        Map<String, Map<String, CfnGuardReport.Point>> theirPaths = report == null ? Map.of() : report.failures();
        Map<String, Map<String, FindingLocation>> ourPaths = new HashMap<>();
        Map<String, String> ours = cairn(rules, d, data.get(d), located.get(d), ourPaths);
        List<String> names = new ArrayList<>(ours.keySet());
        theirs.keySet().stream().filter(n -> !ours.containsKey(n)).forEach(names::add);
        if (names.isEmpty()) {
          names.add("*");
        }
        for (String name : names) {
          String t = theirs.getOrDefault(name, theirs.getOrDefault("*", "ERROR"));
          String o = ours.getOrDefault(name, ours.getOrDefault("*", "ERROR"));
          Map<String, CfnGuardReport.Point> their = theirPaths.getOrDefault(name, Map.of());
          Map<String, FindingLocation> our = ourPaths.getOrDefault(name, Map.of());
          List<LineComparison> lines = new ArrayList<>();
          our.forEach((path, at) -> {
            if (their.containsKey(path)) {
              lines.add(LineComparison.of(path, their.get(path), at));
            }
          });
          out.add(new Comparison(rulesFile, d, name, t, o, new TreeSet<>(their.keySet()), new TreeSet<>(our.keySet()),
              List.copyOf(lines)));
        }
      }
    }
    return out;
  }

  /** Per rule, its status; and per failing rule, each failing check's path and where Cairn locates it. */
  private static Map<String, String> cairn(GuardRules rules, Path dataFile, String text, Document doc,
      Map<String, Map<String, FindingLocation>> paths) {
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
          Map<String, FindingLocation> at = new TreeMap<>();
          for (RuleOutcome.Check c : o.failures()) {
            FindingLocation where = doc == null ? NOWHERE : GuardCheck.location(doc, c);
            at.putIfAbsent(slashed(c.path()), where);
          }
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

  /** Per data file (absolute, normalised): what cfn-guard said of it. */
  private Map<Path, CfnGuardReport> oracle(Path rulesFile, List<Path> dataFiles) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(binary.toString(), "validate", "-r", rulesFile.toString(), "-o", "json",
        "-S", "none", "-d"));
    dataFiles.forEach(d -> cmd.add(d.toString()));
    Map<Path, CfnGuardReport> out = new HashMap<>();
    for (JsonNode file : run(cmd, rulesFile)) {
      CfnGuardReport report = new CfnGuardReport(file);
      out.put(Path.of(report.name()).toAbsolutePath().normalize(), report);
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
}
