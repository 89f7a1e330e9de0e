package dev.cairn.engine.parser;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ParseMode;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.RegoVersion;
import dev.cairn.testkit.Fixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The project's example policies parse in AUTO mode as the version their folder names. */
class FixturePoliciesParseTest {
  @Test
  void examplePoliciesParseAsTheirVersion() throws IOException {
    // fixtures/ ships with the repository, so its absence is a failure, never a skip
    Path policies = Fixtures.path("policy");
    assertThat(policies).isDirectory();
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
