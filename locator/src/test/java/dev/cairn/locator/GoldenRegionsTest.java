package dev.cairn.locator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every path of each fixture with its region, compared exactly with fixtures/locator/expected/.
 * Run with -Dlocator.regenerate=true to rewrite the expected files (then review the diff).
 */
class GoldenRegionsTest {

  private final DocumentLoader loader = DocumentLoader.builder().build();

  @ParameterizedTest
  @ValueSource(strings = {
      "seed:template.yaml",
      "k8s-manifest.yaml",
      "cloudformation.json",
      "short-form-tags.yaml",
      "anchors-merge.yaml",
      "crlf.yaml",
      "non-bmp.yaml",
      "block-scalars.yaml"})
  void regionsOfEveryPath(String fixture) throws IOException {
    boolean seed = fixture.startsWith("seed:");
    String name = seed ? fixture.substring(5) : fixture;
    Path input = seed ? Fixtures.seed(name) : Fixtures.locator(name);
    String actual = Listing.of(loader.load(input)).replace(input.toString(), name);
    Path expected = Fixtures.locator("expected/" + name + ".txt");
    if (Boolean.getBoolean("locator.regenerate")) {
      Files.writeString(expected, actual, StandardCharsets.UTF_8);
    }
    assertThat(actual).isEqualTo(Fixtures.read(expected));
  }
}
