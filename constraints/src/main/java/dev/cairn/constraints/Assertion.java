package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import java.util.List;

/**
 * A gator assertion: {@code violations} is {@code yes} (the default: at least one), {@code no} or a
 * count, of the results whose message matches {@code message} (a regular expression found anywhere
 * in the message, as Go's {@code MatchString}) when given.
 */
record Assertion(String violations, Pattern message, String messageText) {
  static Assertion read(SourceDocument src) {
    JsonNode a = src.value();
    JsonNode v = a.path("violations");
    String violations = v.isMissingNode() || v.isNull() ? "yes" : v.asText();
    if (!violations.equals("yes") && !violations.equals("no") && !violations.matches("\\d+")) {
      throw src.error(List.of("violations"), "violations must be yes, no or a number, not \"" + violations + "\"");
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
    return new Assertion(violations, p, m.isTextual() ? m.asText() : null);
  }

  /** Why the results fail this assertion, or null when they pass it. */
  String check(List<Result> results) {
    int n = 0;
    for (Result r : results) {
      if (message == null || message.matcher(r.msg()).find()) {
        n++;
      }
    }
    String what = messageText == null ? "violations" : "violations matching \"" + messageText + "\"";
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
    }
    return sb.toString();
  }
}
