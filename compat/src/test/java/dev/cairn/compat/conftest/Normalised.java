package dev.cairn.compat.conftest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;

/**
 * conftest's outputs with only what must differ taken out, so that the rest can be compared as
 * text. Each step says why it exists; docs/compatibility/conftest.md lists them for users:
 *
 * <ul>
 *   <li><b>order of results</b>: conftest evaluates a namespace's rules in Go map order and
 *       checks files concurrently, so the order of results, and of files, changes from run to
 *       run: results are sorted (in github and azuredevops, each file's group is sorted and then
 *       the groups; in tap, every line but the plan, the numbers taken out; in SARIF, the
 *       results and the rules, after checking that each result's {@code ruleIndex} points at its
 *       {@code ruleId});
 *   <li><b>Cairn's locations</b>: Cairn adds where each result is ({@code loc} in json, a SARIF
 *       {@code region}, the {@code line=} of github annotations, which conftest always sets to
 *       1); they are taken out;
 *   <li><b>the build</b>: junit's {@code go.version} property and SARIF's driver version say how
 *       conftest was built; they are taken out;
 *   <li><b>SARIF's rule properties</b>: conftest copies them from whichever result of the rule
 *       came first (Go map order again); they are taken out, the rules themselves kept;
 *   <li><b>layout of JSON</b>: json and SARIF are compared as parsed values, re-printed the same
 *       way.
 * </ul>
 */
final class Normalised {
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
      .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);
  private static final Pattern TAP_NUMBER = Pattern.compile("^((?:not )?ok) \\d+ ", Pattern.MULTILINE);
  private static final Pattern GITHUB_LINE = Pattern.compile(",line=\\d+::");
  private static final Pattern JUNIT_PROPERTIES = Pattern.compile("(?s)\\s*<properties>.*?</properties>");
  private static final Pattern JUNIT_CASE = Pattern.compile("(?s)<testcase([^>]*)>(.*?)</testcase>");

  private Normalised() {}

  /** Which lines of each format are results (sorted within each run of them). */
  private static Pattern results(String format) {
    return Pattern.compile(switch (format) {
      case "stdout" -> "^(FAIL|WARN|EXCP|ERR|SKIP|PASS) - .*";
      case "tap" -> "^(?!1\\.\\.).*";
      case "table" -> "^[│|] (success|failure|warning|exception|skipped|error) .*";
      case "github" -> "^::(error|warning|notice) .*";
      case "azuredevops" -> "^##vso\\[task\\.logissue.*";
      case "junit" -> "^\\s*<testcase.*";
      default -> throw new IllegalArgumentException("no text format " + format);
    });
  }

  /** The exit code and standard output of a run of {@code conftest test -o format}, normalised. */
  static String of(String format, ToolRun run) {
    String body = switch (format) {
      case "json" -> json(run.out());
      case "sarif" -> sarif(run.out());
      default -> text(format, run.out());
    };
    return "exit " + run.exitCode() + "\n" + body;
  }

  private static String text(String format, String out) {
    String s = out;
    if (format.equals("tap")) {
      s = TAP_NUMBER.matcher(s).replaceAll("$1 ");
    } else if (format.equals("github")) {
      s = GITHUB_LINE.matcher(s).replaceAll(",line=1::");
    } else if (format.equals("junit")) {
      s = JUNIT_PROPERTIES.matcher(s).replaceAll("");
      // one test case to a line, so that cases sort as lines
      s = JUNIT_CASE.matcher(s).replaceAll(m -> java.util.regex.Matcher.quoteReplacement(
          "<testcase" + m.group(1) + ">" + m.group(2).strip().replaceAll("\\s*\n\\s*", "") + "</testcase>"));
    }
    s = sortRuns(s, results(format));
    if (format.equals("github")) {
      s = sortBlocks(s, "::group::", "::endgroup::");
    } else if (format.equals("azuredevops")) {
      s = sortBlocks(s, "##[section]", "##[endgroup]");
    }
    return s;
  }

  /** Sorts the blocks that run from a line starting with {@code start} to one starting with {@code end}. */
  static String sortBlocks(String text, String start, String end) {
    List<String> out = new ArrayList<>();
    List<String> blocks = new ArrayList<>();
    StringBuilder block = null;
    for (String line : text.split("\n", -1)) {
      if (block == null && line.startsWith(start)) {
        block = new StringBuilder();
      }
      if (block == null) {
        blocks.sort(null);
        out.addAll(blocks);
        blocks.clear();
        out.add(line);
        continue;
      }
      block.append(block.length() == 0 ? "" : "\n").append(line);
      if (line.startsWith(end)) {
        blocks.add(block.toString());
        block = null;
      }
    }
    if (block != null) {
      blocks.add(block.toString());
    }
    blocks.sort(null);
    out.addAll(blocks);
    return String.join("\n", out);
  }

  /** Sorts each run of consecutive lines that match {@code result}. */
  static String sortRuns(String text, Pattern result) {
    List<String> out = new ArrayList<>();
    List<String> run = new ArrayList<>();
    for (String line : text.split("\n", -1)) {
      if (result.matcher(line).matches()) {
        run.add(line);
        continue;
      }
      run.sort(null);
      out.addAll(run);
      run.clear();
      out.add(line);
    }
    run.sort(null);
    out.addAll(run);
    return String.join("\n", out);
  }

  private static String json(String out) {
    JsonNode root = parse(out);
    if (root == null) {
      return out;
    }
    for (JsonNode result : root) {
      for (String kind : List.of("failures", "warnings", "exceptions", "skipped")) {
        if (result.get(kind) instanceof ArrayNode messages) {
          messages.forEach(m -> ((ObjectNode) m).remove("loc"));
          sort(messages);
        }
      }
    }
    return print(root);
  }

  private static String sarif(String out) {
    JsonNode root = parse(out);
    if (root == null) {
      return out;
    }
    for (JsonNode run : root.path("runs")) {
      JsonNode driver = run.path("tool").path("driver");
      JsonNode rules = driver.path("rules");
      if (run.get("results") instanceof ArrayNode results) {
        for (JsonNode r : results) {
          int index = r.path("ruleIndex").asInt(-1);
          boolean points = index >= 0 && index < rules.size() && rules.get(index).path("id").equals(r.path("ruleId"));
          ((ObjectNode) r).put("ruleIndex", points ? "points at ruleId" : "points elsewhere: " + index);
          for (JsonNode l : r.path("locations")) {
            if (l.path("physicalLocation") instanceof ObjectNode p) {
              p.remove("region");
            }
          }
        }
        sort(results);
      }
      if (driver instanceof ObjectNode d) {
        d.remove("version");
        rules.forEach(r -> ((ObjectNode) r).remove("properties"));
        if (rules instanceof ArrayNode a) {
          sort(a);
        }
      }
    }
    return print(root);
  }

  private static void sort(ArrayNode array) {
    List<JsonNode> items = new ArrayList<>();
    array.forEach(items::add);
    items.sort(Comparator.comparing(Normalised::print));
    array.removeAll();
    items.forEach(array::add);
  }

  private static JsonNode parse(String out) {
    try {
      return out.isBlank() ? null : JSON.readTree(out);
    } catch (java.io.IOException e) {
      return null; // not JSON: compared as it is
    }
  }

  static String print(JsonNode n) {
    try {
      return JSON.writeValueAsString(JSON.treeToValue(n, Object.class));
    } catch (java.io.IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
