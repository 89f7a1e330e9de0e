package dev.cairn.report;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One self-contained HTML page (no network, no external assets; the style and the filters are
 * inline): a summary by severity and by rule, filters by severity, rule and file, then each file
 * with its findings (message, location, related locations, missing keys, the explanation when
 * asked) and the source around each finding with its region highlighted. Every link is an anchor
 * in the page. The source shown is a window around each region, so the page grows with the
 * findings, not with the inputs.
 */
final class HtmlReport {
  /** Lines of source shown before and after a region, and the most lines of one region shown. */
  static final int CONTEXT = 3;
  static final int MAX_REGION_LINES = 40;

  private final SourceText sources;

  HtmlReport(SourceText sources) {
    this.sources = sources;
  }

  void write(ScanReport report, Writer out) throws IOException {
    Map<String, List<Finding>> byFile = new TreeMap<>();
    report.findings().forEach(f -> byFile.computeIfAbsent(f.file(), k -> new ArrayList<>()).add(f));
    Map<Finding, String> ids = new java.util.IdentityHashMap<>();
    for (Finding f : report.findings()) {
      ids.put(f, "finding-" + (ids.size() + 1));
    }
    Map<String, String> fileIds = new LinkedHashMap<>();
    byFile.keySet().forEach(f -> fileIds.put(f, "file-" + (fileIds.size() + 1)));

    out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    out.write("<title>Cairn report</title>\n<style>\n" + STYLE + "</style>\n</head>\n<body>\n");
    out.write("<h1>Cairn report</h1>\n<p id=\"totals\">" + esc(TextReport.summary(report)) + "</p>\n");
    summary(report, ids, out);
    filters(report, byFile.keySet(), out);
    for (Map.Entry<String, List<Finding>> e : byFile.entrySet()) {
      file(e.getKey(), fileIds.get(e.getKey()), e.getValue(), ids, out);
    }
    rest(report, out);
    out.write("<script>\n" + SCRIPT + "</script>\n</body>\n</html>\n");
  }

  private static void summary(ScanReport report, Map<Finding, String> ids, Writer out) throws IOException {
    Map<String, Integer> bySeverity = new TreeMap<>();
    Map<String, List<Finding>> byRule = new TreeMap<>();
    for (Finding f : report.findings()) {
      bySeverity.merge(String.valueOf(f.severity()), 1, Integer::sum);
      byRule.computeIfAbsent(f.ruleId(), k -> new ArrayList<>()).add(f);
    }
    out.write("<section id=\"summary\">\n<h2>By severity</h2>\n<table id=\"by-severity\"><tr><th>Severity</th><th>Findings</th></tr>\n");
    for (Map.Entry<String, Integer> e : bySeverity.entrySet()) {
      out.write("<tr><td><span class=\"sev sev-" + esc(level(e.getKey())) + "\">" + esc(e.getKey()) + "</span></td><td>"
          + e.getValue() + "</td></tr>\n");
    }
    out.write("</table>\n<h2>By rule</h2>\n<table id=\"by-rule\"><tr><th>Rule</th><th>Severity</th><th>Findings</th><th>First</th></tr>\n");
    for (Map.Entry<String, List<Finding>> e : byRule.entrySet()) {
      Finding first = e.getValue().get(0);
      String title = first.metadata() != null && first.metadata().path("title").isTextual()
          ? first.metadata().path("title").asText() : "";
      out.write("<tr><td><code>" + esc(e.getKey()) + "</code> " + esc(title) + "</td><td>" + esc(String.valueOf(first.severity()))
          + "</td><td>" + e.getValue().size() + "</td><td><a href=\"#" + ids.get(first) + "\">" + esc(where(first)) + "</a></td></tr>\n");
    }
    out.write("</table>\n</section>\n");
  }

  private static void filters(ScanReport report, java.util.Set<String> files, Writer out) throws IOException {
    java.util.Set<String> severities = new java.util.TreeSet<>();
    java.util.Set<String> rules = new java.util.TreeSet<>();
    report.findings().forEach(f -> {
      severities.add(String.valueOf(f.severity()));
      rules.add(f.ruleId());
    });
    out.write("<form id=\"filters\" onsubmit=\"return false\">\n");
    select("severity", "Severity", severities, out);
    select("rule", "Rule", rules, out);
    select("file", "File", files, out);
    out.write("<span id=\"shown\"></span>\n</form>\n");
  }

  private static void select(String name, String label, java.util.Collection<String> values, Writer out) throws IOException {
    out.write("<label>" + label + " <select id=\"filter-" + name + "\" data-filter=\"" + name + "\"><option value=\"\">all</option>");
    for (String v : values) {
      out.write("<option value=\"" + esc(v) + "\">" + esc(v) + "</option>");
    }
    out.write("</select></label>\n");
  }

  private void file(String file, String fileId, List<Finding> findings, Map<Finding, String> ids, Writer out) throws IOException {
    out.write("<section class=\"file\" id=\"" + fileId + "\" data-file=\"" + esc(file) + "\">\n<h2><a href=\"#" + fileId + "\">"
        + esc(file) + "</a></h2>\n<ol class=\"findings\">\n");
    for (Finding f : findings) {
      finding(f, fileId, ids.get(f), out);
    }
    out.write("</ol>\n");
    source(file, fileId, findings, ids, out);
    out.write("</section>\n");
  }

