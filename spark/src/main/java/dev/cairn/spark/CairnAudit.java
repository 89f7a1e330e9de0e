package dev.cairn.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.nullif;
import static org.apache.spark.sql.functions.sha2;

import java.util.Arrays;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;

/**
 * An audit of many repositories' files on Apache Spark: a DataFrame of files in, a DataFrame of
 * located findings out ({@link AuditSchema}), each file scanned by the same pipeline as {@code
 * cairn scan}. The policies are read once on the driver, broadcast, and compiled once per executor
 * JVM; a file that cannot be read or parsed is an {@code error} row and never stops the job.
 *
 * <pre>{@code
 * CairnAudit audit = CairnAudit.builder()
 *     .policies(PolicyBundle.builder().policy(Path.of("policy")).build())
 *     .build();
 * Dataset<Row> findings = audit.scan(files);   // files: repo, commit, path, content
 * }</pre>
 *
 * <p>The input needs {@code path} and {@code content} (string, or binary decoded as {@code cairn
 * scan} decodes a file); {@code repo} and {@code commit} are carried into the output when present.
 */
public final class CairnAudit {
  /** The columns {@link PartitionScan} reads, in the order it reads them. */
  private static final Column[] NORMALIZED = java.util.stream.Stream.of(
          AuditSchema.REPO, AuditSchema.COMMIT, AuditSchema.PATH, AuditSchema.CONTENT, AuditSchema.CONTENT_SHA256)
      .map(org.apache.spark.sql.functions::col).toArray(Column[]::new);

  private final PolicyBundle policies;
  private final int batchSize;
  private final int threadsPerTask;
  private final boolean recognizedOnly;
  private final Dataset<Row> previous;

