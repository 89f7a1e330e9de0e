package dev.cairn.report;

import java.util.Locale;

/** The three levels reports distinguish, from the free-form severity a policy gives. */
public enum Severity {
  ERROR,
  WARNING,
  NOTE;

  /** Maps a policy's severity word (critical, high, medium, low, info, warn, ...) to a level. */
  public static Severity level(String severity) {
    if (severity == null) {
      return ERROR;
    }
    return switch (severity.toLowerCase(Locale.ROOT)) {
      case "warning", "warn", "medium", "moderate" -> WARNING;
      case "note", "info", "low", "informational", "none" -> NOTE;
      default -> ERROR;
    };
  }

  /** SARIF's name for the level. */
  public String sarifLevel() {
    return name().toLowerCase(Locale.ROOT);
  }
}
