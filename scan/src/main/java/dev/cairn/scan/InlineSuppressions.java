package dev.cairn.scan;

import dev.cairn.report.Finding;
import dev.cairn.report.FindingLocation;
import dev.cairn.report.Outcome;
import dev.cairn.report.ScanReport;
import dev.cairn.report.SuppressedFinding;
import dev.cairn.report.Suppression;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Inline suppressions: a comment {@code # cairn:ignore RULE[,RULE] reason="why" until=2027-03-31}
 * (after {@code #}, {@code //} or {@code ;}, so in YAML, HCL, Dockerfiles, TOML, INI, properties and
 * dotenv files) suppresses the named rules for a finding whose primary line or whose resource's
 * first line holds it, or sits right below a line holding only it. The rule is a finding's id or
 * its rule's name. A suppressed finding is kept as such in the report, never dropped. What is
 * wrong with a suppression is itself a warning at the comment: no reason, an expired {@code until}
 * (the finding is then reported again), a malformed comment, or a rule no finding of the scan has.
 */
final class InlineSuppressions {
  static final String RULE_ID = "cairn-suppression";
  static final String MARK = "cairn:ignore";
  private static final Pattern COMMENT = Pattern.compile("(?:#|//|;)\\s*cairn:ignore\\b(.*)$");
  private static final String NAME = "[A-Za-z0-9_.:/-]+";
  private static final Pattern RULES = Pattern.compile("\\s*(" + NAME + "(?:\\s*,\\s*" + NAME + ")*)");
  private static final Pattern RULE_NAME = Pattern.compile(NAME);
  private static final Pattern SETTING = Pattern.compile("\\s*(reason|until)=(\"((?:[^\"\\\\]|\\\\.)*)\"|[^\\s\"]+)");

  /** One comment, as read; {@code problem} says what is wrong with it, or is null. */
  private record Comment(String file, int line, int column, Set<String> rules, String reason, LocalDate until,
      String problem) {}

  private InlineSuppressions() {}

  static ScanReport apply(ScanReport report, Map<String, InputFile> files, LocalDate today) {
    Map<String, List<Finding>> byFile = new LinkedHashMap<>();
    for (Finding f : report.findings()) {
      if (files.containsKey(f.file())) {
        byFile.computeIfAbsent(f.file(), k -> new ArrayList<>()).add(f);
      }
    }
    List<SuppressedFinding> suppressed = new ArrayList<>();
    List<Finding> warnings = new ArrayList<>();
    // Only a file with a suppression comment needs the rules the scan knows: collecting them is a
    // pass over every rule of every document checked (250,000 for 10,000 documents and 25 rules).
    Set<String> known = null;
    for (Map.Entry<String, List<Finding>> e : byFile.entrySet()) {
      String text;
      try {
        text = files.get(e.getKey()).text();
      } catch (RuntimeException unreadable) {
        continue; // a file whose findings exist was read; anything else is reported by its check
      }
      if (!text.contains(MARK)) {
        continue;
      }
      if (known == null) {
        known = knownRules(report);
      }
      Set<String> knownRules = known;
      String[] lines = text.split("\n", -1);
      Map<Integer, Comment> comments = comments(e.getKey(), lines);
      Set<Comment> used = new HashSet<>();
      Set<Comment> expired = new HashSet<>();
      for (Finding f : e.getValue()) {
        Comment c = applying(f, comments, lines);
        if (c == null || c.problem() != null) {
          continue;
        }
        used.add(c);
        if (c.until() != null && c.until().isBefore(today)) {
          expired.add(c);
          continue;
        }
        suppressed.add(new SuppressedFinding(f,
            new Suppression(c.reason(), c.until() == null ? null : c.until().toString(), c.file(), c.line())));
      }
      for (Comment c : comments.values()) {
        String problem = c.problem();
        if (problem == null && c.reason() == null) {
          problem = "cairn:ignore without a reason: say why, as reason=\"...\"";
        }
        if (problem == null && expired.contains(c)) {
          problem = "cairn:ignore of " + String.join(", ", c.rules()) + " expired on " + c.until()
              + ": the finding is reported again";
        }
        if (problem == null && !used.contains(c)) {
          List<String> unknown = c.rules().stream().filter(r -> !knownRules.contains(r)).toList();
          if (!unknown.isEmpty()) {
            problem = "cairn:ignore names " + String.join(", ", unknown) + ", which no rule of this scan reported";
          }
        }
        if (problem != null) {
          warnings.add(warning(c, problem));
        }
      }
    }
    return suppressed.isEmpty() && warnings.isEmpty() ? report : report.withSuppressions(suppressed, warnings);
  }

  /** The comment that applies to a finding that names its rule, or null. */
  private static Comment applying(Finding f, Map<Integer, Comment> comments, String[] lines) {
    List<Integer> candidates = new ArrayList<>(4);
    if (f.location() != null) {
      candidates.add(f.location().line());
    }
    if (f.resource() != null && f.resource().line() > 0) {
      candidates.add(f.resource().line());
    }
    for (int line : List.copyOf(candidates)) {
      if (line >= 2 && comments.containsKey(line - 1) && isCommentOnly(lines[line - 2])) {
        candidates.add(line - 1);
      }
    }
    for (int line : candidates) {
      Comment c = comments.get(line);
      if (c != null && (c.rules().contains(f.ruleId()) || c.rules().contains(ruleName(f.rule())))) {
        return c;
      }
    }
    return null;
  }

  private static boolean isCommentOnly(String line) {
    String s = line.strip();
    return s.startsWith("#") || s.startsWith("//") || s.startsWith(";");
  }

  /** The file's suppression comments by line (1-based), read from its lines split once. */
  private static Map<Integer, Comment> comments(String file, String[] lines) {
    Map<Integer, Comment> out = new HashMap<>();
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].contains(MARK)) {
        Matcher m = COMMENT.matcher(lines[i]);
        if (m.find()) {
          out.put(i + 1, parse(file, i + 1, m.start() + 1, m.group(1)));
        }
      }
    }
    return out;
  }

  private static Comment parse(String file, int line, int column, String rest) {
    Matcher rules = RULES.matcher(rest);
    if (!rules.lookingAt() || rest.startsWith("=", rules.end())) {
      return new Comment(file, line, column, Set.of(), null, null,
          "cairn:ignore needs the rules it suppresses: # cairn:ignore RULE_ID reason=\"...\"");
    }
    Set<String> ids = new HashSet<>();
    for (String id : rules.group(1).split(",")) {
      ids.add(id.strip());
    }
    String reason = null;
    LocalDate until = null;
    int at = rules.end();
    Matcher setting = SETTING.matcher(rest);
    while (at < rest.length() && !rest.substring(at).isBlank()) {
      setting.region(at, rest.length());
      if (!setting.lookingAt()) {
        return new Comment(file, line, column, ids, reason, until,
            "cairn:ignore: cannot read \"" + rest.substring(at).strip() + "\" (want reason=\"...\" until=YYYY-MM-DD)");
      }
      String value = setting.group(3) != null ? setting.group(3).replace("\\\"", "\"") : setting.group(2);
      if (setting.group(1).equals("reason")) {
        reason = value.isBlank() ? null : value;
      } else {
        try {
          until = LocalDate.parse(value);
        } catch (DateTimeParseException e) {
          return new Comment(file, line, column, ids, reason, null,
              "cairn:ignore: until=" + value + " is not a date (want YYYY-MM-DD)");
        }
      }
      at = setting.end();
    }
    return new Comment(file, line, column, ids, reason, until, null);
  }

  private static Finding warning(Comment c, String message) {
    FindingLocation at = new FindingLocation(List.of(), c.line(), c.column(), c.line(), c.column() + MARK.length() + 2,
        List.of());
    return new Finding(c.file(), 0, RULE_ID, RULE_ID, message, "warning", Outcome.WARN, null, at, List.of(), null);
  }

  /** Every id and rule name the scan knows: of its findings, and of the rules it evaluated. */
  private static Set<String> knownRules(ScanReport report) {
    Set<String> known = new HashSet<>();
    for (Finding f : report.findings()) {
      known.add(f.ruleId());
      known.add(ruleName(f.rule()));
    }
    report.checked().forEach(c -> c.rules().forEach(r -> {
      known.add(r);
      known.add(ruleName(r));
    }));
    return known;
  }

  /** Whether a comment can name the rule: one of the names {@link #RULES} reads. */
  static boolean isRuleName(String rule) {
    return rule != null && RULE_NAME.matcher(rule).matches();
  }

  /** {@code deny_x} of {@code data.main.deny_x}; {@code rule} of {@code rules/file.guard/rule}. */
  static String ruleName(String rule) {
    int cut = Math.max(rule.lastIndexOf('.'), rule.lastIndexOf('/'));
    return rule.substring(cut + 1);
  }
}