  private static void finding(Finding f, String fileId, String id, Writer out) throws IOException {
    FindingLocation l = f.location();
    out.write("<li class=\"finding\" id=\"" + id + "\" data-severity=\"" + esc(String.valueOf(f.severity())) + "\" data-rule=\""
        + esc(f.ruleId()) + "\" data-file=\"" + esc(f.file()) + "\">\n");
    out.write("<span class=\"sev sev-" + esc(level(f.severity())) + "\">" + esc(String.valueOf(f.severity())) + "</span> <code>"
        + esc(f.ruleId()) + "</code> " + esc(f.message()) + "<br>\n");
    out.write("<a class=\"at\" href=\"#" + lineId(fileId, l == null ? 0 : l.line()) + "\">" + esc(where(f)) + "</a>");
    if (l != null && !l.path().isEmpty()) {
      out.write(" <code class=\"path\">" + esc(SarifReport.pathText(l)) + "</code>");
    }
    if (f.resource() != null) {
      out.write(" <span class=\"resource\">resource " + esc(f.resource().id())
          + (f.resource().type() != null ? " (" + esc(f.resource().type()) + ")" : "") + "</span>");
    }
    out.write("\n");
    if (l != null && !l.missing().isEmpty()) {
      out.write("<div class=\"missing\">missing: <code>" + esc(String.join("/", l.missing().stream().map(String::valueOf).toList()))
          + "</code></div>\n");
    }
    if (!f.relatedLocations().isEmpty()) {
      out.write("<ul class=\"related\">");
      for (FindingLocation r : f.relatedLocations()) {
        out.write("<li>related: <a href=\"#" + lineId(fileId, r.line()) + "\">" + esc(f.file() + ":" + r.line() + ":" + r.column())
            + "</a> <code>" + esc(SarifReport.pathText(r)) + "</code></li>");
      }
      out.write("</ul>\n");
    }
    if (!f.explanation().isEmpty()) {
      out.write("<details class=\"explain\"><summary>why this line</summary><ol>");
      for (Explanation e : f.explanation()) {
        FindingLocation at = e.location();
        out.write("<li value=\"" + e.rank() + "\">" + esc(e.role()) + " " + esc(e.file() + ":" + at.line() + ":" + at.column()) + " <code>"
            + esc(SarifReport.pathText(at)) + "</code>: " + esc(e.why()) + "</li>");
      }
      out.write("</ol></details>\n");
    }
    out.write("</li>\n");
  }

  /** The source around each finding's region, the regions marked, as numbered lines. */
  private void source(String file, String fileId, List<Finding> findings, Map<Finding, String> ids, Writer out) throws IOException {
    TreeMap<Integer, Integer> windows = new TreeMap<>();
    Map<Integer, List<Finding>> byLine = new TreeMap<>();
    for (Finding f : findings) {
      FindingLocation l = f.location();
      if (l == null || l.line() < 1) {
        continue;
      }
      int last = Math.min(Math.max(l.line(), l.endLine()), l.line() + MAX_REGION_LINES - 1);
      windows.merge(Math.max(1, l.line() - CONTEXT), last + CONTEXT, Math::max);
      for (int n = l.line(); n <= last; n++) {
        byLine.computeIfAbsent(n, k -> new ArrayList<>()).add(f);
      }
    }
    if (windows.isEmpty() || sources.line(file, 1) == null) {
      return;
    }
    out.write("<pre class=\"source\">");
    int shownTo = 0;
    for (Map.Entry<Integer, Integer> w : windows.entrySet()) {
      int from = Math.max(w.getKey(), shownTo + 1);
      if (from > w.getValue()) {
        continue;
      }
      if (from > shownTo + 1 && shownTo > 0) {
        out.write("<span class=\"gap\">\u22ee</span>\n");
      }
      for (int n = from; n <= w.getValue(); n++) {
        String text = sources.line(file, n);
        if (text == null) {
          break;
        }
        out.write("<span class=\"line\" id=\"" + lineId(fileId, n) + "\"><a class=\"ln\" href=\"#" + lineId(fileId, n) + "\">" + n
            + "</a>" + marked(text, n, byLine.getOrDefault(n, List.of()), ids) + "</span>\n");
        shownTo = n;
      }
    }
    out.write("</pre>\n");
  }

