package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import java.util.List;

/**
 * A gator assertion: {@code violations} is {@code yes} (the default: at least one), {@code no} or a
 * count, of the results whose message matches {@code message} (a regular expression found anywhere
 * in the message, as Go's {@code MatchString}) when given. Cairn's extension {@code location:
 * "LINE:COLUMN"} also requires the result's primary location in the object's file.
 */
record Assertion(String violations, Pattern message, String messageText, String location) {
  static Assertion read(SourceDocument src) {
    JsonNode a = src.value();
    JsonNode v = a.path("violations");
    String violations = v.isMissingNode() || v.isNull() ? "yes" : v.asText();
    if (!violations.equals("yes") && !violations.equals("no") && !isCount(violations)) {
      throw src.error(List.of("violations"), "violations must be yes, no or a count from 0 to "
          + Integer.MAX_VALUE + " (gator's int32), not \"" + violations + "\"");
    }
    JsonNode m = a.path("message");
    Pattern p = null;
    if (m.isTextual()) {
      try {
        p = Pattern.compile(m.asText());
      } catch (PatternSyntaxException e) {
        throw src.error(List.of("message"), "bad message regex: " + e.getMessage());
      }
    }
    JsonNode loc = a.path("location");
    if (!loc.isMissingNode() && !loc.asText().matches("\\d+:\\d+")) {
      throw src.error(List.of("location"), "location must be LINE:COLUMN, not \"" + loc.asText() + "\"");
    }
    return new Assertion(violations, p, m.isTextual() ? m.asText() : null, loc.isMissingNode() ? null : loc.asText());
  }

  private static boolean isCount(String s) {
    if (!s.matches("\\d{1,10}")) {
      return false;
    }
    return Long.parseLong(s) <= Integer.MAX_VALUE;
  }

  boolean needsLocations() {
    return location != null;
  }

  private boolean matches(Result r) {
    if (message != null && !message.matcher(r.msg()).find()) {
      return false;
    }
    return location == null
        || (r.primary() != null && location.equals(r.primary().where().line() + ":" + r.primary().where().column()));
  }

  /** Why the results fail this assertion, or null when they pass it. */
  String check(List<Result> results) {
    int n = 0;
    for (Result r : results) {
      if (matches(r)) {
        n++;
      }
    }
    String what = (messageText == null ? "violations" : "violations matching \"" + messageText + "\"")
        + (location == null ? "" : " at " + location);
    return switch (violations) {
      case "yes" -> n > 0 ? null : "want at least one of " + what + ", got none";
      case "no" -> n == 0 ? null : "want no " + what + ", got " + n + ": " + messages(results);
      default -> n == Integer.parseInt(violations) ? null
          : "want " + violations + " " + what + ", got " + n + (results.isEmpty() ? "" : ": " + messages(results));
    };
  }

  private static String messages(List<Result> results) {
    StringBuilder sb = new StringBuilder();
    for (Result r : results) {
      sb.append(sb.isEmpty() ? "" : "; ").append(r.msg());
      if (r.primary() != null) {
        sb.append(" (at ").append(r.primary().where().line()).append(':').append(r.primary().where().column()).append(')');
      }
    }
    return sb.toString();
  }
}
