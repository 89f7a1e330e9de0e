package dev.cairn.engine.parser;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ParseMode;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.RegoVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The project's example policies parse in AUTO mode as the version their folder names. */
class FixturePoliciesParseTest {
  @Test
  void examplePoliciesParseAsTheirVersion() throws IOException {
    Path policies = SharedDir.repoRoot().resolve("fixtures/policy");
    Assumptions.assumeTrue(Files.isDirectory(policies), "no fixtures/policy in " + policies);
    List<Path> files;
    try (Stream<Path> s = Files.walk(policies)) {
      files = s.filter(p -> p.toString().endsWith(".rego")).sorted().toList();
    }
    assertThat(files).isNotEmpty();
    for (Path f : files) {
      Module m = Parser.parseModule(f.toString(), Files.readString(f), ParseMode.AUTO);
      RegoVersion expected = f.getParent().getFileName().toString().equals("v0") ? RegoVersion.V0 : RegoVersion.V1;
      assertThat(m.version()).as(f.toString()).isEqualTo(expected);
      assertThat(m.rules()).as(f.toString()).isNotEmpty();
    }
  }
}
