package dev.cairn.report;

import java.util.Locale;

/**
 * A finding's severity word on the five-step scale CI systems use (GitLab, SonarQube): critical,
 * high, medium, low, info. A rule without a severity of its own is high when it fails the scan and
 * medium when it warns.
 */
enum SeverityScale {
  CRITICAL,
  HIGH,
  MEDIUM,
  LOW,
  INFO;

  static SeverityScale of(Finding f) {
    String word = f.severity() == null ? "" : f.severity().toLowerCase(Locale.ROOT);
    return switch (word) {
      case "critical", "blocker" -> CRITICAL;
      case "high", "major" -> HIGH;
      case "medium", "moderate" -> MEDIUM;
      case "low", "minor" -> LOW;
      case "info", "informational", "note", "none" -> INFO;
      default -> f.isWarning() ? MEDIUM : HIGH;
    };
  }

  /** GitLab Code Quality's word: blocker, critical, major, minor, info. */
  String codeQuality() {
    return switch (this) {
      case CRITICAL -> "blocker";
      case HIGH -> "critical";
      case MEDIUM -> "major";
      case LOW -> "minor";
      case INFO -> "info";
    };
  }

  /** GitLab security reports' word: Critical, High, Medium, Low, Info. */
  String gitlabSecurity() {
    String n = name();
    return n.charAt(0) + n.substring(1).toLowerCase(Locale.ROOT);
  }

  /** SonarQube's impact severity: HIGH, MEDIUM, LOW. */
  String sonarImpact() {
    return switch (this) {
      case CRITICAL, HIGH -> "HIGH";
      case MEDIUM -> "MEDIUM";
      case LOW, INFO -> "LOW";
    };
  }
}
