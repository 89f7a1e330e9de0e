package dev.cairn.compat.rego;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The differences a compatibility page documents, read from its table (the one headed {@code |
 * Suite | Case | Count | Reason |}) so that the page and the test cannot drift apart. A row is
 * {@code | suite | `case id` | count | reason |}; an id ending in
 * {@code *} covers every case whose id starts with the rest, and {@code `gen-*` when Cairn X and
 * OPA Y} only those where Cairn's verdict is X and the peer's Y ({@code value} or an error code).
 * Each row must match exactly its count of differing cases: a difference no row covers is
 * undocumented, and a row that matches another number of cases is stale.
 */
public final class KnownDifferences {
  private static final String HEADER = "|Suite|Case|Count|Reason|";
  private static final Pattern CASE =
      Pattern.compile("`([^`]+)`(?:\\s+when Cairn (\\S+) and \\S+ (\\S+))?");

  /** One documented row; {@code cairn} and {@code peer} are null when any verdicts match. */
  public record Entry(String pattern, String cairn, String peer, int count, String reason, int line) {
    boolean matches(Comparison c) {
      String id = c.id();
      boolean idMatches =
          pattern.endsWith("*") ? id.startsWith(pattern.substring(0, pattern.length() - 1)) : id.equals(pattern);
      return idMatches && (cairn == null || is(c.cairn(), cairn)) && (peer == null || is(c.peer(), peer));
    }

    private static boolean is(Verdict v, String kind) {
      return kind.equals("value") ? v instanceof Verdict.Solutions : v instanceof Verdict.Failure f && f.codes().contains(kind);
    }

    /** How the row reads on the page, for messages. */
    public String label() {
      return "`" + pattern + "`" + (cairn == null ? "" : " when Cairn " + cairn + " and the peer " + peer);
    }
  }

  /** What the page says against what was measured. */
  public record Check(List<Comparison> undocumented, List<String> stale, Map<Entry, List<Comparison>> documented) {
    public boolean ok() {
      return undocumented.isEmpty() && stale.isEmpty();
    }
  }

  private final Path page;
  private final List<Entry> entries;

  private KnownDifferences(Path page, List<Entry> entries) {
    this.page = page;
    this.entries = List.copyOf(entries);
  }

  /** The rows of {@code page} whose first cell is {@code suite}. */
  public static KnownDifferences read(Path page, String suite) throws IOException {
    List<Entry> entries = new ArrayList<>();
    List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
    boolean inTable = false; // only the table under a | Suite | Case | Count | Reason | header
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (!line.startsWith("|") || !line.endsWith("|")) {
        inTable = false;
        continue;
      }
      if (line.replace(" ", "").equals(HEADER)) {
        inTable = true;
        continue;
      }
      if (!inTable) {
        continue;
      }
      String[] cells = line.substring(1, line.length() - 1).split("(?<!\\\\)\\|", -1);
      if (cells.length < 4 || !cells[0].strip().equals(suite)) {
        continue;
      }
      Matcher id = CASE.matcher(cells[1].strip());
      if (!id.matches()) {
        throw new IllegalArgumentException(
            page + ":" + (i + 1) + ": the case must be an id in backquotes, maybe followed by when Cairn X and OPA Y: "
                + cells[1].strip());
      }
      int count;
      try {
        count = Integer.parseInt(cells[2].strip());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(page + ":" + (i + 1) + ": the count is not a number: " + cells[2].strip());
      }
      entries.add(new Entry(id.group(1).replace("\\|", "|"), id.group(2), id.group(3), count, cells[3].strip(), i + 1));
    }
    return new KnownDifferences(page, entries);
  }

  public List<Entry> entries() {
    return entries;
  }

  /**
   * Sorts the differing comparisons into documented and undocumented, and finds stale rows.
   *
   * @param exactCounts whether each row's count must match (false for a corpus of another size
   *     than the page measured, where only undocumented differences fail)
   */
  public Check check(List<Comparison> differing, boolean exactCounts) {
    Map<Entry, List<Comparison>> documented = new LinkedHashMap<>();
    entries.forEach(e -> documented.put(e, new ArrayList<>()));
    List<Comparison> undocumented = new ArrayList<>();
    for (Comparison c : differing) {
      Entry hit = entries.stream().filter(e -> e.matches(c)).findFirst().orElse(null);
      if (hit == null) {
        undocumented.add(c);
      } else {
        documented.get(hit).add(c);
      }
    }
    List<String> stale = new ArrayList<>();
    documented.forEach(
        (e, hits) -> {
          if (exactCounts && hits.size() != e.count()) {
            stale.add(page.getFileName() + ":" + e.line() + ": " + e.label() + " documents " + e.count()
                + " differing cases, measured " + hits.size());
          }
        });
    return new Check(undocumented, stale, documented);
  }
}
