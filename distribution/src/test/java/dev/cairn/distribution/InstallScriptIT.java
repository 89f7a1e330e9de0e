package dev.cairn.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The one-line install, {@code curl -fsSL .../install.sh | sh}, with the release's own install.sh
 * piped into sh and this build's release directory as its file:// download address: into a
 * scratch HOME, on a PATH whose only java fails, and run from there.
 */
class InstallScriptIT {
  @Test
  void pipedIntoShItInstallsTheTarballThatThenRunsTheQuickstart() throws Exception {
    Path home = Release.scratch("install-home");
    Map<String, String> env = environment(home);

    Command install = pipe(Release.file("install.sh"), env);

    install.expect(0);
    Path link = home.resolve(".local/bin/cairn");
    assertThat(link).isSymbolicLink();
    assertThat(link.toRealPath()).isEqualTo(home.resolve(".local/share/cairn/" + Release.TARBALL_NAME + "/bin/cairn").toRealPath());
    assertThat(install.out())
        .contains("cairn " + Release.VERSION + "\ncommit: ")
        .contains("Add " + home.resolve(".local/bin") + " to your PATH");
    Release.assertQuickstart(Release.quickstart(env, link.toString()));
  }

  @Test
  void installingAgainReplacesTheInstallationAndKeepsTheLink() throws Exception {
    Path home = Release.scratch("install-again");
    Map<String, String> env = environment(home);
    pipe(Release.file("install.sh"), env).expect(0);
    Path installed = home.resolve(".local/share/cairn/" + Release.TARBALL_NAME);
    Files.writeString(installed.resolve("stale-file"), "left by an earlier installation");
    env.put("PATH", home.resolve(".local/bin") + ":" + env.get("PATH"));

    Command again = pipe(Release.file("install.sh"), env);

    again.expect(0);
    assertThat(again.out()).doesNotContain("to your PATH");
    assertThat(installed.resolve("stale-file")).doesNotExist();
    assertThat(Command.run(home, env, "sh", "-c", "cairn --version").expect(0).out()).startsWith("cairn " + Release.VERSION);
  }

  @Test
  void aTarballThatDoesNotMatchItsChecksumIsRefusedAndNothingIsInstalled() throws Exception {
    Path mirror = Release.scratch("install-tampered-release");
    Files.copy(Release.tarball(), mirror.resolve(Release.tarball().getFileName()));
    Files.writeString(mirror.resolve("SHA256SUMS"), "0".repeat(64) + "  " + Release.tarball().getFileName() + "\n");
    Path home = Release.scratch("install-tampered");
    Map<String, String> env = environment(home);
    env.put("CAIRN_DOWNLOAD_URL", mirror.toUri().toString());

    Command install = pipe(Release.file("install.sh"), env);

    install.expect(1);
    assertThat(install.err()).contains("cairn install: " + Release.TARBALL_NAME + ".tar.gz does not match its checksum in SHA256SUMS");
    assertThat(home.resolve(".local/bin/cairn")).doesNotExist();
    try (var left = Files.list(home.resolve(".local/share/cairn"))) {
      assertThat(left).isEmpty();
    }
  }

  @Test
  void theRepositorysCopyAsksForTheVersionAndTheAddressAndTakesThemAsArguments() throws Exception {
    Path home = Release.scratch("install-from-repository");
    Map<String, String> env = environment(home);
    env.remove("CAIRN_DOWNLOAD_URL");
    Path script = Release.ROOT.resolve("scripts/install.sh");

    Command unset = pipe(script, env);
    Command given = Command.run(home, env, "sh", script.toString(), "--version", Release.VERSION, "--url", Release.DIR.toString(),
        "--dir", home.resolve("opt").toString(), "--bin-dir", home.resolve("bin").toString());

    unset.expect(1);
    assertThat(unset.err()).contains("cairn install: which version? Set CAIRN_VERSION or give --version");
    given.expect(0);
    assertThat(home.resolve("bin/cairn").toRealPath()).isEqualTo(home.resolve("opt/" + Release.TARBALL_NAME + "/bin/cairn").toRealPath());
  }

  /** A scratch HOME, the release directory as the download address, and a java that must not run. */
  private static Map<String, String> environment(Path home) throws Exception {
    Path fakeBin = Files.createDirectories(home.resolve("fake-bin"));
    Path java = fakeBin.resolve("java");
    Files.writeString(java, "#!/bin/sh\necho 'the machine java was run' >&2\nexit 99\n");
    java.toFile().setExecutable(true);
    Map<String, String> env = new HashMap<>();
    env.put("HOME", home.toString());
    env.put("PATH", fakeBin + ":/usr/bin:/bin");
    env.put("JAVA_HOME", null);
    env.put("CAIRN_DOWNLOAD_URL", Release.DIR.toUri().toString());
    return env;
  }

  /** {@code cat script | sh}, as the one-line install runs it. */
  private static Command pipe(Path script, Map<String, String> env) throws Exception {
    return Command.run(Path.of(env.get("HOME")), env, "sh", "-c", "cat \"$0\" | sh", script.toString());
  }
}
