package dev.cairn.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testkit.Required;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The .deb: its control fields, that Depends names the package of every shared library its
 * runtime needs, and that it installs (dpkg --root into a scratch root when the test runs as
 * root, else unpacked with dpkg-deb -x), runs the Quickstart through /usr/bin/cairn and removes
 * cleanly. What is not shown: an install into the real / (it would need root and change the
 * machine) and dpkg's dependency resolution (the scratch root has no other packages installed).
 */
class DebPackageIT {
  private static Path deb;
  private static String architecture;

  @BeforeAll
  static void built() throws Exception {
    Required.check(Release.onPath("dpkg-deb") && Release.onPath("dpkg"), "dpkg and dpkg-deb are not installed");
    architecture = Command.run(Release.DIR, "dpkg", "--print-architecture").expect(0).out().trim();
    deb = Release.optional("cairn_" + Release.VERSION.replace('-', '~') + "_" + architecture + ".deb", "dpkg-deb");
  }

  @Test
  void controlFieldsDescribeThePackage() throws Exception {
    assertThat(field("Package")).isEqualTo("cairn");
    assertThat(field("Version")).isEqualTo(Release.VERSION.replace('-', '~'));
    assertThat(field("Architecture")).isEqualTo(architecture);
    assertThat(field("Maintainer")).isNotBlank();
    assertThat(Command.run(Release.DIR, "dpkg-deb", "--contents", deb.toString()).expect(0).out())
        .contains("./usr/bin/cairn -> ../lib/cairn/bin/cairn")
        .contains("./usr/lib/cairn/runtime/lib/cairn.jsa")
        .contains("./usr/share/doc/cairn/copyright");
  }

  @Test
  void dependsNamesThePackageOfEverySharedLibraryTheRuntimeLoads() throws Exception {
    Set<String> depends = Arrays.stream(field("Depends").split(","))
        .map(d -> d.trim().split(" ")[0]).collect(Collectors.toCollection(TreeSet::new));
    Path runtime = Release.unpacked().resolve("runtime");
    Set<String> owners = new TreeSet<>();
    try (var files = Files.walk(runtime)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".so") || p.getParent().endsWith("bin")).toList()) {
        for (String line : Command.run(runtime, "ldd", f.toString()).out().split("\n")) {
          if (line.contains("not found")) {
            // libjvm.so is the runtime's own (lib/server), which the java launcher loads first.
            String library = line.trim().split(" ")[0];
            try (var own = Files.walk(runtime)) {
              assertThat(own.anyMatch(p -> p.getFileName().toString().equals(library)))
                  .as("%s needs %s, which neither the runtime nor this machine has", f, library).isTrue();
            }
            continue;
          }
          String[] parts = line.trim().split(" ");
          if (parts.length >= 3 && parts[1].equals("=>") && parts[2].startsWith("/") && !parts[2].startsWith(runtime.toString())) {
            String owner = Command.run(runtime, "dpkg", "-S", Path.of(parts[2]).toRealPath().toString()).out();
            if (owner.isBlank()) {
              owner = Command.run(runtime, "dpkg", "-S", parts[2]).expect(0).out();
            }
            owners.add(owner.substring(0, owner.indexOf(':')));
          }
        }
      }
    }
    assertThat(owners).isNotEmpty();
    assertThat(depends).containsAll(owners);
  }

  @Test
  void installsRunsTheQuickstartAndRemovesCleanly() throws Exception {
    Path root = Release.scratch("deb-root");
    boolean asRoot = Command.run(root, "id", "-u").out().trim().equals("0");
    if (asRoot) {
      Path admin = Files.createDirectories(root.resolve("var/lib/dpkg"));
      Files.createDirectories(admin.resolve("info"));
      Files.createDirectories(admin.resolve("updates"));
      Files.writeString(admin.resolve("status"), "");
      // --force-depends: the scratch root holds no libc6 package; the libraries are the machine's.
      Command.run(root, "dpkg", "--root=" + root, "--log=/dev/null", "--force-depends", "--install", deb.toString()).expect(0);
      assertThat(Command.run(root, "dpkg", "--root=" + root, "--status", "cairn").expect(0).out()).contains("Status: install ok installed");
    } else {
      Command.run(root, "dpkg-deb", "--extract", deb.toString(), root.toString()).expect(0);
    }
    Path cairn = root.resolve("usr/bin/cairn");
    assertThat(Files.readSymbolicLink(cairn)).isEqualTo(Path.of("../lib/cairn/bin/cairn"));

    Release.assertQuickstart(Release.quickstart(Map.of("CAIRN_JAVA_OPTS", "-Xshare:on"), cairn.toString()));

    if (asRoot) {
      Command.run(root, "dpkg", "--root=" + root, "--log=/dev/null", "--remove", "cairn").expect(0);
      assertThat(root.resolve("usr/lib/cairn")).doesNotExist();
      assertThat(cairn).doesNotExist();
    }
  }

  private static String field(String name) throws Exception {
    return Command.run(Release.DIR, "dpkg-deb", "--field", deb.toString(), name).expect(0).out().trim();
  }
}
