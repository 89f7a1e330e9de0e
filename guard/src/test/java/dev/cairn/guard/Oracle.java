package dev.cairn.guard;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.cairn.testkit.Required;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where the npm package installed by scripts/install-cfn-guard.sh put cfn-guard and the Control Tower rules. */
final class Oracle {

  static final Path PACKAGE = Path.of("src/test/node/node_modules/@cdklabs/cdk-validator-cfnguard");
  static final Path BINARY = PACKAGE.resolve("bin/ubuntu/x86_64/cfn-guard");
  static final Path RULES = PACKAGE.resolve("rules/control-tower/cfn-guard");

  private Oracle() {}

  /**
   * Skips the calling test, saying why, on a machine the bundled binary cannot run on; where it can,
   * a missing install skips on a user's clone and fails under {@code CAIRN_REQUIRE_PEERS=1}.
   */
  static void assumeInstalled() {
    String arch = System.getProperty("os.arch");
    assumeTrue(System.getProperty("os.name").toLowerCase().contains("linux")
            && (arch.equals("amd64") || arch.equals("x86_64")),
        "SKIPPED: the bundled cfn-guard binary used here is for Linux x86_64");
    Required.check(Files.isExecutable(BINARY) && Files.isDirectory(RULES),
        "cfn-guard is not installed (" + BINARY + "); it needs node and npm "
            + "(guard/scripts/install-cfn-guard.sh, run by mvn verify)");
  }
}
