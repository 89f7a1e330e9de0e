package dev.cairn.locator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every path of each input format's fixture with its value and region, compared exactly with
 * fixtures/formats/expected/ (reviewed by hand: conftest's shape, regions at the written text). Run
 * with -Dlocator.regenerate=true to rewrite the expected files (then review the diff).
 */
class FormatsGoldenTest {

  private final DocumentLoader loader = DocumentLoader.builder().build();

  @ParameterizedTest
  @ValueSource(strings = {
      "terraform/main.tf",
      "docker/Dockerfile",
      "toml/traefik.toml",
      "ini/grafana.ini",
      "xml/pom.xml",
      "dotenv/sample.env",
      "properties/sample.properties"})
  void valuesAndRegionsOfEveryPath(String fixture) throws IOException {
    Path input = Fixtures.repoRoot().resolve("fixtures/formats").resolve(fixture);
    String actual = Listing.of(loader.load(input)).replace(input.toString(), fixture);
    Path expected = Fixtures.repoRoot().resolve("fixtures/formats/expected")
        .resolve(fixture.replace('/', '-') + ".txt");
    if (Boolean.getBoolean("locator.regenerate")) {
      Files.writeString(expected, actual, StandardCharsets.UTF_8);
    }
    assertThat(actual).isEqualTo(Fixtures.read(expected));
  }
}
