package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cairn scan --changed-since REF [--changed-lines]} on a real repository made with JGit. */
class ScanChangedTest {
  private static final String POLICY = "../fixtures/policy/v1";

  private static void commitAll(Git git, String message) throws Exception {
    git.add().addFilepattern(".").call();
    git.add().addFilepattern(".").setUpdate(true).call();
    git.commit().setMessage(message).setAuthor("t", "t@example.com").setCommitter("t", "t@example.com").setSign(false).call();
  }

  private static JsonNode json(CliRun run) throws Exception {
    return new ObjectMapper().readTree(run.out());
  }

  @Test
  void onlyTheChangedFilesAndTheFindingsOnChangedLines(@TempDir Path dir) throws Exception {
    Path infra = Files.createDirectories(dir.resolve("infra"));
    for (String name : new String[] {"access.json", "storage.yaml", "workloads.yaml"}) {
      Files.copy(Path.of("../fixtures/examples", name), infra.resolve(name));
    }
    try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
      commitAll(git, "the examples");
      git.branchCreate().setName("base").call();
      // a line inside AssetsBucket's Properties (lines 22-28), and workloads.yaml moved unchanged
      Path storage = infra.resolve("storage.yaml");
      Files.writeString(storage, Files.readString(storage).replace("BlockPublicPolicy: true", "BlockPublicPolicy: true # reviewed"));
      Files.createDirectories(infra.resolve("k8s"));
      Files.move(infra.resolve("workloads.yaml"), infra.resolve("k8s/workloads.yaml"));
      commitAll(git, "edit and move");
    }
    String root = infra.toString();

    JsonNode files = json(CliRun.of("scan", "-p", POLICY, "-o", "json", "--changed-since", "base", root));
    assertThat(files.at("/summary/files").asInt()).isEqualTo(2); // access.json is unchanged
    assertThat(files.path("results").findValuesAsText("file")).noneMatch(f -> f.endsWith("access.json"))
        .anyMatch(f -> f.endsWith("k8s/workloads.yaml"));

    CliRun lines = CliRun.of("scan", "-p", POLICY, "-o", "json", "--changed-since", "base", "--changed-lines", root);
    assertThat(lines.exitCode()).as(lines.err()).isEqualTo(1);
    // the two missing-key findings whose parent block holds the edited line; nothing of the moved file
    assertThat(json(lines).path("results").findValuesAsText("message")).containsExactlyInAnyOrder(
        "S3 bucket AssetsBucket is not encrypted at rest", "S3 bucket AssetsBucket is not versioned");

    CliRun none = CliRun.of("scan", "-p", POLICY, "--changed-lines", root); // since HEAD: nothing changed
    assertThat(none.exitCode()).as(none.out()).isZero();
    assertThat(none.out()).contains("0 failures, 0 warnings, 0 errors in 0 files");
  }

  @Test
  void anUnknownRefOrNoRepositoryExitsTwo(@TempDir Path dir) throws Exception {
    Path plain = Files.createDirectories(dir.resolve("plain"));
    Files.writeString(plain.resolve("a.yaml"), "a: 1\n");
    CliRun noRepo = CliRun.of("scan", "-p", POLICY, "--changed-since", "main", plain.toString());
    assertThat(noRepo.exitCode()).isEqualTo(2);
    assertThat(noRepo.err()).contains("no git repository at or above");
    Path repo = Files.createDirectories(dir.resolve("repo"));
    try (Git git = Git.init().setDirectory(repo.toFile()).call()) {
      Files.writeString(repo.resolve("a.yaml"), "a: 1\n");
      commitAll(git, "first");
    }
    CliRun badRef = CliRun.of("scan", "-p", POLICY, "--changed-since", "origin/nope", repo.toString());
    assertThat(badRef.exitCode()).isEqualTo(2);
    assertThat(badRef.err()).contains("--changed-since origin/nope: no such revision");
  }
}
