package dev.cairn.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The output formats one command offers, by name: Cairn's own, and the peers' shapes that command
 * speaks (conftest's tap, table and junit in {@code cairn scan}; every conftest shape in {@code
 * cairn conftest test}; cfn-lint's junit in {@code cairn lint}). Every command looks its {@code
 * --output} up here, so each format sees the whole merged report.
 */
public final class ReportFormats {
  private final Map<String, ReportFormat> byName;

  private ReportFormats(Map<String, ReportFormat> byName) {
    this.byName = byName;
  }

  /** Cairn's own formats: text, json, sarif, github, cdk, gitlab-codequality, gitlab-sast, sonarqube and html. */
  public static ReportFormats cairn() {
    return builder()
        .add(ReportFormat.TEXT)
        .add(ReportFormat.JSON)
        .add(ReportFormat.SARIF)
        .add(ReportFormat.GITHUB)
        .add(ReportFormat.CDK)
        .add(ReportFormat.GITLAB_CODEQUALITY)
        .add(ReportFormat.GITLAB_SAST)
        .add(ReportFormat.SONARQUBE)
        .add(ReportFormat.HTML)
        .build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The format named {@code name} (any case). */
  public Optional<ReportFormat> named(String name) {
    return Optional.ofNullable(byName.get(name.toLowerCase(Locale.ROOT)));
  }

  /** The names, in the order the formats were added. */
  public List<String> names() {
    return List.copyOf(byName.keySet());
  }

  /** Every format, in the order they were added. */
  public List<ReportFormat> all() {
    return List.copyOf(byName.values());
  }

  /** Builds a registry; a later format replaces an earlier one of the same name. */
  public static final class Builder {
    private final Map<String, ReportFormat> byName = new LinkedHashMap<>();

    private Builder() {}

    public Builder add(ReportFormat format) {
      byName.put(format.name().toLowerCase(Locale.ROOT), format);
      return this;
    }

    public Builder addAll(ReportFormats formats) {
      formats.all().forEach(this::add);
      return this;
    }

    /** Keeps only the formats named (an unknown name is a programming error). */
    public Builder only(String... names) {
      Map<String, ReportFormat> kept = new LinkedHashMap<>();
      for (String n : names) {
        ReportFormat f = byName.get(n);
        if (f == null) {
          throw new IllegalArgumentException("no format " + n + " among " + new ArrayList<>(byName.keySet()));
        }
        kept.put(n, f);
      }
      byName.clear();
      byName.putAll(kept);
      return this;
    }

    public ReportFormats build() {
      return new ReportFormats(new LinkedHashMap<>(byName));
    }
  }
}
