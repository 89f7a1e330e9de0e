package dev.cairn.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The composite action (action.yml at the repository's root), its steps run as shell scripts
 * (ActionSteps) against this build's release files by a file:// download URL: it installs the
 * tarball after checking its checksum, scans and leaves the SARIF file for upload-sarif.
 */
class GitHubActionIT {
  private static final ActionSteps ACTION = action();

  @Test
  void installsTheTarballScansAndLeavesSarif() throws Exception {
    Path sarif = Release.scratch("action-output").resolve("cairn.sarif");

    ActionSteps.Run run = run(inputs(Release.DIR, sarif, "false"), Map.of());

    assertThat(ACTION.runs()).containsEntry("using", "composite");
    assertThat(run.failedStep()).as(run.log()).isNull();
    assertThat(run.log()).contains("cairn " + Release.VERSION);
    assertThat(run.outputs().get("scan")).containsEntry("exit-code", "1").containsEntry("sarif-file", sarif.toString());
    JsonNode report = new ObjectMapper().readTree(sarif.toFile());
    assertThat(report.path("version").asText()).isEqualTo("2.1.0");
    JsonNode results = report.path("runs").path(0).path("results");
    assertThat(results.size()).isEqualTo(18);
    assertThat(results.findValues("artifactLocation").stream().map(l -> l.path("uri").asText()))
        .contains("fixtures/seed/template.yaml", "fixtures/examples/storage.yaml");
  }

  @Test
  void failsOnFindingsOnlyAfterWritingTheSarif() throws Exception {
    Path sarif = Release.scratch("action-output-failing").resolve("cairn.sarif");

    ActionSteps.Run run = run(inputs(Release.DIR, sarif, "true"), Map.of());

    assertThat(run.failedStep()).isEqualTo("scan");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.log()).contains("::error::cairn scan: rules failed");
    assertThat(sarif).isNotEmptyFile();
    assertThat(run.outputs().get("scan")).containsEntry("exit-code", "1");
  }

  @Test
  void refusesATarballThatDoesNotMatchItsChecksum() throws Exception {
    Path mirror = Release.scratch("tampered-release");
    Files.copy(Release.tarball(), mirror.resolve(Release.tarball().getFileName()));
    Files.writeString(mirror.resolve("SHA256SUMS"), "0".repeat(64) + "  " + Release.tarball().getFileName() + "\n");

    ActionSteps.Run run = run(inputs(mirror, mirror.resolve("cairn.sarif"), "true"), Map.of());

    assertThat(run.failedStep()).isEqualTo("install");
    assertThat(run.log()).contains("does not match its checksum");
    assertThat(run.outputs().get("scan")).isNull();
  }

  @Test
  void takesTheVersionFromTheActionsTagAndRefusesAnyOtherRef() throws Exception {
    Map<String, String> inputs = inputs(Release.DIR, Release.scratch("action-tag").resolve("cairn.sarif"), "false");
    inputs.put("version", "");

    assertThat(run(inputs, Map.of("action_ref", "v" + Release.VERSION)).failedStep()).isNull();
    ActionSteps.Run branch = run(inputs, Map.of("action_ref", "main"));
    assertThat(branch.failedStep()).isEqualTo("install");
    assertThat(branch.log()).contains("::error::Set the version input: the action's ref 'main' is not a release tag");
  }

  private static Map<String, String> inputs(Path releaseDir, Path sarif, String failOnFindings) {
    Map<String, String> inputs = new HashMap<>();
    inputs.put("version", Release.VERSION);
    inputs.put("download-url", releaseDir.toUri().toString().replaceAll("/$", ""));
    inputs.put("args", String.join(" ", Release.QUICKSTART.subList(1, Release.QUICKSTART.size())));
    inputs.put("sarif-file", sarif.toString());
    inputs.put("fail-on-findings", failOnFindings);
    return inputs;
  }

  private static ActionSteps.Run run(Map<String, String> inputs, Map<String, String> github) throws Exception {
    Map<String, String> context = new HashMap<>(Map.of("action_repository", "cairn/cairn", "action_ref", "v" + Release.VERSION));
    context.putAll(github);
    return ACTION.run(Release.ROOT, Release.scratch("runner"), inputs, context);
  }

  private static ActionSteps action() {
    try {
      return new ActionSteps(Release.ROOT.resolve("action.yml"));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
