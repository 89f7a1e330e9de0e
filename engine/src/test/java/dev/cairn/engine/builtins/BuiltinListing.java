package dev.cairn.engine.builtins;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The list of supported built-ins in docs/reference/builtins.md, rendered from {@link BuiltinTable#all()} and grouped
 * by family as OPA's reference groups them, between the markers the drift test reads.
 */
final class BuiltinListing {
  static final String START = "<!-- builtins:start -->";
  static final String END = "<!-- builtins:end -->";

  /** Families of names without a namespace. */
  private static final Map<String, String> TOP_LEVEL = Map.ofEntries(
      Map.entry("equal", "comparison"), Map.entry("neq", "comparison"),
      Map.entry("lt", "comparison"), Map.entry("lte", "comparison"),
      Map.entry("gt", "comparison"), Map.entry("gte", "comparison"),
      Map.entry("abs", "numbers"), Map.entry("ceil", "numbers"), Map.entry("floor", "numbers"),
      Map.entry("round", "numbers"), Map.entry("plus", "numbers"), Map.entry("minus", "numbers"),
      Map.entry("mul", "numbers"), Map.entry("div", "numbers"), Map.entry("rem", "numbers"),
      Map.entry("count", "aggregates"), Map.entry("sum", "aggregates"),
      Map.entry("product", "aggregates"), Map.entry("max", "aggregates"),
      Map.entry("min", "aggregates"), Map.entry("sort", "aggregates"),
      Map.entry("all", "aggregates"), Map.entry("any", "aggregates"),
      Map.entry("and", "sets"), Map.entry("or", "sets"), Map.entry("intersection", "sets"),
      Map.entry("union", "sets"), Map.entry("set_diff", "sets"),
      Map.entry("re_match", "regex"), Map.entry("type_name", "types"),
      Map.entry("to_number", "conversions"), Map.entry("trace", "tracing"),
      Map.entry("print", "tracing"), Map.entry("walk", "graph"));

  /** Namespaces shown together under one family. */
  private static final Map<String, String> NAMESPACES = Map.ofEntries(
      Map.entry("base64", "encoding"), Map.entry("base64url", "encoding"),
      Map.entry("hex", "encoding"), Map.entry("urlquery", "encoding"),
      Map.entry("yaml", "encoding"), Map.entry("rand", "numbers"),
      Map.entry("numbers", "numbers"), Map.entry("internal", "membership (in)"),
      Map.entry("io", "tokens"), Map.entry("rego", "rego"), Map.entry("opa", "opa"),
      Map.entry("test", "testing"));

  private BuiltinListing() {}

  static String family(String name) {
    int dot = name.indexOf('.');
    if (dot < 0) {
      if (name.startsWith("is_")) {
        return "types";
      }
      if (name.startsWith("cast_")) {
        return "conversions";
      }
      return TOP_LEVEL.getOrDefault(name, "strings");
    }
    String ns = name.substring(0, dot);
    return NAMESPACES.getOrDefault(ns, ns);
  }

  /** Family name to its built-ins' names, both sorted. */
  static Map<String, List<String>> families() {
    Map<String, List<String>> out = new TreeMap<>();
    for (Builtin b : BuiltinTable.all()) {
      out.computeIfAbsent(family(b.name()), k -> new ArrayList<>()).add(b.name());
    }
    return out;
  }

  /** The marked block: markers, a count and one line per family. */
  static String render() {
    StringBuilder b = new StringBuilder(START).append('\n');
    b.append(BuiltinTable.all().size()).append(" built-ins, by family:\n\n");
    families().forEach((family, names) -> {
      b.append("- **").append(family).append("**: ");
      for (int i = 0; i < names.size(); i++) {
        b.append(i == 0 ? "" : ", ").append('`').append(names.get(i)).append('`');
      }
      b.append('\n');
    });
    return b.append(END).toString();
  }

  /** The code spans between the markers of {@code text}, or null when it has no markers. */
  static Set<String> listedNames(String text) {
    int start = text.indexOf(START);
    int end = text.indexOf(END);
    if (start < 0 || end < start) {
      return null;
    }
    Set<String> names = new LinkedHashSet<>();
    String block = text.substring(start + START.length(), end);
    for (int open = block.indexOf('`'); open >= 0; open = block.indexOf('`', open)) {
      int close = block.indexOf('`', open + 1);
      if (close < 0) {
        break;
      }
      names.add(block.substring(open + 1, close));
      open = close + 1;
    }
    return names;
  }

  /** {@code text} with its marked block replaced by a fresh rendering. */
  static String replaceBlock(String text) {
    int start = text.indexOf(START);
    int end = text.indexOf(END);
    return text.substring(0, start) + render() + text.substring(end + END.length());
  }
}