  private CairnAudit(Builder b) {
    this.policies = b.policies;
    this.batchSize = b.batchSize;
    this.threadsPerTask = b.threadsPerTask;
    this.recognizedOnly = b.recognizedOnly;
    this.previous = b.previous;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The digest of the policies and settings, as the output's {@code policy_digest} column holds it. */
  public String policyDigest() {
    return policies.digest();
  }

  /**
   * The audit of these files, lazily (nothing runs until the result is used). The policies are
   * compiled here first, on the driver, so that a policy that cannot be used fails at once.
   *
   * @throws PolicyCompileException naming the policy file, line and column
   * @throws IllegalArgumentException when {@code files} lacks a {@code path} or {@code content} column
   */
  public Dataset<Row> scan(Dataset<Row> files) {
    BundleScans.of(policies, threadsPerTask);
    Dataset<Row> normalized = normalize(files);
    Dataset<Row> carried = null;
    if (previous != null) {
      Dataset<Row> before = previous
          .filter(col(AuditSchema.POLICY_DIGEST).equalTo(lit(policies.digest())))
          .withColumnRenamed(AuditSchema.REPO, "before_repo")
          .withColumnRenamed(AuditSchema.PATH, "before_path")
          .withColumnRenamed(AuditSchema.CONTENT_SHA256, "before_sha256");
      Dataset<Row> scannedBefore = before.filter(col(AuditSchema.KIND).equalTo(AuditSchema.FILE))
          .select("before_repo", "before_path", "before_sha256").distinct();
      carried = carriedOver(normalized, before, scannedBefore);
      normalized = normalized.join(scannedBefore, sameFile(normalized), "left_anti").select(NORMALIZED);
    }
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(files.sparkSession().sparkContext());
    Broadcast<PolicyBundle> shipped = jsc.broadcast(policies);
    Dataset<Row> scanned = normalized.mapPartitions(
        new PartitionScan(shipped, policies.digest(), batchSize, threadsPerTask, recognizedOnly),
        Encoders.row(AuditSchema.SCHEMA));
    return carried == null ? scanned : scanned.unionByName(carried);
  }

  /** The previous run's rows of files unchanged since, with this run's commit. */
  private static Dataset<Row> carriedOver(Dataset<Row> files, Dataset<Row> before, Dataset<Row> scannedBefore) {
    Dataset<Row> unchanged = files.join(scannedBefore, sameFile(files), "left_semi")
        .select(AuditSchema.REPO, AuditSchema.COMMIT, AuditSchema.PATH, AuditSchema.CONTENT_SHA256);
    Dataset<Row> rows = before.drop(AuditSchema.COMMIT).join(unchanged, sameFile(unchanged), "inner");
    return rows.select(Arrays.stream(AuditSchema.SCHEMA.fieldNames()).map(Column::new).toArray(Column[]::new));
  }

  /**
   * The same repository (null-safe: a file outside any repository has none), path and content as
   * a previous run's {@code before_} columns.
   */
  private static Column sameFile(Dataset<Row> files) {
    return files.col(AuditSchema.REPO).eqNullSafe(col("before_repo"))
        .and(files.col(AuditSchema.PATH).equalTo(col("before_path")))
        .and(files.col(AuditSchema.CONTENT_SHA256).equalTo(col("before_sha256")));
  }

  /** {@code repo, commit, path, content, content_sha256}, with nulls for an absent repo or commit. */
  private static Dataset<Row> normalize(Dataset<Row> files) {
    List<String> columns = List.of(files.columns());
    for (String required : List.of(AuditSchema.PATH, AuditSchema.CONTENT)) {
      if (!columns.contains(required)) {
        throw new IllegalArgumentException("the files to audit need a '" + required + "' column; they have " + columns);
      }
    }
    Column content = col(AuditSchema.CONTENT);
    return files.select(
        optional(columns, AuditSchema.REPO),
        optional(columns, AuditSchema.COMMIT),
        col(AuditSchema.PATH).cast(DataTypes.StringType).as(AuditSchema.PATH),
        content,
        sha2(content.cast(DataTypes.BinaryType), 256).as(AuditSchema.CONTENT_SHA256));
  }

  /** The column as text, or null where absent; an empty name is null too (as Parquet partitions keep it). */
  private static Column optional(List<String> columns, String name) {
    return (columns.contains(name) ? nullif(col(name).cast(DataTypes.StringType), lit("")) : lit(null).cast(DataTypes.StringType))
        .as(name);
  }

  /** Configures a {@link CairnAudit}. */
  public static final class Builder {
    private PolicyBundle policies;
    private int batchSize = 64;
    private int threadsPerTask = 1;
    private boolean recognizedOnly = true;
    private Dataset<Row> previous;

    /** The policies and how to use them (required). */
    public Builder policies(PolicyBundle policies) {
      this.policies = policies;
      return this;
    }

    /** Files scanned together by one call of the pipeline in a task (default 64). */
    public Builder batchSize(int files) {
      this.batchSize = Math.max(1, files);
      return this;
    }

    /**
     * Threads a task evaluates Rego with (default 1: Spark already runs a task per core, and more
     * would oversubscribe the executors).
     */
    public Builder threadsPerTask(int threads) {
      this.threadsPerTask = Math.max(1, threads);
      return this;
    }

    /**
     * Scan only files of the formats {@code cairn scan} reads in a directory (by name: YAML, JSON,
     * HCL, Dockerfile, ...), skipping the rest as it does (default true); false scans every row.
     */
    public Builder recognizedFormatsOnly(boolean only) {
      this.recognizedOnly = only;
      return this;
    }

    /**
     * A previous run's output: a file whose repository, path and content hash it scanned with the
     * same policy digest is not scanned again, and its previous rows are carried over with this
     * run's commit.
     */
    public Builder previous(Dataset<Row> previousOutput) {
      this.previous = previousOutput;
      return this;
    }

    public CairnAudit build() {
      if (policies == null) {
        throw new IllegalStateException("CairnAudit needs policies(PolicyBundle)");
      }
      return new CairnAudit(this);
    }
  }
}
