package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cairn scan --baseline-write} and {@code --baseline} end to end on the examples. */
class ScanBaselineTest {
  private static final String POLICY = "../fixtures/policy/v1";

  private static Path copyExamples(Path dir) throws Exception {
    Path infra = Files.createDirectories(dir.resolve("infra"));
    for (String name : new String[] {"access.json", "storage.yaml", "workloads.yaml"}) {
      Files.copy(Path.of("../fixtures/examples", name), infra.resolve(name));
    }
    return infra;
  }

  @Test
  void onlyNewFindingsFailAndFixedOnesAreListed(@TempDir Path dir) throws Exception {
    Path infra = copyExamples(dir);
    Path baseline = dir.resolve("cairn-baseline.json");
    CliRun write = CliRun.of("scan", "-p", POLICY, "--baseline-write", baseline.toString(), infra.toString());
    assertThat(write.exitCode()).isEqualTo(1);
    assertThat(Files.readString(baseline)).contains("\"cairnBaseline\" : 1").contains("CAIRN_S3_001");

    assertThat(CliRun.of("scan", "-p", POLICY, "--baseline", baseline.toString(), infra.toString()).exitCode()).isZero();

    // lines inserted, the directory renamed: nothing new
    Path storage = infra.resolve("storage.yaml");
    Files.writeString(storage, "# owned by the storage team\n\n" + Files.readString(storage));
    Path moved = Files.move(infra, dir.resolve("deploy"));
    CliRun same = CliRun.of("scan", "-p", POLICY, "--baseline", baseline.toString(), "--no-color", moved.toString());
    assertThat(same.exitCode()).as(same.out()).isZero();
    assertThat(same.out()).contains("0 new, 0 updated, 17 unchanged, 0 fixed");

    // one finding fixed; two values changed, one of them in the message, one only in the source
    Path workloads = moved.resolve("workloads.yaml");
    Files.writeString(workloads, Files.readString(workloads).replace("busybox:latest", "busybox:1.36"));
    Files.writeString(moved.resolve("storage.yaml"), Files.readString(moved.resolve("storage.yaml"))
        .replace("AccessControl: PublicRead", "AccessControl: PublicReadWrite")
        .replace("BackupRetentionPeriod: 3", "BackupRetentionPeriod: 5"));
    CliRun changed = CliRun.of("scan", "-p", POLICY, "--baseline", baseline.toString(), "-o", "json", moved.toString());
    assertThat(changed.exitCode()).as(changed.out()).isEqualTo(1);
    JsonNode json = new ObjectMapper().readTree(changed.out());
    assertThat(json.path("results").findValuesAsText("rule"))
        .containsExactlyInAnyOrder("data.main.deny_s3_public_acl", "data.main.warn_rds_backup_retention");
    assertThat(json.path("results").findValuesAsText("baselineState")).containsOnly("updated");
    assertThat(json.at("/baseline/fixed/0/rule").asText()).isEqualTo("CAIRN_K8S_003");
    assertThat(json.at("/baseline/unchanged").asInt()).isEqualTo(14);

    CliRun sarif = CliRun.of("scan", "-p", POLICY, "--baseline", baseline.toString(), "-o", "sarif", moved.toString());
    JsonNode results = new ObjectMapper().readTree(sarif.out()).at("/runs/0/results");
    assertThat(results.findValuesAsText("baselineState")).containsOnly("updated", "unchanged", "absent").hasSize(17);
  }

  @Test
  void aFileThatIsNotABaselineIsAnErrorAndTheScanStillReports(@TempDir Path dir) throws Exception {
    Path infra = copyExamples(dir);
    Path notOne = dir.resolve("results.sarif");
    Files.writeString(notOne, "{\"version\": \"2.1.0\"}");
    CliRun run = CliRun.of("scan", "-p", POLICY, "--baseline", notOne.toString(), "--no-color", infra.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.out()).contains(notOne + ":1:1: error: not a Cairn baseline").contains("13 failures, 4 warnings, 1 error");
    Path newer = dir.resolve("newer.json");
    Files.writeString(newer, "{\"cairnBaseline\": 9, \"findings\": []}");
    CliRun future = CliRun.of("scan", "-p", POLICY, "--baseline", newer.toString(), "--no-color", infra.toString());
    assertThat(future.exitCode()).isEqualTo(2);
    assertThat(future.out()).contains(newer.toString()).contains("version 9");
  }
}
