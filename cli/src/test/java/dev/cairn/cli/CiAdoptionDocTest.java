package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.RefUpdate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code cairn scan} command of docs/integrations/ci-adoption.md, in the order the page gives
 * them, on a git repository made with JGit: {@code policy/} (the fixtures' policies), {@code infra/}
 * (the examples), {@code origin/main} at the first commit, and one edited line after it. Each must
 * run (exit 0 or 1), and what a command writes with {@code >} must be what its format promises.
 */
class CiAdoptionDocTest {
  private static final Path PAGE = Path.of("../docs/integrations/ci-adoption.md");
  /** Options whose value is not a path. */
  private static final Set<String> VALUE_OPTIONS = Set.of("-o", "--output", "--changed-since", "--fail-on");

  private static void copyTree(Path from, Path to) throws Exception {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path p : files.toList()) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
  }

  static List<String> commands() throws Exception {
    List<String> out = new ArrayList<>();
    for (String line : Files.readAllLines(PAGE)) {
      int at = line.indexOf("cairn scan ");
      if (at >= 0 && !line.contains("`cairn scan")) {
        out.add(line.substring(at).replaceAll("\\s*\\|\\|\\s*true\\s*$", "").strip());
      }
    }
    return out;
  }

  @Test
  void theCommandsOfThePageRunAsItSays(@TempDir Path dir) throws Exception {
    List<String> commands = commands();
    assertThat(commands).as("commands in " + PAGE).hasSizeGreaterThanOrEqualTo(8);
    assertThat(commands.get(0)).contains("--baseline-write"); // later ones read the baseline it writes
    copyTree(Path.of("../fixtures/policy/v1"), dir.resolve("policy"));
    copyTree(Path.of("../fixtures/examples"), dir.resolve("infra"));
    Files.createDirectories(dir.resolve(".cairn"));
    try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
      git.add().addFilepattern(".").call();
      git.commit().setMessage("first").setAuthor("t", "t@example.com").setCommitter("t", "t@example.com").setSign(false).call();
      RefUpdate origin = git.getRepository().updateRef("refs/remotes/origin/main");
      origin.setNewObjectId(git.getRepository().resolve("HEAD"));
      assertThat(origin.update()).isIn(RefUpdate.Result.NEW, RefUpdate.Result.FORCED);
    }

    boolean baselineWritten = false;
    for (String command : commands) {
      String[] redirect = command.split("\\s*>\\s*");
      List<String> words = new ArrayList<>(Arrays.asList(redirect[0].split("\\s+")));
      assertThat(words.remove(0)).isEqualTo("cairn");
      List<String> args = new ArrayList<>();
      for (int i = 0; i < words.size(); i++) {
        String w = words.get(i);
        boolean value = i > 0 && VALUE_OPTIONS.contains(words.get(i - 1));
        args.add(w.startsWith("-") || value || w.equals("scan") ? w : dir.resolve(w).toString());
      }
      if (!baselineWritten && command.contains("--baseline-write")) {
        // after the baseline: one new finding on a changed line
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).as(command + "\n" + run.err()).isEqualTo(1);
        Path storage = dir.resolve("infra/storage.yaml");
        Files.writeString(storage, Files.readString(storage).replace("StorageEncrypted: false", "StorageEncrypted: false\n      MultiAZ: false")
            .replace("BackupRetentionPeriod: 3", "BackupRetentionPeriod: 2"));
        baselineWritten = true;
        continue;
      }
      CliRun run = CliRun.of(args.toArray(String[]::new));
      assertThat(run.exitCode()).as(command + "\n" + run.err() + run.out()).isIn(0, 1);
      assertThat(run.err()).as(command).doesNotContain("Exception");
      if (command.contains("--baseline ") && !command.contains("-o sarif")) { // SARIF keeps unchanged results, marked
        assertThat(run.out()).as(command).doesNotContain("CAIRN_S3_001");
      }
      if (redirect.length > 1) {
        Path file = dir.resolve(redirect[1].strip());
        Files.writeString(file, run.out());
        String format = args.get(args.indexOf("-o") + 1);
        if (format.equals("html")) {
          assertThat(run.out()).startsWith("<!DOCTYPE html>");
        } else {
          JsonNode json = new ObjectMapper().readTree(file.toFile());
          assertThat(json.isContainerNode()).as(command).isTrue();
          if (format.equals("sarif")) {
            assertThat(json.at("/runs/0/results").findValuesAsText("baselineState")).contains("updated", "unchanged");
          }
        }
      }
    }
    assertThat(baselineWritten).isTrue();
  }
}
