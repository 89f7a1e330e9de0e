package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class VersionTest {
  @Test
  void versionNamesTheReleaseTheCommitAndTheBuildDate() throws Exception {
    CliRun run = CliRun.of("--version");

    assertThat(run.exitCode()).isZero();
    String[] lines = run.out().split("\n");
    assertThat(lines[0]).matches("cairn \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
    String head = gitHead();
    if (head != null) {
      // The build filled in the commit it was built from: this checkout's.
      assertThat(lines[1]).startsWith("commit: " + head);
      assertThat(lines[2]).matches("built: \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
    }
    assertThat(lines[3]).startsWith("java: " + System.getProperty("java.version"));
  }

  @Test
  void aBuildOutsideGitSaysWhatItDoesNotKnow() {
    // What the resources hold when the build could not ask git: the placeholders, unfilled.
    Properties p = buildInfo("${git.commit.id.full}", "${git.commit.time}", "${git.dirty}");

    String[] lines = BuildInfo.of(p).lines();

    assertThat(lines[0]).isEqualTo("cairn 1.2.3");
    assertThat(lines[1]).isEqualTo("commit: unknown (built outside git)");
    assertThat(lines[2]).isEqualTo("built: unknown");
  }

  @Test
  void uncommittedChangesAreSaid() {
    Properties p = buildInfo("0123456789abcdef0123456789abcdef01234567", "2026-11-28T01:02:03Z", "true");

    assertThat(BuildInfo.of(p).lines())
        .startsWith("cairn 1.2.3", "commit: 0123456789abcdef0123456789abcdef01234567 (with uncommitted changes)",
            "built: 2026-11-28T01:02:03Z");
  }

  private static Properties buildInfo(String commit, String commitTime, String dirty) {
    Properties p = new Properties();
    p.setProperty("version", "1.2.3");
    p.setProperty("commit", commit);
    p.setProperty("commit.time", commitTime);
    p.setProperty("dirty", dirty);
    return p;
  }

  /** HEAD of the checkout the tests run in, or null outside git. */
  private static String gitHead() throws IOException, InterruptedException {
    Process p;
    try {
      p = new ProcessBuilder("git", "rev-parse", "HEAD").redirectErrorStream(true).start();
    } catch (IOException noGit) {
      return null;
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
    return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 ? out : null;
  }
}
