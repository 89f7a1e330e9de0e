package dev.cairn.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.testkit.Required;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The npm package cairn-cli, installed from its packed tarball into a scratch project (offline:
 * it has no dependencies), runs the Quickstart with the machine's Java through npx, and says
 * clearly when Java is missing or too old.
 */
class NpmPackageIT {
  private static Path project;
  private static Map<String, String> npmEnv;

  @BeforeAll
  static void installed() throws Exception {
    Required.check(Release.onPath("npm") && Release.onPath("node"), "node and npm are not installed");
    Path tgz = Release.optional("cairn-cli-" + Release.VERSION + ".tgz", "npm");
    project = Release.scratch("npm-project");
    Files.writeString(project.resolve("package.json"), "{\"name\": \"scratch\", \"version\": \"1.0.0\", \"private\": true}\n");
    npmEnv = new HashMap<>();
    npmEnv.put("npm_config_cache", Release.SCRATCH.resolve("npm-cache").toString());
    npmEnv.put("npm_config_update_notifier", "false");
    npmEnv.put("npm_config_fund", "false");
    npmEnv.put("npm_config_audit", "false");
    Command.run(project, npmEnv, "npm", "install", "--offline", "--no-progress", tgz.toString()).expect(0);
  }

  @Test
  void thePackageIsNamedAndCarriesTheJarAndItsBin() throws Exception {
    Path installed = project.resolve("node_modules/cairn-cli");
    JsonNode pkg = new ObjectMapper().readTree(installed.resolve("package.json").toFile());

    assertThat(pkg.path("name").asText()).isEqualTo("cairn-cli");
    assertThat(pkg.path("version").asText()).isEqualTo(Release.VERSION);
    assertThat(pkg.path("bin").path("cairn").asText()).isEqualTo("bin/cairn.js");
    assertThat(installed.resolve("cairn.jar")).hasSameBinaryContentAs(Release.ROOT.resolve("cli/target/cairn.jar"));
    assertThat(project.resolve("node_modules/.bin/cairn")).isExecutable();
  }

  @Test
  void npxRunsTheQuickstartWithTheMachinesJava() throws Exception {
    Map<String, String> env = new HashMap<>(npmEnv);
    // npx from the scratch project, on the repository's fixtures by absolute path.
    java.util.List<String> command = new java.util.ArrayList<>(java.util.List.of("npx", "--offline", "--no-install", "cairn"));
    for (String arg : Release.QUICKSTART) {
      command.add(arg.startsWith("fixtures/") ? Release.ROOT.resolve(arg).toString() : arg);
    }

    Command run = Command.run(project, env, command);

    run.expect(1);
    assertThat(run.out())
        .contains(Release.ROOT + "/" + Release.QUICKSTART_FINDING)
        .contains(Release.QUICKSTART_SUMMARY);
  }

  @Test
  void aMissingJavaIsAnErrorThatSaysSo() throws Exception {
    Map<String, String> env = new HashMap<>(npmEnv);
    env.put("JAVA_HOME", Release.SCRATCH.resolve("no-such-jdk").toString());

    Command run = Command.run(project, env, "npx", "--offline", "--no-install", "cairn", "--version");

    run.expect(2);
    assertThat(run.err()).contains("was not found. Cairn needs Java 17 or later");
  }

  @Test
  void aJavaOlderThan17IsAnErrorThatSaysSo() throws Exception {
    // What an older JVM prints when it meets the jar's class files (version 61).
    Path jdk = Release.scratch("old-jdk");
    Path java = Files.createDirectories(jdk.resolve("bin")).resolve("java");
    Files.writeString(java, "#!/bin/sh\necho 'Error: LinkageError occurred while loading main class dev.cairn.cli.Main' >&2\n"
        + "echo '\tjava.lang.UnsupportedClassVersionError: dev/cairn/cli/Main has been compiled by a more recent version of the Java Runtime' >&2\nexit 1\n");
    java.toFile().setExecutable(true);
    Map<String, String> env = new HashMap<>(npmEnv);
    env.put("JAVA_HOME", jdk.toString());

    Command run = Command.run(project, env, "npx", "--offline", "--no-install", "cairn", "--version");

    run.expect(2);
    assertThat(run.err()).contains("is older than Java 17. Cairn needs Java 17 or later");
  }
}
