package dev.cairn.engine.value;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Small input objects are stored as arrays; they must behave exactly as map-backed ones. */
class CompactObjectTest {
  private static ObjectValue converted(String json) throws Exception {
    return (ObjectValue) Json.fromJson(new ObjectMapper().readTree(json));
  }

  private static ObjectValue mapped(Object... keysAndValues) {
    LinkedHashMap<Value, Value> m = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      m.put(StringValue.of((String) keysAndValues[i]), (Value) keysAndValues[i + 1]);
    }
    return ObjectValue.wrap(m);
  }

  @Test
  void aSmallObjectEqualsAndHashesLikeTheSameEntriesInAMap() throws Exception {
    ObjectValue small = converted("{\"b\": 2, \"a\": \"x\"}");
    ObjectValue map = mapped("a", StringValue.of("x"), "b", NumberValue.of(2));
    assertThat(small).isEqualTo(map);
    assertThat(map).isEqualTo(small);
    assertThat(small.hashCode()).isEqualTo(map.hashCode());
    assertThat(small).isNotEqualTo(mapped("a", StringValue.of("x"), "b", NumberValue.of(3)));
    assertThat(small).isNotEqualTo(mapped("a", StringValue.of("x")));
  }

  @Test
  void lookupsFindKeysByEqualityAndKeepDocumentOrder() throws Exception {
    ObjectValue small = converted("{\"Type\": \"AWS::S3::Bucket\", \"Properties\": {}, \"Name\": null}");
    assertThat(small.get(new StringValue("Type"))).isEqualTo(StringValue.of("AWS::S3::Bucket"));
    assertThat(small.get("Name")).isInstanceOf(NullValue.class);
    assertThat(small.get("Missing")).isNull();
    assertThat(small.containsKey(StringValue.of("Properties"))).isTrue();
    assertThat(small.containsKey(NumberValue.of(1))).isFalse();
    List<String> order = new ArrayList<>();
    for (Map.Entry<Value, Value> e : small.entries().entrySet()) {
      order.add(((StringValue) e.getKey()).value());
    }
    assertThat(order).containsExactly("Type", "Properties", "Name");
    assertThat(small.sortedKeys()).extracting(k -> ((StringValue) k).value()).containsExactly("Name", "Properties", "Type");
  }

  @Test
  void largeObjectsConvertAsWellAsSmallOnes() throws Exception {
    StringBuilder json = new StringBuilder("{");
    for (int i = 0; i < 20; i++) {
      json.append(i == 0 ? "" : ",").append("\"k").append(i).append("\": ").append(i);
    }
    ObjectValue large = converted(json.append("}").toString());
    assertThat(large.size()).isEqualTo(20);
    assertThat(large.get("k17")).isEqualTo(NumberValue.of(17));
    assertThat(large.entries().keySet().iterator().next()).isEqualTo(StringValue.of("k0"));
  }
}
