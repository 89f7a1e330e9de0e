package dev.cairn.engine.value;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.engine.provenance.AnnotatedInput;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ValueHashingTest {
  private static ObjectValue rule(int port) {
    return ObjectValue.of(Map.of(
        StringValue.of("IpProtocol"), StringValue.of("tcp"),
        StringValue.of("FromPort"), NumberValue.of(port),
        StringValue.of("ToPort"), NumberValue.of(port)));
  }

  @Test
  void similarObjectsGetDistinctHashCodes() {
    Set<Integer> hashes = new HashSet<>();
    Set<Integer> setHashes = new HashSet<>();
    for (int port = 0; port < 1000; port++) {
      hashes.add(rule(port).hashCode());
      setHashes.add(SetValue.of(NumberValue.of(port), NumberValue.of(port + 1)).hashCode());
    }
    // Summing key ^ value, as Map.hashCode does, gives these objects only a few dozen codes.
    assertThat(hashes).hasSizeGreaterThan(990);
    assertThat(setHashes).hasSizeGreaterThan(990);
  }

  @Test
  void equalObjectsHashAlikeWhateverTheirOrder() {
    ObjectValue a = ObjectValue.of(Map.of(StringValue.of("a"), NumberValue.of(1)));
    LinkedHashMap<Value, Value> ab = new LinkedHashMap<>();
    ab.put(StringValue.of("b"), NumberValue.of(2));
    ab.put(StringValue.of("a"), NumberValue.of(1));
    LinkedHashMap<Value, Value> ba = new LinkedHashMap<>();
    ba.put(StringValue.of("a"), NumberValue.of(1.0));
    ba.put(StringValue.of("b"), NumberValue.of(2));
    assertThat(ObjectValue.wrap(ab)).isEqualTo(ObjectValue.wrap(ba));
    assertThat(ObjectValue.wrap(ab).hashCode()).isEqualTo(ObjectValue.wrap(ba).hashCode());
    assertThat(SetValue.of(a, StringValue.of("x")).hashCode()).isEqualTo(SetValue.of(StringValue.of("x"), a).hashCode());
  }

  @Test
  void sortedValuesFollowSortedKeys() {
    LinkedHashMap<Value, Value> m = new LinkedHashMap<>();
    m.put(StringValue.of("z"), NumberValue.of(26));
    m.put(StringValue.of("a"), NumberValue.of(1));
    m.put(StringValue.of("m"), NumberValue.of(13));
    ObjectValue o = ObjectValue.wrap(m);
    assertThat(o.sortedKeys()).containsExactly(StringValue.of("a"), StringValue.of("m"), StringValue.of("z"));
    assertThat(o.sortedValues()).containsExactly(NumberValue.of(1), NumberValue.of(13), NumberValue.of(26));
    SetValue set = SetValue.of(NumberValue.of(3), NumberValue.of(1.0), StringValue.of("a"));
    assertThat(set.sorted()).containsExactly(NumberValue.of(1), NumberValue.of(3), StringValue.of("a"));
  }

  @Test
  void conversionSharesRepeatedKeysAndPlainStrings() throws Exception {
    JsonNode json = new ObjectMapper().readTree(
        "{\"A\": {\"Type\": \"AWS::S3::Bucket\"}, \"B\": {\"Type\": \"AWS::S3::Bucket\"}}");
    ObjectValue plain = (ObjectValue) Json.fromJson(json);
    ObjectValue a = (ObjectValue) plain.get("A");
    ObjectValue b = (ObjectValue) plain.get("B");
    assertThat(a.keys().iterator().next()).isSameAs(b.keys().iterator().next());
    assertThat(a.get("Type")).isSameAs(b.get("Type"));

    ObjectValue annotated = (ObjectValue) AnnotatedInput.fromJson(json).value();
    Value typeA = ((ObjectValue) annotated.get("A")).get("Type");
    Value typeB = ((ObjectValue) annotated.get("B")).get("Type");
    // Each annotated node is its own object, with its own path, even where the text repeats.
    assertThat(typeA).isEqualTo(typeB).isNotSameAs(typeB);
    assertThat(List.of(typeA.origin().toString(), typeB.origin().toString())).containsExactly("A/Type", "B/Type");
  }
}
