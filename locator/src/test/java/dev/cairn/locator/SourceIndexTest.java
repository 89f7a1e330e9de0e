package dev.cairn.locator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

class SourceIndexTest {

  private final DocumentLoader loader = DocumentLoader.builder().build();

  private SourceIndex template() {
    return loader.load(Fixtures.seed("template.yaml")).documents().get(0).sourceIndex();
  }

  @Test
  void designNoteExampleRegion() {
    PathLocation at = template().locate(List.of("Resources", "PrivateSubnet", "Properties", "CidrBlock"));
    assertThat(at.exists()).isTrue();
    assertThat(at.region()).isEqualTo(new Region(17, 7, 17, 31));
  }

  @Test
  void missingPathLocatesAtLongestExistingPrefix() {
    PathLocation at = template().locate(List.of("Resources", "PrivateSubnet", "Properties", "BucketEncryption", "Rules"));
    assertThat(at.exists()).isFalse();
    assertThat(at.found()).containsExactly("Resources", "PrivateSubnet", "Properties");
    assertThat(at.missing()).containsExactly("BucketEncryption", "Rules");
    assertThat(at.region()).isEqualTo(new Region(14, 5, 17, 31));
  }

  @Test
  void pathBelowAScalarOrOfTheWrongKindIsMissing() {
    SourceIndex index = template();
    assertThat(index.locate(List.of("Resources", "Vpc", "Type", "x")).missing()).containsExactly("x");
    assertThat(index.locate(List.of("Resources", 0)).missing()).containsExactly(0);
    assertThat(index.locate(List.of()).region()).isEqualTo(index.root());
  }

  @Test
  void arrayIndicesAndOutOfRange() {
    SourceIndex index = loader.load("a.yaml", "list:\n  - a\n  - {b: 1}\n").documents().get(0).sourceIndex();
    assertThat(index.locate(List.of("list", 1, "b")).region()).isEqualTo(new Region(3, 6, 3, 10));
    assertThat(index.locate(List.of("list", 1L)).region()).isEqualTo(new Region(3, 5, 3, 11));
    assertThat(index.locate(List.of("list", 2)).missing()).containsExactly(2);
    assertThat(index.locate(List.of("list", -1)).missing()).containsExactly(-1);
  }

  @Test
  void aFindingAboutANamedElementIsReportedAtItsName() {
    String json = "{\n  \"resources\": [\n    {\n      \"type\": \"disk\",\n      \"name\": \"data\",\n      \"size\": 1\n    },\n"
        + "    {\n      \"size\": 2\n    }\n  ]\n}\n";
    SourceIndex index = loader.load("t.json", json).documents().get(0).sourceIndex();
    // The element and a key missing from it: at the element's name, to the element's end.
    assertThat(index.reportAt(List.of("resources", 0)).region()).isEqualTo(new Region(5, 7, 7, 6));
    PathLocation missing = index.reportAt(List.of("resources", 0, "encryption", "enabled"));
    assertThat(missing.region()).isEqualTo(new Region(5, 7, 7, 6));
    assertThat(missing.missing()).containsExactly("encryption", "enabled");
    // An element with no name, and any keyed entry, are where locate puts them.
    assertThat(index.reportAt(List.of("resources", 1))).isEqualTo(index.locate(List.of("resources", 1)));
    assertThat(index.reportAt(List.of("resources", 0, "size"))).isEqualTo(index.locate(List.of("resources", 0, "size")));
    // The document starts at its first entry, not at its brace.
    assertThat(index.reportAt(List.of()).region()).isEqualTo(new Region(2, 3, 12, 2));
    assertThat(index.locate(List.of()).region()).isEqualTo(index.root());
  }

  @Test
  void duplicateYamlKeyLastWinsWithWarning() {
    Document doc = loader.load("d.yaml", "a: 1\nb: 2\na: 3\n").documents().get(0);
    assertThat(doc.value().get("a").intValue()).isEqualTo(3);
    assertThat(doc.sourceIndex().locate(List.of("a")).region()).isEqualTo(new Region(3, 1, 3, 5));
    assertThat(doc.warnings()).extracting(Warning::toString)
        .containsExactly("3:1: duplicate key \"a\": the last value wins");
  }

  @Test
  void duplicateKeysOfALargeMappingKeepTheirFirstPlaceAndTheirLastValue() {
    StringBuilder yaml = new StringBuilder();
    for (int i = 0; i < 12; i++) {
      yaml.append("k").append(i).append(": ").append(i).append('\n');
    }
    yaml.append("k3: x\nk10: y\nk3: z\n");
    Document doc = loader.load("d.yaml", yaml.toString()).documents().get(0);
    List<String> keys = new java.util.ArrayList<>();
    doc.value().fieldNames().forEachRemaining(keys::add);
    assertThat(keys).containsExactly("k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9", "k10", "k11");
    assertThat(doc.value().get("k3").asText()).isEqualTo("z");
    assertThat(doc.value().get("k10").asText()).isEqualTo("y");
    assertThat(doc.value().get("k11").intValue()).isEqualTo(11);
    assertThat(doc.sourceIndex().locate(List.of("k3")).region()).isEqualTo(new Region(15, 1, 15, 6));
    assertThat(doc.sourceIndex().locate(List.of("k10")).region()).isEqualTo(new Region(14, 1, 14, 7));
    assertThat(doc.warnings()).extracting(Warning::toString).containsExactly(
        "13:1: duplicate key \"k3\": the last value wins",
        "14:1: duplicate key \"k10\": the last value wins",
        "15:1: duplicate key \"k3\": the last value wins");
  }

  @Test
  void indexGrowsLinearly() {
    long small = bytesPerEdge(1_000);
    long large = bytesPerEdge(30_000);
    assertThat(large).isLessThanOrEqualTo(48);
    assertThat(large).isLessThanOrEqualTo(small + 4);
  }

  private long bytesPerEdge(int resources) {
    StringBuilder sb = new StringBuilder("Resources:\n");
    for (int i = 0; i < resources; i++) {
      sb.append("  R").append(i).append(":\n    Type: AWS::S3::Bucket\n    Properties:\n      Tags: [a, b]\n");
    }
    SourceIndex index = loader.load("big.yaml", sb.toString()).documents().get(0).sourceIndex();
    assertThat(index.edgeCount()).isEqualTo(1 + 1 + resources * 6);
    return index.retainedBytes() / index.edgeCount();
  }

  @Test
  void readsFixturesThroughAReader() throws IOException {
    String text = Fixtures.read(Fixtures.seed("template.yaml"));
    SourceFile file = loader.load("t.yaml", new java.io.StringReader(text));
    assertThat(file.documents()).hasSize(1);
    assertThat(file.name()).isEqualTo("t.yaml");
  }
}
