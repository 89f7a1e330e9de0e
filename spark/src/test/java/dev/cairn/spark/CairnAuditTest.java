package dev.cairn.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.constraints.CloudFormationTarget;
import dev.cairn.constraints.ConstraintCheck;
import dev.cairn.constraints.KubernetesTarget;
import dev.cairn.conftest.RegoCheck;
import dev.cairn.guard.GuardCheck;
import dev.cairn.report.Finding;
import dev.cairn.report.InputError;
import dev.cairn.report.ScanReport;
import dev.cairn.scan.Scan;
import dev.cairn.scan.ScanInput;
import dev.cairn.scan.ScanInputs;
import dev.cairn.cfnlint.SchemaCheck;
import dev.cairn.testkit.Fixtures;
import dev.cairn.testkit.Shared;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Audits through a local two-core Spark session find exactly what the scan pipeline finds in
 * process on the same files: same rules, messages, severities, resources and regions, file by file.
 */
class CairnAuditTest {
  private static final String GUARD_RULES = """
      let buckets = Resources.*[ Type == 'AWS::S3::Bucket' ]
      rule s3_buckets_versioned when %buckets !empty {
        %buckets.Properties.VersioningConfiguration.Status == 'Enabled'
      }
      """;

  private static final String BUCKET_RULES = """
      package main

      deny contains msg if {
        some name
        bucket := input.Resources[name]
        bucket.Type == "AWS::S3::Bucket"
        not bucket.Properties.VersioningConfiguration
        msg := sprintf("bucket %s is not versioned", [name])
      }
      """;

  private static SparkSession spark;

  @TempDir static Path temp;

