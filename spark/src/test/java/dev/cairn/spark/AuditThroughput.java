package dev.cairn.spark;

import dev.cairn.conftest.RegoCheck;
import dev.cairn.locator.TextFile;
import dev.cairn.scan.Scan;
import dev.cairn.scan.ScanInput;
import dev.cairn.scan.ScanInputs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Throughput of an audit: the files below a root (each repeated {@code copies} times, each copy's
 * bytes made distinct) scanned in process by {@link Scan} with 1 and 2 threads, and through Spark
 * at {@code local[1]} and {@code local[2]}, the same policies; files/s as the median of timed
 * rounds after a warm-up round, and the overhead per file Spark adds at one core over the same
 * batches in process. The files are
 * in memory on both sides, so reading them is not counted. Run by {@code scripts/bench-spark}.
 *
 * <p>Arguments: ROOT POLICY_DIR [COPIES [ROUNDS]].
 */
public final class AuditThroughput {
  private static final int BATCH = 64;

  private AuditThroughput() {}

  public static void main(String[] args) throws IOException {
    Path root = Path.of(args[0]);
    Path policy = Path.of(args[1]);
    int copies = args.length > 2 ? Integer.parseInt(args[2]) : 1;
    int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 3;
    List<Row> files = files(root, copies);
    System.out.printf("files: %d (%d below %s, x%d), policy: %s (all namespaces), rounds: %d%n",
        files.size(), files.size() / copies, root, copies, policy, rounds);
    System.out.printf("%-22s %8s %10s %10s %10s%n", "mode", "files", "seconds", "files/s", "findings");

    List<ScanInput> inputs = files.stream()
        .map(r -> ScanInput.text(r.getString(0) + "/" + r.getString(2), TextFile.decode(r.getString(2), (byte[]) r.get(3))))
        .toList();
    double inProcessOne = 0;
    for (int threads : new int[] {1, 2}) {
      Scan scan = Scan.of(RegoCheck.builder().policy(policy).allNamespaces(true).threads(threads).build());
      long[] findings = new long[1];
      double seconds = median(rounds, () -> findings[0] = scan.run(inputs).findings().size());
      report("in process, " + threads + " thread" + (threads == 1 ? "" : "s"), files.size(), seconds, findings[0]);
      // The same in batches of CairnAudit's default size, as each Spark task calls the pipeline.
      double batched = median(rounds, () -> {
        long n = 0;
        for (int from = 0; from < inputs.size(); from += BATCH) {
          n += scan.run(inputs.subList(from, Math.min(inputs.size(), from + BATCH))).findings().size();
        }
        findings[0] = n;
      });
      report("  in batches of " + BATCH, files.size(), batched, findings[0]);
      if (threads == 1) {
        inProcessOne = batched;
      }
    }
    PolicyBundle bundle = PolicyBundle.builder().policy(policy).allNamespaces(true).build();
    for (int cores : new int[] {1, 2}) {
      SparkSession spark = SparkSession.builder().master("local[" + cores + "]").appName("cairn-throughput")
          .config("spark.ui.enabled", "false").config("spark.driver.host", "127.0.0.1").getOrCreate();
      spark.sparkContext().setLogLevel("WARN");
      Dataset<Row> input = spark.createDataFrame(files, schema()).repartition(cores * 4).cache();
      input.count();
      CairnAudit audit = CairnAudit.builder().policies(bundle).build();
      Dataset<Row> found = audit.scan(input).filter("kind = 'finding'");
      long[] findings = new long[1];
      double seconds = median(rounds, () -> findings[0] = found.count());
      report("spark local[" + cores + "]", files.size(), seconds, findings[0]);
      if (cores == 1) {
        System.out.printf("spark overhead per file at one core: %.2f ms%n", (seconds - inProcessOne) * 1000 / files.size());
      }
      spark.stop();
    }
  }

  private static double median(int rounds, Runnable run) {
    run.run(); // warm-up: compiles the policies, loads and JIT-compiles the pipeline
    double[] seconds = new double[rounds];
    for (int i = 0; i < rounds; i++) {
      long start = System.nanoTime();
      run.run();
      seconds[i] = (System.nanoTime() - start) / 1e9;
    }
    Arrays.sort(seconds);
    return seconds[rounds / 2];
  }

  private static void report(String mode, int files, double seconds, long findings) {
    System.out.printf("%-22s %8d %10.2f %10.1f %10d%n", mode, files, seconds, files / seconds, findings);
  }

  /** Rows (repo, commit, path, content); copy k of a file gets k trailing newlines, so no two are the same bytes. */
  private static List<Row> files(Path root, int copies) throws IOException {
    List<Row> rows = new ArrayList<>();
    List<ScanInput> found = ScanInputs.under(List.of(root));
    for (int k = 0; k < copies; k++) {
      for (ScanInput in : found) {
        String relative = root.relativize(in.path()).toString().replace('\\', '/');
        int slash = relative.indexOf('/');
        byte[] bytes = Files.readAllBytes(in.path());
        byte[] copy = Arrays.copyOf(bytes, bytes.length + k);
        Arrays.fill(copy, bytes.length, copy.length, (byte) '\n');
        rows.add(RowFactory.create("copy" + k + "-" + (slash < 0 ? "" : relative.substring(0, slash)), null,
            slash < 0 ? relative : relative.substring(slash + 1), copy));
      }
    }
    return rows;
  }

  private static StructType schema() {
    return new StructType()
        .add("repo", DataTypes.StringType)
        .add("commit", DataTypes.StringType)
        .add("path", DataTypes.StringType)
        .add("content", DataTypes.BinaryType);
  }
}
