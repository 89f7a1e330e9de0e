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
 * {@code | suite | `case id` | count | reason |}; a {@code *} in an id stands for any text (so
 * {@code prefix*} covers every case whose id starts with the prefix), and {@code `gen-*` when Cairn X and
 * OPA Y} only those where Cairn's verdict is X and the peer's Y ({@code value} or an error code).
 * Each row must match exactly its count of differing cases: a difference no row covers is
 * undocumented, and a row that matches another number of cases is stale.
 */
public final class KnownDifferences {
  private static final String HEADER = "|Suite|Case|Count|Reason|";
  private static final Map<String, Pattern> GLOBS = new java.util.concurrent.ConcurrentHashMap<>();
  private static final Pattern CASE =
      Pattern.compile("`([^`]+)`(?:\\s+when Cairn (\\S+) and \\S+ (\\S+))?");

  /** A case on which Cairn and a peer differ, as the table's rows match it. */
  public interface Differing {
    String id();

    /** Whether Cairn's verdict is of kind {@code cairn} and the peer's of kind {@code peer}; cases without verdict kinds never are. */
    default boolean verdictsAre(String cairn, String peer) {
      return false;
    }
  }

  /** One documented row; {@code cairn} and {@code peer} are null when any verdicts match. */
  public record Entry(String pattern, String cairn, String peer, int count, String reason, int line) {
    boolean matches(Differing c) {
      String id = c.id();
      return glob().matcher(id).matches() && (cairn == null || c.verdictsAre(cairn, peer));
    }

    /** The id pattern as a regular expression: {@code *} is any text, the rest literal. */
    private Pattern glob() {
      return GLOBS.computeIfAbsent(pattern, p -> {
        java.util.StringJoiner regex = new java.util.StringJoiner(".*");
        for (String part : p.split("\\*", -1)) {
          regex.add(Pattern.quote(part));
        }
        return Pattern.compile(regex.toString(), Pattern.DOTALL);
      });
    }

    /** How the row reads on the page, for messages. */
    public String label() {
      return "`" + pattern + "`" + (cairn == null ? "" : " when Cairn " + cairn + " and the peer " + peer);
    }
  }

  /** What the page says against what was measured. */
  public record Check<T extends Differing>(List<T> undocumented, List<String> stale, Map<Entry, List<T>> documented) {
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
  public <T extends Differing> Check<T> check(List<T> differing, boolean exactCounts) {
    Map<Entry, List<T>> documented = new LinkedHashMap<>();
    entries.forEach(e -> documented.put(e, new ArrayList<>()));
    List<T> undocumented = new ArrayList<>();
    for (T c : differing) {
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
    return new Check<>(undocumented, stale, documented);
  }
}