  @BeforeAll
  static void startSpark() {
    spark = SparkSession.builder()
        .master("local[2]")
        .appName("cairn-spark-test")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "4")
        .config("spark.driver.host", "127.0.0.1")
        .getOrCreate();
  }

  @AfterAll
  static void stopSpark() {
    if (spark != null) {
      spark.stop();
    }
  }

  @Test
  void theCorpusThroughSparkIsTheScanInProcess() throws IOException {
    Path root = Fixtures.path("corpus/inputs");
    Path policy = Fixtures.path("corpus/policy");
    Path guard = Files.writeString(temp.resolve("buckets.guard"), GUARD_RULES);
    Path template = Fixtures.path("constraints/cloudformation/template.yaml");
    Path constraint = Fixtures.path("constraints/cloudformation/constraint.yaml");
    PolicyBundle bundle = PolicyBundle.builder()
        .policy(policy).policy(guard).policy(template).policy(constraint).allNamespaces(true).schemas(true).build();
    Scan inProcess = Scan.builder()
        .check(RegoCheck.builder().policy(policy).allNamespaces(true).threads(1).build())
        .check(ConstraintCheck.load(List.of(template, constraint), List.of(new KubernetesTarget(), new CloudFormationTarget())))
        .check(GuardCheck.load(List.of(guard)))
        .check(SchemaCheck.builder().build())
        .build();

    List<ScanInput> files = inputs(root);
    Dataset<Row> audit = CairnAudit.builder().policies(bundle).batchSize(3).build()
        .scan(filesOf(files).repartition(4));
    ScanReport expected = inProcess.run(files);

    assertThat(expected.findings()).hasSizeGreaterThan(100);
    assertThat(kindsOf(audit.filter("kind = 'finding'")).keySet()).contains("rego", "constraints", "guard", "schemas");
    assertSameFindings(audit, expected);
    assertThat(audit.filter("kind = 'file'").count()).isEqualTo(files.size());
  }

  @Test
  void theCloudFormationTemplatesThroughSparkAreTheScanInProcess() throws IOException {
    Path root = Shared.require("real-inputs/aws-cloudformation-templates");
    Path policy = Fixtures.path("corpus/policy");
    List<ScanInput> files = inputs(root);
    PolicyBundle bundle = PolicyBundle.builder().policy(policy).allNamespaces(true).build();
    Scan inProcess = Scan.of(RegoCheck.builder().policy(policy).allNamespaces(true).build());

    Dataset<Row> audit = CairnAudit.builder().policies(bundle).build()
        .scan(DirectoryFiles.read(spark, root.toString()));
    ScanReport expected = inProcess.run(files);

    assertThat(files).hasSizeGreaterThan(300);
    assertThat(expected.findings()).hasSizeGreaterThan(100);
    assertSameFindings(audit, expected);
    assertThat(audit.filter("kind = 'file'").count()).isEqualTo(files.size());
  }

  @Test
  void aBrokenFileIsAnErrorRowAndTheOthersAreScanned() {
    String good = """
        Resources:
          Logs:
            Type: AWS::S3::Bucket
        """;
    List<Row> rows = List.of(
        file("acme/app", "good.yaml", good),
        file("acme/app", "broken.yaml", "Resources:\n  Logs: [unclosed\n"),
        file("acme/app", "not-text.json", new byte[] {'{', (byte) 0xff, (byte) 0xfe, '}'}),
        file("acme/web", "good.yaml", good));
    Dataset<Row> files = spark.createDataFrame(rows, binaryFiles()).repartition(2);
    PolicyBundle bundle = PolicyBundle.builder().policy("buckets.rego", BUCKET_RULES).build();

    Dataset<Row> audit = CairnAudit.builder().policies(bundle).build().scan(files).cache();
    List<Row> errors = audit.filter("kind = 'error'").orderBy("path").collectAsList();
    Scan inProcess = Scan.of(RegoCheck.builder().policy("buckets.rego", BUCKET_RULES).build());
    ScanReport expected = inProcess.run(List.of(
        ScanInput.text("good.yaml", good), ScanInput.text("broken.yaml", "Resources:\n  Logs: [unclosed\n")));
    InputError parseError = expected.errors().get(0);

    assertThat(errors).extracting(r -> r.getAs("path")).containsExactly("broken.yaml", "not-text.json");
    assertThat((Integer) errors.get(0).getAs("line")).isEqualTo(parseError.line());
    assertThat((Integer) errors.get(0).getAs("column")).isEqualTo(parseError.column());
    assertThat((String) errors.get(0).getAs("message")).isEqualTo(parseError.message());
    assertThat((String) errors.get(1).getAs("message")).contains("line 1");
    Dataset<Row> findings = audit.filter("kind = 'finding'");
    long perGoodFile = expected.findings().size();
    assertThat(perGoodFile).isPositive();
    assertThat(findings.filter("path = 'good.yaml'").count()).isEqualTo(2 * perGoodFile);
  }

  @Test
  void aPolicyThatDoesNotCompileFailsWithItsLocation() throws IOException {
    Path bad = Files.writeString(temp.resolve("bad.rego"), "package main\n\ndeny[msg] {\n  msg := \n}\n");
    PolicyBundle bundle = PolicyBundle.builder().policy(bad).build();
    Dataset<Row> files = spark.createDataFrame(List.of(file("r", "a.yaml", "a: 1\n")), binaryFiles());

    assertThatThrownBy(() -> CairnAudit.builder().policies(bundle).build().scan(files))
        .isInstanceOf(PolicyCompileException.class)
        .hasMessageContaining(bad + ":")
        .hasMessageNotContaining("cairn-bundle-");
  }

  @Test
  void anIncrementalRunScansOnlyWhatChanged() {
    String bucket = "Resources:\n  Logs:\n    Type: AWS::S3::Bucket\n";
    String changed = "Resources:\n  Data:\n    Type: AWS::S3::Bucket\n";
    PolicyBundle bundle = PolicyBundle.builder().policy("buckets.rego", BUCKET_RULES).build();
    CairnAudit full = CairnAudit.builder().policies(bundle).build();
    Dataset<Row> first = full.scan(spark.createDataFrame(
        List.of(file("r", "a.yaml", bucket), file("r", "b.yaml", bucket)), binaryFiles()));
    // The previous run's findings marked, so that rows carried over are told from rows scanned again.
    Dataset<Row> previous = first.withColumn("message",
        org.apache.spark.sql.functions.concat(org.apache.spark.sql.functions.lit("previous: "), first.col("message")))
        .localCheckpoint();

    Dataset<Row> second = CairnAudit.builder().policies(bundle).previous(previous).build().scan(spark.createDataFrame(
        List.of(file("r", "a.yaml", bucket), file("r", "b.yaml", changed)), binaryFiles()));

    List<Row> findings = second.filter("kind = 'finding'").collectAsList();
    assertThat(findings).isNotEmpty();
    assertThat(findings).filteredOn(r -> r.getAs("path").equals("a.yaml"))
        .isNotEmpty().allMatch(r -> ((String) r.getAs("message")).startsWith("previous: "));
    assertThat(findings).filteredOn(r -> r.getAs("path").equals("b.yaml"))
        .isNotEmpty().noneMatch(r -> ((String) r.getAs("message")).startsWith("previous: "))
        .anyMatch(r -> ((String) r.getAs("message")).contains("Data"));
    assertThat(second.filter("kind = 'file'").count()).isEqualTo(2);
    // Another bundle (a different digest) scans everything again.
    PolicyBundle other = PolicyBundle.builder().policy("buckets.rego", BUCKET_RULES).namespace("*").build();
    assertThat(CairnAudit.builder().policies(other).previous(previous).build()
        .scan(spark.createDataFrame(List.of(file("r", "a.yaml", bucket)), binaryFiles()))
        .filter("message like 'previous: %'").count()).isZero();
  }

  @Test
  void theJobWritesTheFindingsByRepositoryAndCarriesUnchangedFilesOver() throws IOException {
    Path root = Files.createDirectories(temp.resolve("repos"));
    String bucket = "Resources:\n  Logs:\n    Type: AWS::S3::Bucket\n";
    write(root.resolve("acme-app/templates/bucket.yaml"), bucket);
    write(root.resolve("acme-app/broken.yaml"), "Resources: [\n");
    write(root.resolve("acme-app/README.md"), "# not an input\n");
    write(root.resolve("acme-web/site.json"), "{\"Resources\": {\"Site\": {\"Type\": \"AWS::S3::Bucket\"}}}\n");
    write(root.resolve("loose.yaml"), bucket);
    Path policy = write(temp.resolve("job-policy/buckets.rego"), BUCKET_RULES);
    String out = temp.resolve("audit-1").toUri().toString();
    java.io.StringWriter printed = new java.io.StringWriter();

    int code = AuditJob.run(new java.io.PrintWriter(printed), new java.io.PrintWriter(System.err),
        "-p", policy.toString(), "--input", root.toString(), "--output", out);

    assertThat(code).isEqualTo(AuditJob.OK);
    Dataset<Row> written = spark.read().parquet(out);
    Dataset<Row> expected = CairnAudit.builder().policies(PolicyBundle.builder().policy(policy).build()).build()
        .scan(DirectoryFiles.read(spark, root.toString()));
    assertThat(rows(written)).isEqualTo(rows(expected)).hasSize(4 + 3 + 1);
    assertThat(root.resolve("../audit-1/repo=acme-app")).isDirectory();
    assertThat(printed.toString()).contains("files: 4, findings: 3, errors: 1", "acme-app/broken.yaml:2:1: ");

    String second = temp.resolve("audit-2").toUri().toString();
    assertThat(AuditJob.run(new java.io.PrintWriter(new java.io.StringWriter()), new java.io.PrintWriter(System.err),
        "-p", policy.toString(), "--input", root.toString(), "--output", second, "--previous", out, "--fail-on-error"))
        .isEqualTo(AuditJob.FILE_ERRORS);
    assertThat(rows(spark.read().parquet(second))).isEqualTo(rows(written));

    java.io.StringWriter err = new java.io.StringWriter();
    Path bad = write(temp.resolve("job-bad/bad.rego"), "package main\ndeny[msg {\n");
    assertThat(AuditJob.run(new java.io.PrintWriter(new java.io.StringWriter()), new java.io.PrintWriter(err, true),
        "-p", bad.toString(), "--input", root.toString(), "--output", temp.resolve("audit-3").toUri().toString()))
        .isEqualTo(AuditJob.ERROR);
    assertThat(err.toString()).contains(bad + ":2:").doesNotContain("Exception");
  }

  private static List<String> rows(Dataset<Row> table) {
    return table.select("kind", "repo", "path", "rule", "line", "column", "message", "content_sha256").collectAsList()
        .stream().map(Row::toString).sorted().toList();
  }

  private static Path write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }

  /** Findings and errors of the audit, file by file ({@code repo/path}), equal the report's. */
  private static void assertSameFindings(Dataset<Row> audit, ScanReport expected) {
    Map<String, List<String>> actual = new HashMap<>();
    for (Row r : audit.filter("kind = 'finding'").collectAsList()) {
      actual.computeIfAbsent(name(r), k -> new ArrayList<>()).add(key(r));
    }
    Map<String, List<String>> wanted = new HashMap<>();
    for (Finding f : expected.findings()) {
      wanted.computeIfAbsent(f.file(), k -> new ArrayList<>()).add(key(f));
    }
    actual.values().forEach(l -> l.sort(null));
    wanted.values().forEach(l -> l.sort(null));
    assertThat(actual).isEqualTo(wanted);
    List<String> errors = audit.filter("kind = 'error'").collectAsList().stream()
        .map(r -> name(r) + ":" + line(r.getAs("line")) + ": " + r.getAs("message")).sorted().toList();
    List<String> wantedErrors = expected.errors().stream()
        .map(e -> e.file() + ":" + e.line() + ": " + e.message()).sorted().toList();
    assertThat(errors).isEqualTo(wantedErrors);
  }

  private static int line(Integer line) {
    return line == null ? 0 : line;
  }

  private static String name(Row r) {
    String repo = r.getAs("repo");
    return repo == null || repo.isEmpty() ? r.getAs("path") : repo + "/" + r.getAs("path");
  }

  private static String key(Row r) {
    List<String> related = r.<scala.collection.Seq<Row>>getAs("related_locations") == null ? List.of()
        : scala.jdk.javaapi.CollectionConverters.asJava(r.<scala.collection.Seq<Row>>getAs("related_locations")).stream()
            .map(l -> l.getInt(1) + ":" + l.getInt(2) + "-" + l.getInt(3) + ":" + l.getInt(4)).toList();
    return String.join("|", String.valueOf(r.<Integer>getAs("document")), r.<String>getAs("rule"),
        r.<String>getAs("rule_id"), r.<String>getAs("severity"), r.<String>getAs("message"),
        String.valueOf(r.<String>getAs("resource_id")), String.valueOf(r.<String>getAs("resource_type")),
        r.<Integer>getAs("line") + ":" + r.<Integer>getAs("column") + "-" + r.<Integer>getAs("end_line") + ":"
            + r.<Integer>getAs("end_column"), String.valueOf(related));
  }

  private static String key(Finding f) {
    List<String> related = f.relatedLocations().stream()
        .map(l -> l.line() + ":" + l.column() + "-" + l.endLine() + ":" + l.endColumn()).toList();
    return String.join("|", String.valueOf(f.document()), f.rule(), f.ruleId(), f.severity(), f.message(),
        f.resource() == null ? "null" : f.resource().id(),
        f.resource() == null ? "null" : String.valueOf(f.resource().type()),
        f.location() == null ? "null:null-null:null"
            : f.location().line() + ":" + f.location().column() + "-" + f.location().endLine() + ":" + f.location().endColumn(),
        String.valueOf(related));
  }

  private static Map<String, Long> kindsOf(Dataset<Row> findings) {
    return findings.collectAsList().stream().collect(Collectors.groupingBy(r -> r.getAs("check"), Collectors.counting()));
  }

  /** The files {@code cairn scan} finds below the root, named relative to it. */
  private static List<ScanInput> inputs(Path root) {
    return ScanInputs.under(List.of(root)).stream()
        .map(f -> ScanInput.file(root.relativize(f.path()).toString().replace('\\', '/'), f.path())).toList();
  }

  private static Dataset<Row> filesOf(List<ScanInput> files) throws IOException {
    List<Row> rows = new ArrayList<>();
    for (ScanInput f : files) {
      rows.add(RowFactory.create(null, "c0ffee", f.name(), Files.readAllBytes(f.path())));
    }
    return spark.createDataFrame(rows, binaryFiles());
  }

  private static Row file(String repo, String path, String content) {
    return file(repo, path, content.getBytes(StandardCharsets.UTF_8));
  }

  private static Row file(String repo, String path, byte[] content) {
    return RowFactory.create(repo, "c0ffee", path, content);
  }

  private static StructType binaryFiles() {
    return new StructType()
        .add("repo", DataTypes.StringType)
        .add("commit", DataTypes.StringType)
        .add("path", DataTypes.StringType)
        .add("content", DataTypes.BinaryType);
  }
}
