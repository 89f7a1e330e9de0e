package dev.cairn.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataLayoutTest {
  private static ObjectValue obj(String json) throws Exception {
    return (ObjectValue) Json.fromJson(new ObjectMapper().readTree(json));
  }

  @Test
  void aFileLandsAtItsDirectoryBelowTheRoot() {
    Path root = Path.of("conf");
    assertThat(DataLayout.pathOf(root, root.resolve("aws/limits/x.yaml"))).containsExactly("aws", "limits");
    assertThat(DataLayout.pathOf(root, root.resolve("top.yaml"))).isEmpty();
  }

  @Test
  void placedDocumentsMergeDeeply() throws Exception {
    Value a = DataLayout.place(List.of("aws"), obj("{\"limits\": {\"max\": 2}}"));
    Value b = DataLayout.place(List.of("aws", "limits"), obj("{\"min\": 1}"));
    ObjectValue merged = DataLayout.merge(DataLayout.merge(ObjectValue.EMPTY, (ObjectValue) a), (ObjectValue) b);
    assertThat(merged).isEqualTo(obj("{\"aws\": {\"limits\": {\"max\": 2, \"min\": 1}}}"));
  }

  @Test
  void twoValuesAtOnePathConflict() throws Exception {
    ObjectValue first = obj("{\"aws\": {\"max\": 2}}");
    assertThatThrownBy(() -> DataLayout.merge(first, obj("{\"aws\": {\"max\": 3}}")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("merge conflict: data.aws.max is already defined");
  }
}
