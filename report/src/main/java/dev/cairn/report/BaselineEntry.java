package dev.cairn.report;

/**
 * One accepted finding as a baseline keeps it: what identifies it without a line number (the
 * rule, the file, the document, the resource, the path inside the input, the message, and a hash
 * of the source text of its region, so that changing the offending value changes the entry even
 * where the message does not name the value), and how many identical findings there were.
 *
 * @param value 16 hex digits of the region's text with each line trimmed (indentation and moved
 *     lines do not count); empty when the source was not at hand or a key is missing
 */
public record BaselineEntry(
    String file, int document, String ruleId, String resource, String path, String message, String value, int count) {
  static BaselineEntry of(Finding f, SourceText sources) {
    return new BaselineEntry(f.file(), f.document(), f.ruleId(), f.resource() == null ? "" : f.resource().id(),
        f.location() == null ? "" : SarifReport.pathText(f.location()), f.message(), valueHash(f, sources), 1);
  }

  BaselineEntry withCount(int n) {
    return n == count ? this : new BaselineEntry(file, document, ruleId, resource, path, message, value, n);
  }

  /** The entry as the baseline file and the JSON report's {@code fixed} list give it. */
  com.fasterxml.jackson.databind.node.ObjectNode toJson() {
    com.fasterxml.jackson.databind.node.ObjectNode n = JsonReport.MAPPER.createObjectNode();
    n.put("file", file);
    n.put("document", document);
    n.put("rule", ruleId);
    n.put("resource", resource);
    n.put("path", path);
    n.put("message", message);
    if (!value.isEmpty()) {
      n.put("value", value);
    }
    n.put("count", count);
    return n;
  }

  /** This entry as a baseline written without the source would hold it. */
  BaselineEntry withoutValue() {
    return new BaselineEntry(file, document, ruleId, resource, path, message, "", count);
  }

  private static String valueHash(Finding f, SourceText sources) {
    FindingLocation l = f.location();
    if (l == null || l.line() < 1 || !l.missing().isEmpty()) {
      // a missing key's region is its parent block: its text says nothing of what is missing
      return "";
    }
    StringBuilder text = new StringBuilder();
    for (int n = l.line(); n <= Math.max(l.line(), l.endLine()); n++) {
      String line = sources.line(f.file(), n);
      if (line == null) {
        return "";
      }
      int from = n == l.line() ? Math.min(Math.max(l.column() - 1, 0), line.length()) : 0;
      int to = n == l.endLine() ? Math.max(from, Math.min(l.endColumn() - 1, line.length())) : line.length();
      text.append(line, from, to).append('\n');
    }
    String trimmed = text.toString().lines().map(String::strip).collect(java.util.stream.Collectors.joining("\n"));
    return Fingerprint.hash(trimmed).substring(0, 16);
  }

  /** The file's last name: a finding whose directory was renamed still matches on it. */
  String baseName() {
    int slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
    return file.substring(slash + 1);
  }
}
