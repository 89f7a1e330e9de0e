package dev.cairn.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The findings a repository has accepted for now ({@code cairn scan --baseline-write}), which a
 * later scan ({@code --baseline}) compares against to report only what is new. Findings are kept by
 * what identifies them without a line ({@link BaselineEntry}), so the file changes only when
 * findings do, and it is written sorted, one entry per distinct finding, for review.
 *
 * <pre>{@code
 * Baseline accepted = Baseline.builder().addAll(report.findings()).build();
 * accepted.write(writer);
 * ScanReport onlyNew = Baseline.read(path).compare(laterReport);
 * }</pre>
 */
public final class Baseline {
  /** The version of the file format this Cairn writes and the newest it reads. */
  public static final int FORMAT_VERSION = 1;
  static final String VERSION_FIELD = "cairnBaseline";

  private static final Comparator<BaselineEntry> ORDER =
      Comparator.comparing(BaselineEntry::file)
          .thenComparingInt(BaselineEntry::document)
          .thenComparing(BaselineEntry::ruleId)
          .thenComparing(BaselineEntry::resource)
          .thenComparing(BaselineEntry::path)
          .thenComparing(BaselineEntry::message)
          .thenComparing(BaselineEntry::value);

  private final String source;
  private final List<BaselineEntry> entries;

  private Baseline(String source, List<BaselineEntry> entries) {
    this.source = source;
    this.entries = List.copyOf(entries);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The accepted findings, sorted, each distinct finding once with its count. */
  public List<BaselineEntry> entries() {
    return entries;
  }

  /** Where this baseline was read from ({@code null} when built in memory). */
  public String source() {
    return source;
  }

  /**
   * {@code report} with only the findings this baseline does not hold (new ones, and those whose
   * message changed: updated), the others kept as unchanged and the accepted findings no longer
   * found as absent ({@link ScanReport#baseline()}).
   */
  public ScanReport compare(ScanReport report) {
    return compare(report, SourceText.NONE);
  }

  /**
   * As {@link #compare(ScanReport)}, with the scanned files' text, so that a finding whose region
   * now holds another value than the baseline recorded counts as updated.
   */
  public ScanReport compare(ScanReport report, SourceText sources) {
    return report.withBaseline(BaselineMatch.of(this, report.findings(), sources));
  }

  /**
   * This baseline with only the entries of {@code files} (by path, or by base name for a moved
   * directory): a scan of some files ({@code --changed-since}) says nothing of the others.
   */
  public Baseline restrictedTo(java.util.Collection<String> files) {
    java.util.Set<String> paths = new java.util.HashSet<>(files);
    java.util.Set<String> names = new java.util.HashSet<>();
    files.forEach(f -> names.add(new BaselineEntry(f, 0, "", "", "", "", "", 1).baseName()));
    return new Baseline(source, entries.stream()
        .filter(e -> paths.contains(e.file()) || names.contains(e.baseName())).toList());
  }

  /** Writes the baseline as sorted, indented JSON. */
  public void write(Writer out) throws IOException {
    ObjectNode root = JsonReport.MAPPER.createObjectNode();
    root.put(VERSION_FIELD, FORMAT_VERSION);
    ArrayNode findings = root.putArray("findings");
    for (BaselineEntry e : entries) {
      findings.add(e.toJson());
    }
    JsonReport.MAPPER.writeValue(out, root);
    out.write('\n');
  }

  /**
   * The baseline in {@code file}.
   *
   * @throws BaselineException when the file cannot be read, is not JSON, is not a Cairn baseline or
   *     is of a newer format than this Cairn reads
   */
  public static Baseline read(Path file) throws BaselineException {
    String name = file.toString();
    JsonNode root;
    try {
      root = JsonFile.read(file);
    } catch (JsonFile.Unreadable e) {
      throw new BaselineException(name, e.line, e.column, (e.line > 0 ? "not a Cairn baseline: " : "") + e.getMessage());
    }
    if (root == null || !root.isObject() || !root.path(VERSION_FIELD).isInt()) {
      throw new BaselineException(name, 1, 1,
          "not a Cairn baseline (no \"" + VERSION_FIELD + "\" version; write one with cairn scan --baseline-write)");
    }
    int version = root.get(VERSION_FIELD).asInt();
    if (version > FORMAT_VERSION || version < 1) {
      throw new BaselineException(name, 1, 1, "baseline format version " + version
          + " is not one this Cairn reads (1 to " + FORMAT_VERSION + "); upgrade Cairn or write the baseline again");
    }
    Builder b = builder();
    b.source = name;
    JsonNode findings = root.path("findings");
    if (!findings.isArray()) {
      throw new BaselineException(name, 1, 1, "not a Cairn baseline: \"findings\" is not a list");
    }
    int i = 0;
    for (JsonNode n : findings) {
      String entryFile = n.path("file").textValue();
      String rule = n.path("rule").textValue();
      String message = n.path("message").textValue();
      if (entryFile == null || rule == null || message == null || !n.path("count").canConvertToInt()
          || n.path("count").asInt() < 1) {
        throw new BaselineException(name, 0, 0,
            "findings[" + i + "] needs a file, rule and message and a count of at least 1");
      }
      b.add(new BaselineEntry(entryFile, n.path("document").asInt(), rule, n.path("resource").asText(""),
          n.path("path").asText(""), message, n.path("value").asText(""), n.path("count").asInt()));
      i++;
    }
    return b.build();
  }

  /** Collects findings (or entries), counting identical ones. */
  public static final class Builder {
    private final Map<BaselineEntry, Integer> counts = new TreeMap<>(ORDER);
    private String source;
    private SourceText sources = SourceText.NONE;

    private Builder() {}

    /**
     * The scanned files' text, from which each finding's value is recorded (without it, only the
     * message tells a changed value); set it before adding findings.
     */
    public Builder sources(SourceText text) {
      this.sources = text;
      return this;
    }

    public Builder add(Finding f) {
      return add(BaselineEntry.of(f, sources));
    }

    public Builder addAll(List<Finding> findings) {
      findings.forEach(this::add);
      return this;
    }

    Builder add(BaselineEntry e) {
      counts.merge(e.withCount(1), e.count(), Integer::sum);
      return this;
    }

    public Baseline build() {
      List<BaselineEntry> entries = new ArrayList<>(counts.size());
      counts.forEach((e, n) -> entries.add(e.withCount(n)));
      return new Baseline(source, entries);
    }
  }
}
