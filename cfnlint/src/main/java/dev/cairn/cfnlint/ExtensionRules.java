package dev.cairn.cfnlint;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * cfn-lint's rules that check a place in a template against a schema of their own (its extension
 * schemas, IAM policy documents, template metadata), read from {@code extension-rules.tsv}: which
 * schema applies where is in cfn-lint's Python rules, not in the data, so the table says it.
 */
final class ExtensionRules {
  private static final String RESOURCE = "extension-rules.tsv";
  private static final Set<String> OPTIONS = Set.of("regional", "nofunctions", "json", "all", "off");

  /**
   * One rule at one place.
   *
   * @param keyword cfn-lint's name of the place ({@code Resources/AWS::S3::Bucket/Properties})
   * @param type the resource type it applies to, or null for a place only a cfnLint keyword names
   * @param path steps below {@code Properties}; {@code *} for every element of an array
   * @param schema a file of the schema set, or {@code builtin:<name>}
   * @param lower a key of the object whose string value is compared in lower case, or null
   * @param all every violation is reported; otherwise only the first, as cfn-lint's rules do unless
   *     they ask for all matches
   * @param ignored schema keywords whose violations this rule does not report here
   * @param off the rule is known but not applied (the live cfn-lint reports nothing under it)
   */
  record Rule(String ruleId, String keyword, String type, List<String> path, String schema, boolean regional,
      boolean noFunctions, boolean json, String lower, boolean all, Set<String> ignored, boolean off) {}

  static final ExtensionRules ALL = load();

  private final Map<String, List<Rule>> byType = new LinkedHashMap<>();
  private final Map<String, List<Rule>> byKeyword = new LinkedHashMap<>();

  private final Set<String> schemaFiles = new java.util.TreeSet<>();

  private ExtensionRules(List<Rule> rules) {
    for (Rule r : rules) {
      schemaFiles.add(r.schema());
      if (r.off()) {
        continue;
      }
      byKeyword.computeIfAbsent(r.keyword(), k -> new ArrayList<>()).add(r);
      if (r.type() != null) {
        byType.computeIfAbsent(r.type(), k -> new ArrayList<>()).add(r);
      }
    }
  }

  /** The rules for the properties of a resource type, in the table's order. */
  List<Rule> forType(String type) {
    return byType.getOrDefault(type, List.of());
  }

  /** The rules a cfnLint keyword value names (none for one Cairn does not implement). */
  List<Rule> named(String keyword) {
    return byKeyword.getOrDefault(keyword, List.of());
  }

  boolean knows(String keyword) {
    return byKeyword.containsKey(keyword);
  }

  /** The ids of every rule in the table. */
  Set<String> ruleIds() {
    Set<String> out = new java.util.TreeSet<>();
    byKeyword.values().forEach(rs -> rs.forEach(r -> out.add(r.ruleId())));
    return out;
  }

  /** The ids of the rules for resource properties. */
  Set<String> resourceRuleIds() {
    Set<String> out = new java.util.TreeSet<>();
    byType.values().forEach(rs -> rs.forEach(r -> out.add(r.ruleId())));
    return out;
  }

  /** The schema files with one subschema per region. */
  Set<String> regionalSchemas() {
    Set<String> out = new java.util.TreeSet<>();
    byKeyword.values().forEach(rs -> rs.stream().filter(Rule::regional).forEach(r -> out.add(r.schema())));
    return out;
  }

  /** Every schema file the table names (its rules that are off too). */
  Set<String> schemaFiles() {
    return schemaFiles;
  }

  private static ExtensionRules load() {
    try (InputStream in = ExtensionRules.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new SchemaException(RESOURCE, "missing from the classpath");
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      List<Rule> rules = new ArrayList<>();
      String line;
      for (int n = 1; (line = reader.readLine()) != null; n++) {
        if (!line.isBlank() && !line.startsWith("#")) {
          rules.add(parse(line, n));
        }
      }
      return new ExtensionRules(rules);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Rule parse(String line, int n) {
    String[] cells = line.split("\t");
    if (cells.length != 4) {
      throw new SchemaException(RESOURCE + ":" + n, "expected 4 tab-separated cells, found " + cells.length);
    }
    String keyword = cells[1];
    String type = null;
    List<String> path = List.of();
    String[] steps = keyword.split("/");
    if (steps.length >= 3 && steps[0].equals("Resources") && steps[2].equals("Properties")) {
      type = steps[1];
      path = List.copyOf(Arrays.asList(steps).subList(3, steps.length));
    }
    boolean regional = false;
    boolean noFunctions = false;
    boolean json = false;
    boolean all = false;
    boolean off = false;
    String lower = null;
    Set<String> ignored = new java.util.TreeSet<>();
    for (String option : cells[3].equals("-") ? new String[0] : cells[3].split(",")) {
      if (option.startsWith("lower=")) {
        lower = option.substring(6);
      } else if (option.startsWith("ignore=")) {
        ignored.add(option.substring(7));
      } else if (!OPTIONS.contains(option)) {
        throw new SchemaException(RESOURCE + ":" + n, "unknown option " + option);
      }
      regional |= option.equals("regional");
      noFunctions |= option.equals("nofunctions");
      json |= option.equals("json");
      all |= option.equals("all");
      off |= option.equals("off");
    }
    return new Rule(cells[0], keyword, type, path, cells[2], regional, noFunctions, json, lower, all, Set.copyOf(ignored), off);
  }
}
