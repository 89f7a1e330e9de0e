package dev.cairn.spark;


import dev.cairn.engine.ParseMode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The {@code spark-submit} entry point: reads the files of many repositories (a directory tree
 * {@code <root>/<repo>/<path>}, or a Parquet or JSON table of {@code repo, commit, path, content})
 * from any Hadoop-compatible file system, audits them, writes the findings as Parquet partitioned
 * by repository and prints a summary.
 */
@Command(
    name = "dev.cairn.spark.AuditJob",
    description = "Audit many repositories' files on Spark and write located findings as Parquet.",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:audit written",
      "1:audit written, and files had errors (with --fail-on-error)",
      "2:usage, policy or job error"
    })
public final class AuditJob implements Callable<Integer> {
  static final int OK = 0;
  static final int FILE_ERRORS = 1;
  static final int ERROR = 2;

  @Spec CommandSpec spec;

  @Option(names = {"-p", "--policy"}, paramLabel = "PATH", required = true,
      description = "Rego file, Guard rules file, ConstraintTemplate/Constraint YAML, or directory of them, on the driver (repeatable).")
  List<Path> policies = new ArrayList<>();

  @Option(names = {"-d", "--data"}, paramLabel = "PATH", description = "JSON or YAML data file or directory, on the driver (repeatable).")
  List<Path> data = new ArrayList<>();

  @Option(names = {"-n", "--namespace"}, paramLabel = "NS", description = "Package whose rules are reported (repeatable; default: main).")
  List<String> namespaces = new ArrayList<>();

  @Option(names = "--all-namespaces", description = "Report the rules of every package.")
  boolean allNamespaces;

  @Option(names = "--schemas", description = "Also check CloudFormation templates against the resource provider schemas.")
  boolean schemas;

  @Option(names = "--rego-version", paramLabel = "VERSION", defaultValue = "auto", description = "auto, v0 or v1 (default: ${DEFAULT-VALUE}).")
  String regoVersion;

  @Option(names = "--timeout-seconds", paramLabel = "N", defaultValue = "60",
      description = "Stop evaluating one input after N seconds; 0: no limit (default: ${DEFAULT-VALUE}).")
  long timeoutSeconds;

  @Option(names = "--input", paramLabel = "URI", required = true, description = "The files: a directory tree or a table.")
  String input;

  @Option(names = "--input-format", paramLabel = "FORMAT", defaultValue = "tree",
      description = "tree (<root>/<repo>/<path>), parquet or json (columns repo, commit, path, content) (default: ${DEFAULT-VALUE}).")
  String inputFormat;

  @Option(names = "--output", paramLabel = "URI", required = true, description = "Where the findings table is written (Parquet, partitioned by repo; replaced).")
  String output;

  @Option(names = "--previous", paramLabel = "URI",
      description = "A previous run's output: files it scanned unchanged with the same policies are carried over, not scanned.")
  String previous;

  @Option(names = "--batch-size", paramLabel = "N", defaultValue = "64", description = "Files per call of the scan pipeline in a task (default: ${DEFAULT-VALUE}).")
  int batchSize;

  @Option(names = "--fail-on-error", description = "Exit 1 when any file could not be read, parsed or checked.")
  boolean failOnError;

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs the job in the active (or a new) Spark session; the exit code. */
  static int run(String... args) {
    return new CommandLine(new AuditJob()).execute(args);
  }

  /** As {@link #run(String...)}, printing to these writers. */
  static int run(PrintWriter out, PrintWriter err, String... args) {
    return new CommandLine(new AuditJob()).setOut(out).setErr(err).execute(args);
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (previous != null && previous.equals(output)) {
      err.println("cairn-spark: --previous and --output must differ (the output is replaced while the previous run is read)");
      return ERROR;
    }
    try {
      SparkSession spark = SparkSession.builder().appName("cairn audit").getOrCreate();
      CairnAudit.Builder audit = CairnAudit.builder().policies(bundle()).batchSize(batchSize);
      if (previous != null) {
        audit.previous(spark.read().parquet(previous));
      }
      Dataset<Row> findings = audit.build().scan(files(spark));
      findings.write().mode(SaveMode.Overwrite).partitionBy(AuditSchema.REPO).parquet(output);
      long errors = AuditSummary.print(spark.read().parquet(output), out);
      out.flush();
      return failOnError && errors > 0 ? FILE_ERRORS : OK;
    } catch (PolicyCompileException e) {
      err.println(e.getMessage()); // path:line:column: reason
      return ERROR;
    } catch (RuntimeException e) {
      err.println("cairn-spark: " + e.getMessage());
      return ERROR;
    }
  }

  private PolicyBundle bundle() {
    PolicyBundle.Builder b = PolicyBundle.builder()
        .allNamespaces(allNamespaces)
        .schemas(schemas)
        .regoVersion(ParseMode.valueOf(regoVersion.toUpperCase(Locale.ROOT)))
        .timeout(timeoutSeconds <= 0 ? null : Duration.ofSeconds(timeoutSeconds));
    policies.forEach(b::policy);
    data.forEach(b::data);
    namespaces.forEach(b::namespace);
    return b.build();
  }

  private Dataset<Row> files(SparkSession spark) {
    return switch (inputFormat) {
      case "tree" -> DirectoryFiles.read(spark, input);
      case "parquet" -> spark.read().parquet(input);
      case "json" -> spark.read().json(input);
      default -> throw new IllegalArgumentException("unknown --input-format " + inputFormat + " (tree, parquet or json)");
    };
  }
}
