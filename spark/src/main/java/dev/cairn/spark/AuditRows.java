package dev.cairn.spark;

import dev.cairn.report.CheckedInput;
import dev.cairn.report.Finding;
import dev.cairn.report.FindingLocation;
import dev.cairn.report.InputError;
import dev.cairn.report.ScanReport;
import dev.cairn.report.Severity;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import scala.jdk.javaapi.CollectionConverters;

/** The rows of {@link AuditSchema#SCHEMA} for the report of one batch of files. */
final class AuditRows {
  private AuditRows() {}

  /** A file of a batch: where it comes from, as the output names it. */
  record Source(String repo, String commit, String path, String contentSha256) {}

  /**
   * One {@code file} row per source, then a row per finding and per error; sources are keyed by
   * the name each had in the scan (its path, unique within a batch).
   */
  static List<Row> of(Map<String, Source> sources, ScanReport report, CompiledBundle names, String policyDigest) {
    Map<String, CheckedInput> checks = new HashMap<>();
    for (CheckedInput c : report.checked()) {
      for (String rule : c.rules()) {
        checks.putIfAbsent(c.file() + '\0' + rule, c);
      }
    }
    List<Row> rows = new ArrayList<>(sources.size() + report.findings().size() + report.errors().size());
    for (Source s : sources.values()) {
      rows.add(fileRow(s, policyDigest));
    }
    for (Finding f : report.findings()) {
      Source s = source(sources, f.file());
      CheckedInput c = checks.get(f.file() + '\0' + f.rule());
      FindingLocation l = f.location();
      rows.add(RowFactory.create(
          AuditSchema.FINDING, s.repo(), s.commit(), s.path(), f.document(),
          c == null ? null : c.check(), c == null ? null : c.namespace(f.rule()),
          names.onDriver(f.rule()), names.onDriver(f.ruleId()), f.severity(), level(f.severity()),
          names.onDriver(f.message()),
          f.resource() == null ? null : f.resource().id(), f.resource() == null ? null : f.resource().type(),
          l == null ? null : l.line(), l == null ? null : l.column(),
          l == null ? null : l.endLine(), l == null ? null : l.endColumn(),
          l == null ? null : keys(l.path()), l == null ? null : keys(l.missing()),
          related(f.relatedLocations()), fingerprint(s, f, names), s.contentSha256(), policyDigest));
    }
    for (InputError e : report.errors()) {
      Source s = source(sources, e.file());
      CheckedInput c = e.rule() == null ? null : checks.get(e.file() + '\0' + e.rule());
      rows.add(error(s, c == null ? null : c.check(), names.onDriver(e.rule()), e.line(), e.column(),
          names.onDriver(e.message()), policyDigest));
    }
    return rows;
  }

  private static Source source(Map<String, Source> sources, String name) {
    Source s = sources.get(name);
    return s != null ? s : new Source(null, null, name, null);
  }

  /** The row saying this file was scanned with these policies. */
  static Row fileRow(Source s, String policyDigest) {
    return RowFactory.create(AuditSchema.FILE, s.repo(), s.commit(), s.path(), null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null, null, s.contentSha256(), policyDigest);
  }

  /** An error of a file ({@code rule} null) or of one rule on it; {@code line} 0 when it has no place. */
  static Row error(Source s, String check, String rule, int line, int column, String message, String policyDigest) {
    return RowFactory.create(AuditSchema.ERROR, s.repo(), s.commit(), s.path(), null, check, null, rule, null,
        "error", "error", message, null, null, line > 0 ? line : null, line > 0 ? column : null, null, null, null,
        null, null, null, s.contentSha256(), policyDigest);
  }

  private static String level(String severity) {
    return Severity.level(severity).name().toLowerCase(Locale.ROOT);
  }

  /** Keys as text (an index {@code 0} as {@code "0"}), as a Scala sequence, a Row's array value. */
  private static scala.collection.Seq<String> keys(List<Object> path) {
    List<String> out = new ArrayList<>(path.size());
    for (Object k : path) {
      out.add(String.valueOf(k));
    }
    return CollectionConverters.asScala(out);
  }

  private static scala.collection.Seq<Row> related(List<FindingLocation> locations) {
    List<Row> out = new ArrayList<>(locations.size());
    for (FindingLocation l : locations) {
      out.add(RowFactory.create(keys(l.path()), l.line(), l.column(), l.endLine(), l.endColumn()));
    }
    return CollectionConverters.asScala(out);
  }

  /**
   * What identifies a finding across runs while its file changes around it: repository, path,
   * document, rule, resource, the input path it points at and the message, but not its line, so
   * that an edit above it does not make it look new.
   */
  static String fingerprint(Source s, Finding f, CompiledBundle names) {
    StringBuilder key = new StringBuilder();
    for (Object part : new Object[] {
      s.repo(), s.path(), f.document(), names.onDriver(f.rule()), names.onDriver(f.ruleId()),
      f.resource() == null ? null : f.resource().id(),
      f.location() == null ? null : f.location().path(), names.onDriver(f.message())}) {
      String text = String.valueOf(part);
      key.append(text.length()).append(':').append(text);
    }
    try {
      byte[] sha = MessageDigest.getInstance("SHA-256").digest(key.toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(sha, 0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java platform", e);
    }
  }
}
