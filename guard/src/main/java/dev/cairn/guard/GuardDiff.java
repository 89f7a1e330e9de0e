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
import java.util.concurrent.TimeUnit;

/**
 * Compares Cairn with a cfn-guard binary: for every rules file, every data file and every named rule,
 * the status each reports ({@code ERROR} when a tool rejects the pair). cfn-guard runs once per rules
 * file over all data files ({@code validate -o json}).
 */
public final class GuardDiff {

  /** One (rules file, data file, rule) whose statuses were compared. */
  public record Comparison(Path rules, Path data, String rule, String cfnGuard, String cairn) {
    public boolean identical() {
      return cfnGuard.equals(cairn);
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
    for (Path rulesFile : ruleFiles) {
      Map<Path, Map<String, String>> oracle = oracle(rulesFile, dataFiles);
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
        Map<String, String> theirs = oracle.getOrDefault(d.toAbsolutePath().normalize(), Map.of());
        Map<String, String> ours = cairn(rules, d, data.get(d));
        List<String> names = new ArrayList<>(ours.keySet());
        theirs.keySet().stream().filter(n -> !ours.containsKey(n)).forEach(names::add);
        if (names.isEmpty()) {
          names.add("*");
        }
        for (String name : names) {
          String t = theirs.getOrDefault(name, theirs.getOrDefault("*", "ERROR"));
          String o = ours.getOrDefault(name, ours.getOrDefault("*", "ERROR"));
          out.add(new Comparison(rulesFile, d, name, t, o));
        }
      }
    }
    return out;
  }

  private static Map<String, String> cairn(GuardRules rules, Path dataFile, String text) {
    Map<String, String> out = new LinkedHashMap<>();
    if (rules == null) {
      out.put("*", "ERROR");
      return out;
    }
    try {
      List<List<RuleOutcome>> docs = rules.evaluate(dataFile.toString(), text);
      if (!docs.isEmpty()) {
        docs.get(0).forEach(o -> out.put(o.rule(), o.status().name()));
      }
    } catch (RuntimeException e) {
      out.clear();
      out.put("*", "ERROR");
    }
    return out;
  }

  /** Per data file (absolute, normalised): rule name to status. */
  private Map<Path, Map<String, String>> oracle(Path rulesFile, List<Path> dataFiles) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(binary.toString(), "validate", "-r", rulesFile.toString(), "-o", "json",
        "-S", "none", "-d"));
    dataFiles.forEach(d -> cmd.add(d.toString()));
    Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    byte[] stdout = p.getInputStream().readAllBytes();
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new IOException(binary + " did not finish on " + rulesFile);
    }
    Map<Path, Map<String, String>> out = new HashMap<>();
    try (MappingIterator<JsonNode> it = JSON.readerFor(JsonNode.class).readValues(stdout)) {
      while (it.hasNextValue()) {
        JsonNode file = it.nextValue();
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
        out.put(Path.of(file.path("name").asText()).toAbsolutePath().normalize(), statuses);
      }
    } catch (IOException e) {
      // cfn-guard stopped with an error (a rules file it rejects): every pair is an ERROR for it
    }
    return out;
  }
}
