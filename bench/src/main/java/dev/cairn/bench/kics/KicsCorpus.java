package dev.cairn.bench.kics;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

/**
 * Scores Cairn's locations on a real policy library nobody wrote for Cairn: every query of
 * {@code ../shared/policy-libraries/kics}, run as KICS runs it, its results paired with the
 * hand-labelled lines (see that folder's README).
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.cairn.bench.kics.KicsCorpus [--explain] [--platform P] [--query TEXT] [LIBRARY]
 * </pre>
 *
 * Prints a table per platform (queries evaluated, results against labels, negatives that gave
 * results, exact and acceptable rates) and, with {@code --explain}, every disagreement grouped by
 * class with each result's ranked paths and why they ranked so.
 */
public final class KicsCorpus {
  /** The library's folder relative to the repository, where a developer's machine and CI have it. */
  static final String SHARED = "../shared/policy-libraries/kics";

  private KicsCorpus() {}

  public static void main(String[] args) {
    boolean explain = false;
    Path opa = null;
    Path dump = null;
    String platform = null;
    String query = null;
    Path library = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--explain" -> explain = true;
        case "--platform" -> platform = value(args, ++i, "--platform");
        case "--query" -> query = value(args, ++i, "--query");
        case "--opa" -> opa = Path.of(value(args, ++i, "--opa"));
        case "--dump" -> dump = Path.of(value(args, ++i, "--dump"));
        default -> {
          if (args[i].startsWith("-")) {
            usage("unknown option " + args[i]);
          }
          library = Path.of(args[i]);
        }
      }
    }
    if (library == null) {
      library = find();
      if (library == null) {
        usage(SHARED + " not found from " + Path.of("").toAbsolutePath() + ": give the library's folder");
      }
    }
    if (!Files.isDirectory(library.resolve("assets/queries"))) {
      usage(library + " has no assets/queries: give the KICS library's folder");
    }
    if (dump != null) {
      dump(library, queries(library, platform, query), dump);
      return;
    }
    List<QueryScore> scores = score(library, platform, query);
    System.out.print(CorpusReport.table(scores));
    if (explain) {
      System.out.print(CorpusReport.disagreements(scores));
    }
    if (opa != null) {
      System.out.print(compareWithOpa(library, opa, scores));
    }
  }

  /**
   * Writes each query's modules, data and inputs as the harness evaluates them, one folder per
   * query, to run them with another tool ({@code opa eval --v0-compatible -d DIR -i
   * DIR/positive.json data.Cx.CxPolicy}).
   */
  static void dump(Path library, List<KicsQuery> queries, Path to) {
    QueryRun run = new QueryRun(library, Duration.ofSeconds(30));
    com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
    try {
      for (KicsQuery q : queries) {
        Path dir = to.resolve(q.id().replace('/', '_'));
        Files.createDirectories(dir);
        QueryRun.Setup setup = run.setup(q);
        int n = 0;
        for (String text : setup.modules().values()) {
          Files.writeString(dir.resolve("module" + n++ + ".rego"), text);
        }
        json.writeValue(dir.resolve("data.json").toFile(), setup.data());
        json.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("positive.json").toFile(), run.positives(q).value());
        json.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("negative.json").toFile(), run.negatives(q).value());
        System.out.println(dir);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Each query's counts from OPA on the same modules, data and inputs beside Cairn's and the
   * labels': where Cairn and OPA differ, Cairn's evaluation is wrong.
   */
  static String compareWithOpa(Path library, Path opa, List<QueryScore> scores) {
    QueryRun run = new QueryRun(library, Duration.ofSeconds(30));
    OpaCounts counts = new OpaCounts(opa);
    StringBuilder sb = new StringBuilder("\n## counts: Cairn against OPA and the labels\n");
    int agree = 0;
    for (QueryScore s : scores) {
      KicsQuery q = s.outcome().query();
      OpaCounts.Counts o = counts.count(run.setup(q), run.positives(q).value(), run.negatives(q).value());
      int cairn = s.outcome().results().size();
      int neg = s.outcome().negativeResults();
      if (o.error() != null || o.positive() != cairn || o.negative() != neg) {
        sb.append(String.format("- %s: Cairn %d/%d, OPA %d/%d (positive/negative), labels %d%s%n",
            q.id(), cairn, neg, o.positive(), o.negative(), q.expected().size(), o.error() == null ? "" : " OPA error: " + o.error()));
      } else {
        agree++;
        if (cairn != q.expected().size() || neg != 0) {
          sb.append(String.format("- %s: Cairn and OPA %d/%d, labels %d%n", q.id(), cairn, neg, q.expected().size()));
        }
      }
    }
    return sb.append("Cairn and OPA agree on ").append(agree).append(" of ").append(scores.size()).append(" queries\n").toString();
  }

  private static String value(String[] args, int i, String option) {
    if (i >= args.length) {
      usage(option + " needs a value");
    }
    return args[i];
  }

  private static void usage(String message) {
    System.err.println("kics-corpus: " + message);
    System.err.println("usage: KicsCorpus [--explain] [--opa OPA] [--dump DIR] [--platform PLATFORM] [--query TEXT] [LIBRARY]");
    System.exit(2);
  }

  /** The library beside the repository, looked for from the working directory up; null if absent. */
  static Path find() {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      Path candidate = dir.resolve(SHARED).normalize();
      if (Files.isDirectory(candidate.resolve("assets/queries"))) {
        return candidate;
      }
    }
    return null;
  }

  /** Every query of the library (of one platform, and whose id contains {@code text}, when given). */
  static List<KicsQuery> queries(Path library, String platform, String text) {
    Path root = library.resolve("assets/queries");
    try (Stream<Path> files = Files.walk(root)) {
      return files
          .filter(f -> f.getFileName().toString().equals("query.rego"))
          .map(f -> KicsQuery.at(root, f.getParent()))
          .filter(q -> platform == null || q.platform().equalsIgnoreCase(platform))
          .filter(q -> text == null || q.id().contains(text))
          .sorted((a, b) -> a.id().compareTo(b.id()))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Runs and scores the queries, two at a time (the machine's cores), in a stable order. */
  static List<QueryScore> score(Path library, String platform, String text) {
    QueryRun run = new QueryRun(library, Duration.ofSeconds(30));
    List<KicsQuery> queries = queries(library, platform, text);
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Runtime.getRuntime().availableProcessors()));
    try {
      List<Future<QueryScore>> futures = new ArrayList<>();
      for (KicsQuery q : queries) {
        futures.add(pool.submit(() -> QueryScore.of(run.run(q))));
      }
      List<QueryScore> out = new ArrayList<>();
      for (Future<QueryScore> f : futures) {
        out.add(f.get());
      }
      return out;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }
}
