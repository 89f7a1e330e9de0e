package dev.cairn.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The benchmark policy in a form every peer accepts, written to a scratch directory: the fixture
 * Rego files with their package-scope {@code # METADATA} blocks kept as plain comments (OPA, and so
 * conftest, reject a package annotation declared in more than one file; every fixture file
 * declares one for {@code package main}), and beside them, not among them, a module {@code
 * findings.rego} in package {@code bench} that gathers the reported rules into one value, so that
 * {@code opa eval} and regorus evaluate the same rules a scan reports and nothing else: {@code
 * data.bench.findings} for one input, {@code data.bench.each_findings} for a list of inputs (each
 * document its own input, as a multi-document file is to {@code cairn scan} and conftest).
 */
record PeerPolicy(Path dir, List<Path> files, Path findings, List<String> rules) {
  private static final Pattern REPORTED_RULE = Pattern.compile("(?m)^((?:deny|warn|violation)[A-Za-z0-9_]*)\\b");

  /** Writes the policy of {@code fixturePolicy} (a directory of .rego files) under {@code into}. */
  static PeerPolicy write(Path fixturePolicy, Path into) throws IOException {
    Path dir = Files.createDirectories(into.resolve("policy"));
    List<Path> files = new ArrayList<>();
    List<String> sources = new ArrayList<>();
    try (Stream<Path> list = Files.list(fixturePolicy)) {
      for (Path f : list.filter(p -> p.toString().endsWith(".rego")).sorted().toList()) {
        String text = demotePackageMetadata(Files.readString(f, StandardCharsets.UTF_8));
        sources.add(text);
        files.add(Files.writeString(dir.resolve(f.getFileName().toString()), text));
      }
    }
    List<String> rules = reportedRules(sources);
    Path findings = Files.writeString(into.resolve("findings.rego"), findingsModule(rules));
    return new PeerPolicy(dir, List.copyOf(files), findings, rules);
  }

  /**
   * The module with its package's {@code # METADATA} block, the comments right above the {@code
   * package} line, kept as plain comments; rule annotations stay.
   */
  static String demotePackageMetadata(String rego) {
    String[] lines = rego.split("\n", -1);
    int pkg = 0;
    while (pkg < lines.length && !lines[pkg].startsWith("package ")) {
      pkg++;
    }
    for (int i = pkg - 1; i >= 0 && lines[i].startsWith("#"); i--) {
      if (lines[i].strip().equals("# METADATA")) {
        lines[i] = "# (package metadata, a plain comment here: OPA takes one package annotation per package)";
      }
    }
    return String.join("\n", lines);
  }

  /** The names of the rules a scan reports ({@code deny}, {@code warn}, {@code violation} prefixed), sorted, once each. */
  static List<String> reportedRules(List<String> sources) {
    TreeSet<String> names = new TreeSet<>();
    for (String s : sources) {
      Matcher m = REPORTED_RULE.matcher(s);
      while (m.find()) {
        names.add(m.group(1));
      }
    }
    return List.copyOf(names);
  }

  /** The {@code bench} package: one object of every reported rule's value, and its list form. */
  static String findingsModule(List<String> rules) {
    StringBuilder b = new StringBuilder("package bench\n\nfindings := {\n");
    for (int i = 0; i < rules.size(); i++) {
      // one entry a line: regorus reads lines of at most 1,024 columns
      b.append("  \"").append(rules.get(i)).append("\": data.main.").append(rules.get(i)).append(i + 1 < rules.size() ? ",\n" : "\n");
    }
    b.append("}\n\n");
    b.append("each_findings := [f | some doc in input; f := findings with input as doc]\n");
    return b.toString();
  }

  /** {@code -d FILE} for each policy file and the findings module, as regorus takes them (one file each). */
  List<String> dataFlags() {
    List<String> flags = new ArrayList<>();
    for (Path f : files) {
      flags.addAll(List.of("-d", f.toString()));
    }
    flags.addAll(List.of("-d", findings.toString()));
    return flags;
  }
}
