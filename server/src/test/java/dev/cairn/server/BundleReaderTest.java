package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.value.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundleReaderTest {
  @TempDir Path dir;

  @Test
  void readsManifestModulesAndDataAtAnyDepth() throws Exception {
    Map<String, String> entries = new LinkedHashMap<>();
    entries.put(".manifest", "{\"revision\": \"r7\", \"roots\": [\"acme\"]}");
    entries.put("acme/policy.rego", "package acme\n\nallow := data.acme.limits.max > 1\n");
    entries.put("acme/limits/data.json", "{\"max\": 3}");
    entries.put("./acme/teams/eu/data.yaml", "owner: ops\nsize: 2\n");
    entries.put("acme/README.md", "ignored");
    Bundle b = BundleReader.read(Bundles.write(dir.resolve("acme.tar.gz"), entries));
    assertThat(b.name()).isEqualTo("acme.tar.gz");
    assertThat(b.revision()).isEqualTo("r7");
    assertThat(b.roots()).containsExactly("acme");
    assertThat(b.modules()).extracting(m -> m.file()).containsExactly("acme.tar.gz/acme/policy.rego");
    assertThat(Json.write(b.data()))
        .isEqualTo("{\"acme\":{\"limits\":{\"max\":3},\"teams\":{\"eu\":{\"owner\":\"ops\",\"size\":2}}}}");
  }

  @Test
  void withoutManifestTheBundleOwnsEverything() throws Exception {
    Bundle b = BundleReader.read(Bundles.write(dir.resolve("b.tar.gz"), Map.of("data.json", "{\"a\": 1}")));
    assertThat(b.roots()).containsExactly("");
    assertThat(b.revision()).isEmpty();
    assertThat(Json.write(b.data())).isEqualTo("{\"a\":1}");
  }

  @Test
  void dataOutsideTheRootsIsRefused() throws Exception {
    Map<String, String> entries = new LinkedHashMap<>();
    entries.put(".manifest", "{\"roots\": [\"acme\"]}");
    entries.put("other/data.json", "{\"x\": 1}");
    Path file = Bundles.write(dir.resolve("c.tar.gz"), entries);
    assertThatThrownBy(() -> BundleReader.read(file))
        .isInstanceOf(BundleException.class)
        .hasMessageContaining("c.tar.gz")
        .hasMessageContaining("do not permit data at path /other");
  }

  @Test
  void brokenFilesNameTheFileAndEntry() throws Exception {
    Path notGzip = Files.writeString(dir.resolve("plain.tar.gz"), "not a tarball");
    assertThatThrownBy(() -> BundleReader.read(notGzip))
        .isInstanceOf(BundleException.class).hasMessageContaining("plain.tar.gz");
    Path badJson = Bundles.write(dir.resolve("d.tar.gz"), Map.of("x/data.json", "{\"a\": "));
    assertThatThrownBy(() -> BundleReader.read(badJson))
        .isInstanceOf(BundleException.class).hasMessageContaining("/x/data.json");
    Path badYaml = Bundles.write(dir.resolve("e.tar.gz"), Map.of("x/data.yaml", "a: [1\n"));
    assertThatThrownBy(() -> BundleReader.read(badYaml))
        .isInstanceOf(BundleException.class).hasMessageContaining("/x/data.yaml:");
    Path manifest = Bundles.write(dir.resolve("f.tar.gz"), Map.of(".manifest", "{\"roots\": \"acme\"}"));
    assertThatThrownBy(() -> BundleReader.read(manifest))
        .isInstanceOf(BundleException.class).hasMessageContaining("roots must be an array");
    Path escape = Bundles.write(dir.resolve("g.tar.gz"), Map.of("../evil/data.json", "{}"));
    assertThatThrownBy(() -> BundleReader.read(escape))
        .isInstanceOf(BundleException.class).hasMessageContaining("leaves the bundle");
    assertThatThrownBy(() -> BundleReader.read(dir.resolve("missing.tar.gz")))
        .isInstanceOf(BundleException.class).hasMessageContaining("missing.tar.gz");
  }
}
