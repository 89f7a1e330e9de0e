package dev.cairn.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The linux-x64 tarball, unpacked elsewhere than where it was built, runs the Quickstart scan on
 * its own runtime and class-data archive, with no Java of the machine's involved.
 */
class TarballIT {
  @Test
  void checksumsMatchTheTarballAndEveryFileInside() throws Exception {
    Command.run(Release.DIR, "sha256sum", "--check", "--strict", "SHA256SUMS").expect(0);
    Path home = Release.unpacked();
    Command.run(home, "sha256sum", "--check", "--strict", "--quiet", "SHA256SUMS").expect(0);
    // Every file is listed: nothing in the tree escapes the checksums.
    Set<String> listed = new TreeSet<>();
    for (String line : Files.readAllLines(home.resolve("SHA256SUMS"))) {
      listed.add(line.substring(line.indexOf("  ") + 2));
    }
    Set<String> present = new TreeSet<>();
    try (var files = Files.walk(home)) {
      for (Path p : files.toList()) {
        if (Files.isSymbolicLink(p)) {
          // jlink links a module's licence files to java.base's: a link must stay inside the tree.
          assertThat(p.toRealPath()).as(p.toString()).startsWith(home.toRealPath());
        } else if (Files.isRegularFile(p) && !p.getFileName().toString().equals("SHA256SUMS")) {
          present.add(home.relativize(p).toString());
        }
      }
    }
    assertThat(listed).isEqualTo(present);
  }

  @Test
  void theQuickstartRunsOnTheBundledRuntimeAndNotTheMachinesJava() throws Exception {
    Path home = Release.unpacked();
    // A java on the PATH that fails loudly, and no JAVA_HOME: the launcher must use neither.
    Path fakeBin = Release.scratch("fake-java");
    Path fakeJava = fakeBin.resolve("java");
    Files.writeString(fakeJava, "#!/bin/sh\necho 'the machine java was run' >&2\nexit 99\n");
    fakeJava.toFile().setExecutable(true);
    Map<String, String> env = new HashMap<>();
    env.put("PATH", fakeBin + ":/usr/bin:/bin");
    env.put("JAVA_HOME", null);
    // -Xshare:on: the JVM refuses to start unless the archive maps at this new place.
    env.put("CAIRN_JAVA_OPTS", "-Xshare:on");

    Command run = Release.quickstart(env, home.resolve("bin/cairn").toString());

    Release.assertQuickstart(run);
    // The same report as the jar of this build run by the machine's Java.
    Command jar = Release.quickstart(Map.of(), "java", "-jar", Release.ROOT.resolve("cli/target/cairn.jar").toString());
    assertThat(run.out()).isEqualTo(jar.out());
  }

  @Test
  void cairnsOwnClassesComeFromTheArchive() throws Exception {
    Map<String, String> env = Map.of("CAIRN_JAVA_OPTS", "-Xshare:on -Xlog:class+load=info");

    Command run = Command.run(Release.ROOT, env, Release.unpacked().resolve("bin/cairn").toString(), "scan", "-p",
        "fixtures/seed", "--namespace", "policy", "fixtures/seed/template.yaml");

    run.expect(1);
    assertThat(run.out())
        .contains("dev.cairn.cli.Main source: shared objects file")
        .contains("dev.cairn.conftest.RegoCheck source: shared objects file")
        .contains("picocli.CommandLine source: shared objects file");
  }

  @Test
  void versionNamesTheReleaseAndTheCommitThroughASymbolicLink() throws Exception {
    Path links = Release.scratch("links");
    Path link = links.resolve("cairn");
    Files.createSymbolicLink(link, Release.unpacked().resolve("bin/cairn"));

    Command run = Command.run(links, link.toString(), "--version").expect(0);

    assertThat(run.out()).startsWith("cairn " + Release.VERSION + "\ncommit: ").contains("\nbuilt: ");
  }

  @Test
  void theSbomListsEveryLibraryInsideTheJar() throws Exception {
    JsonNode bom = new ObjectMapper().readTree(Release.unpacked().resolve("sbom.cdx.json").toFile());

    assertThat(bom.path("bomFormat").asText()).isEqualTo("CycloneDX");
    assertThat(bom.path("metadata").path("component").path("name").asText()).isEqualTo("cairn-cli");
    Set<String> components = new TreeSet<>();
    bom.path("components").forEach(c -> components.add(c.path("name").asText() + "-" + c.path("version").asText() + ".jar"));
    // The jars Maven put into the shaded jar (distribution/target/runtime-classpath.txt, minus the CLI's own).
    Set<String> jars = new TreeSet<>();
    for (String entry : Files.readString(Release.ROOT.resolve("distribution/target/runtime-classpath.txt")).trim().split(":")) {
      jars.add(Path.of(entry).getFileName().toString());
    }
    jars.remove("cairn-cli-" + Release.VERSION + ".jar");
    assertThat(components).isEqualTo(jars);
    assertThat(Release.file("cairn-" + Release.VERSION + ".cdx.json")).hasSameTextualContentAs(Release.unpacked().resolve("sbom.cdx.json"));
  }

  @Test
  void theRuntimeHoldsTheModulesJdepsReportedAndNoDesktopLibraries() throws Exception {
    Path runtime = Release.unpacked().resolve("runtime");

    Command modules = Command.run(runtime, runtime.resolve("bin/java").toString(), "--list-modules").expect(0);

    assertThat(modules.out()).contains("dev.cairn.cli", "java.base@", "java.desktop@", "jdk.crypto.ec@").doesNotContain("jdk.compiler");
    try (var libs = Files.list(runtime.resolve("lib"))) {
      List<String> names = libs.map(p -> p.getFileName().toString()).toList();
      assertThat(names).contains("libjava.so", "cairn.jsa").noneMatch(n -> n.startsWith("libawt") || n.startsWith("libjsound"));
    }
  }
}