  /** The line with each finding's part of it in a mark naming the findings. */
  private static String marked(String text, int n, List<Finding> findings, Map<Finding, String> ids) {
    if (findings.isEmpty()) {
      return esc(text);
    }
    // per character, the findings covering it; runs of the same set become one mark
    List<List<String>> cover = new ArrayList<>(text.length());
    for (int i = 0; i < text.length(); i++) {
      cover.add(new ArrayList<>());
    }
    for (Finding f : findings) {
      FindingLocation l = f.location();
      int from = n == l.line() ? Math.max(0, l.column() - 1) : 0;
      int to = n == l.endLine() ? Math.min(text.length(), Math.max(from + 1, l.endColumn() - 1)) : text.length();
      for (int i = Math.min(from, text.length()); i < to; i++) {
        cover.get(i).add(ids.get(f));
      }
    }
    StringBuilder sb = new StringBuilder();
    int i = 0;
    while (i < text.length()) {
      List<String> set = cover.get(i);
      int j = i;
      while (j < text.length() && cover.get(j).equals(set)) {
        j++;
      }
      String part = esc(text.substring(i, j));
      sb.append(set.isEmpty() ? part : "<mark data-findings=\"" + String.join(" ", set) + "\">" + part + "</mark>");
      i = j;
    }
    if (text.isEmpty()) {
      sb.append("<mark data-findings=\"").append(String.join(" ", findings.stream().map(ids::get).toList())).append("\"> </mark>");
    }
    return sb.toString();
  }

  /** Input errors, suppressed findings and, against a baseline, the fixed ones. */
  private static void rest(ScanReport report, Writer out) throws IOException {
    if (!report.errors().isEmpty()) {
      out.write("<section id=\"errors\"><h2>Errors</h2><ul>");
      for (InputError e : report.errors()) {
        out.write("<li>" + esc(e.toString()) + "</li>");
      }
      out.write("</ul></section>\n");
    }
    if (!report.suppressed().isEmpty()) {
      out.write("<section id=\"suppressed\"><h2>Suppressed</h2><ul>");
      for (SuppressedFinding s : report.suppressed()) {
        out.write("<li>" + esc(where(s.finding())) + " <code>" + esc(s.finding().ruleId()) + "</code> " + esc(s.finding().message())
            + ": " + esc(String.valueOf(s.suppression().justification())) + "</li>");
      }
      out.write("</ul></section>\n");
    }
    if (report.baseline() != null && !report.baseline().absent().isEmpty()) {
      out.write("<section id=\"fixed\"><h2>Fixed since the baseline</h2><ul>");
      for (BaselineEntry e : report.baseline().absent()) {
        out.write("<li>" + esc(e.file()) + " <code>" + esc(e.ruleId()) + "</code> " + esc(e.resource()) + ": " + esc(e.message()) + "</li>");
      }
      out.write("</ul></section>\n");
    }
  }

  private static String where(Finding f) {
    FindingLocation l = f.location();
    return f.file() + (l != null && l.line() > 0 ? ":" + l.line() + ":" + l.column() : "");
  }

  private static String lineId(String fileId, int line) {
    return line > 0 ? fileId + "-L" + line : fileId;
  }

  private static String level(String severity) {
    return Severity.level(severity).name().toLowerCase(java.util.Locale.ROOT);
  }

  /** Text as HTML character data or a quoted attribute value. */
  static String esc(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  private static final String STYLE = """
      body{font:14px/1.45 system-ui,sans-serif;margin:1.5em;color:#1b1f24}
      table{border-collapse:collapse;margin-bottom:1em}td,th{border:1px solid #d0d7de;padding:.2em .6em;text-align:left}
      .sev{border-radius:3px;padding:0 .4em;color:#fff;background:#57606a}.sev-error{background:#cf222e}
      .sev-warning{background:#9a6700}.sev-note{background:#0969da}
      #filters{position:sticky;top:0;background:#f6f8fa;padding:.5em;border:1px solid #d0d7de;margin:1em 0}
      #filters label{margin-right:1em}.file{border-top:2px solid #d0d7de;margin-top:1.5em}
      .finding{margin:.6em 0}.related{margin:.2em 0;color:#57606a}.missing{color:#9a6700}
      pre.source{background:#f6f8fa;padding:.5em;overflow-x:auto}
      .ln{display:inline-block;width:4em;color:#8c959f;text-decoration:none;user-select:none}
      mark{background:#ffd8b5}mark.off{background:none}.gap{color:#8c959f}.hidden{display:none}
      :target{outline:2px solid #0969da}
      """;

  /** The filters: a finding shows when it matches every chosen value; a file shows when one of its findings does. */
  private static final String SCRIPT = """
      (function () {
        var selects = document.querySelectorAll('#filters select');
        function apply() {
          var want = {};
          selects.forEach(function (s) { want[s.dataset.filter] = s.value; });
          var shown = {}, count = 0;
          document.querySelectorAll('.finding').forEach(function (f) {
            var ok = Object.keys(want).every(function (k) { return !want[k] || f.dataset[k] === want[k]; });
            f.classList.toggle('hidden', !ok);
            if (ok) { shown[f.id] = true; count++; }
          });
          document.querySelectorAll('section.file').forEach(function (s) {
            s.classList.toggle('hidden', !s.querySelector('.finding:not(.hidden)'));
          });
          document.querySelectorAll('mark[data-findings]').forEach(function (m) {
            m.classList.toggle('off', !m.dataset.findings.split(' ').some(function (id) { return shown[id]; }));
          });
          document.getElementById('shown').textContent = count + ' shown';
        }
        selects.forEach(function (s) { s.addEventListener('change', apply); });
        apply();
      })();
      """;
}
