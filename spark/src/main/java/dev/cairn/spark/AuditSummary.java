package dev.cairn.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.desc;

import java.io.PrintWriter;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/** The summary the job prints from a written findings table: files, findings by level and rule, errors. */
final class AuditSummary {
  private static final int TOP = 10;

  private AuditSummary() {}

  /** Prints the summary; the number of error rows. */
  static long print(Dataset<Row> table, PrintWriter out) {
    long files = table.filter(col(AuditSchema.KIND).equalTo(AuditSchema.FILE)).count();
    Dataset<Row> findings = table.filter(col(AuditSchema.KIND).equalTo(AuditSchema.FINDING));
    Dataset<Row> errors = table.filter(col(AuditSchema.KIND).equalTo(AuditSchema.ERROR));
    long errorCount = errors.count();
    List<Row> levels = findings.groupBy("level").count().orderBy("level").collectAsList();
    long total = levels.stream().mapToLong(r -> r.getLong(1)).sum();
    out.printf("files: %d, findings: %d, errors: %d%n", files, total, errorCount);
    for (Row r : levels) {
      out.printf("  %-8s %d%n", r.getString(0), r.getLong(1));
    }
    List<Row> rules = findings.groupBy("check", "rule_id").count().orderBy(desc("count"), col("rule_id")).limit(TOP).collectAsList();
    if (!rules.isEmpty()) {
      out.println("top rules:");
      for (Row r : rules) {
        out.printf("  %8d  %s (%s)%n", r.getLong(2), r.getString(1), r.getString(0));
      }
    }
    if (errorCount > 0) {
      out.println("errors:");
      for (Row r : errors.orderBy(AuditSchema.REPO, AuditSchema.PATH).limit(TOP).collectAsList()) {
        Integer line = r.getAs("line");
        String repo = r.getAs(AuditSchema.REPO);
        out.printf("  %s%s%s: %s%n", repo == null ? "" : repo + "/", r.<String>getAs(AuditSchema.PATH),
            line == null ? "" : ":" + line + ":" + r.<Integer>getAs("column"), r.<String>getAs("message"));
      }
      if (errorCount > TOP) {
        out.printf("  ... and %d more%n", errorCount - TOP);
      }
    }
    return errorCount;
  }
}
