package dev.cairn.guard.diff;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What cfn-guard's {@code validate -o json} says about one data file: each rule's status, the property
 * paths of its failing checks, and where in the data file it says each of those paths is. The JSON
 * gives the paths without positions; the positions are only in its messages, as {@code path[L:l,C:c]}
 * with a 0-based line and column of the value.
 */
final class CfnGuardReport {

  /** A 0-based line and column as cfn-guard prints them. */
  record Point(int line, int column) {}

  private final JsonNode file;

  CfnGuardReport(JsonNode file) {
    this.file = file;
  }

  String name() {
    return file.path("name").asText();
  }

  /** A rule failing in one of its same-named definitions FAILs; else one passing PASSes; else SKIP. */
  Map<String, String> statuses() {
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

  /**
   * Per failing rule: the paths of its failing checks (a literal of the rules file, whose path is empty,
   * is left out), each with the point cfn-guard's messages give it, or null when they give none.
   */
  Map<String, Map<String, Point>> failures() {
    Map<String, Map<String, Point>> out = new HashMap<>();
    for (JsonNode r : file.path("not_compliant")) {
      Set<String> paths = new TreeSet<>();
      List<String> texts = new ArrayList<>();
      collect(r, paths, texts);
      Map<String, Point> at = out.computeIfAbsent(r.path("Rule").path("name").asText(), k -> new LinkedHashMap<>());
      for (String p : paths) {
        Point found = null;
        for (int i = 0; i < texts.size() && found == null; i++) {
          found = pointOf(p, texts.get(i));
        }
        if (!at.containsKey(p) || at.get(p) == null) {
          at.put(p, found);
        }
      }
    }
    return out;
  }

  private static void collect(JsonNode n, Set<String> paths, List<String> texts) {
    if (n.isObject()) {
      n.fields().forEachRemaining(e -> {
        if (e.getKey().equals("path") && e.getValue().isTextual()) {
          if (!e.getValue().asText().isEmpty()) {
            paths.add(e.getValue().asText());
          }
        } else {
          collect(e.getValue(), paths, texts);
        }
      });
    } else if (n.isArray()) {
      n.forEach(x -> collect(x, paths, texts));
    } else if (n.isTextual() && n.asText().contains("[L:")) {
      texts.add(n.asText());
    }
  }

  /**
   * The point printed right after the path in a message, where the path stands whole (after {@code [},
   * {@code =} or a space, so {@code /A/B} does not match inside {@code /X/A/B}).
   */
  static Point pointOf(String path, String text) {
    String marker = path + "[L:";
    for (int i = text.indexOf(marker); i >= 0; i = text.indexOf(marker, i + 1)) {
      char before = i == 0 ? ' ' : text.charAt(i - 1);
      if (before != '[' && before != '=' && before != ' ') {
        continue;
      }
      int l = i + marker.length();
      int comma = text.indexOf(",C:", l);
      int close = comma < 0 ? -1 : text.indexOf(']', comma);
      if (close < 0) {
        return null;
      }
      try {
        return new Point(Integer.parseInt(text.substring(l, comma)), Integer.parseInt(text.substring(comma + 3, close)));
      } catch (NumberFormatException e) {
        return null;
      }
    }
    return null;
  }
}
