package dev.cairn.spark;

import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The columns of an audit's output, one row per finding, per error and per file scanned ({@link
 * #KIND}). The schema is part of the public API: columns are only ever added at the end.
 */
public final class AuditSchema {
  /** {@code kind} of a located violation. */
  public static final String FINDING = "finding";
  /** {@code kind} of a file that could not be read or parsed, or a rule that failed on it. */
  public static final String ERROR = "error";
  /** {@code kind} of the one row each scanned file gets, findings or not: what incremental runs key on. */
  public static final String FILE = "file";

  public static final String KIND = "kind";
  public static final String REPO = "repo";
  public static final String COMMIT = "commit";
  public static final String PATH = "path";
  public static final String CONTENT = "content";
  public static final String CONTENT_SHA256 = "content_sha256";
  public static final String POLICY_DIGEST = "policy_digest";

  private static final StructType LOCATION = new StructType(new StructField[] {
    field("path", DataTypes.createArrayType(DataTypes.StringType)),
    field("line", DataTypes.IntegerType),
    field("column", DataTypes.IntegerType),
    field("end_line", DataTypes.IntegerType),
    field("end_column", DataTypes.IntegerType),
  });

  /** The output schema; see {@code docs/integrations/spark.md} for what each column holds. */
  public static final StructType SCHEMA = new StructType(new StructField[] {
    field(KIND, DataTypes.StringType, false),
    field(REPO, DataTypes.StringType),
    field(COMMIT, DataTypes.StringType),
    field(PATH, DataTypes.StringType),
    field("document", DataTypes.IntegerType),
    field("check", DataTypes.StringType),
    field("namespace", DataTypes.StringType),
    field("rule", DataTypes.StringType),
    field("rule_id", DataTypes.StringType),
    field("severity", DataTypes.StringType),
    field("level", DataTypes.StringType),
    field("message", DataTypes.StringType),
    field("resource_id", DataTypes.StringType),
    field("resource_type", DataTypes.StringType),
    field("line", DataTypes.IntegerType),
    field("column", DataTypes.IntegerType),
    field("end_line", DataTypes.IntegerType),
    field("end_column", DataTypes.IntegerType),
    field("location_path", DataTypes.createArrayType(DataTypes.StringType)),
    field("missing", DataTypes.createArrayType(DataTypes.StringType)),
    field("related_locations", new ArrayType(LOCATION, true)),
    field("fingerprint", DataTypes.StringType),
    field(CONTENT_SHA256, DataTypes.StringType),
    field(POLICY_DIGEST, DataTypes.StringType),
  });

  private AuditSchema() {}

  private static StructField field(String name, DataType type) {
    return field(name, type, true);
  }

  private static StructField field(String name, DataType type, boolean nullable) {
    return new StructField(name, type, nullable, Metadata.empty());
  }
}
