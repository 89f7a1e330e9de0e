package dev.cairn.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.udf;

import dev.cairn.locator.InputFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.types.DataTypes;

/**
 * A directory tree of repositories as the files an audit reads, on any Hadoop-compatible file
 * system ({@code file:}, {@code hdfs:}, {@code s3a:}, {@code abfss:}, ...): {@code
 * <root>/<repo>/<path>}, each file of a format {@code cairn scan} reads in a directory (YAML,
 * JSON, HCL, Dockerfile, ...) one row {@code (repo, commit, path, content)}, {@code commit} null.
 * A file directly under the root belongs to no repository ({@code repo} null).
 */
public final class DirectoryFiles {
  private static final UserDefinedFunction RECOGNIZED = udf(
      (UDF1<String, Boolean>) p -> InputFormat.recognizes(p.substring(p.lastIndexOf('/') + 1)), DataTypes.BooleanType);

  private DirectoryFiles() {}

  /** The files below {@code root} (a path or URI), read lazily with Spark's {@code binaryFile} source. */
  public static Dataset<Row> read(SparkSession spark, String root) {
    String prefix = qualified(spark, root);
    Dataset<Row> all = spark.read().format("binaryFile").option("recursiveFileLookup", "true").load(root);
    Dataset<Row> relative = all
        .filter(col("path").startsWith(prefix + "/"))
        .withColumn("relative", expr("substring(path, " + (prefix.length() + 2) + ")"))
        .filter(RECOGNIZED.apply(col("relative")));
    return relative.select(
        expr("CASE WHEN instr(relative, '/') > 0 THEN substring_index(relative, '/', 1) ELSE NULL END").as(AuditSchema.REPO),
        lit(null).cast(DataTypes.StringType).as(AuditSchema.COMMIT),
        expr("CASE WHEN instr(relative, '/') > 0 THEN substring(relative, instr(relative, '/') + 1) ELSE relative END")
            .as(AuditSchema.PATH),
        col("content").as(AuditSchema.CONTENT));
  }

  /** The root as the {@code path} column spells its files: qualified, without a trailing slash. */
  private static String qualified(SparkSession spark, String root) {
    try {
      Path p = new Path(root);
      FileSystem fs = p.getFileSystem(spark.sparkContext().hadoopConfiguration());
      String q = fs.makeQualified(p).toString();
      return q.endsWith("/") ? q.substring(0, q.length() - 1) : q;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot reach " + root + ": " + e.getMessage(), e);
    }
  }
}
