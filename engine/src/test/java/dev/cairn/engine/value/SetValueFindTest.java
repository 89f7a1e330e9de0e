package dev.cairn.engine.value;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link SetValue#find} gives back the set's own element, not the equal value it was asked with:
 * a replay needs the element's identity, which an input node's path hangs on.
 */
class SetValueFindTest {
  /** A set of {@code n} distinct arrays, and equal copies of each made apart from it. */
  private static List<Value> arrays(int n) {
    List<Value> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(ArrayValue.of(new StringValue("sg" + i), NumberValue.of(i)));
    }
    return out;
  }

  @Test
  void findsTheHeldElementInASmallSet() {
    List<Value> held = arrays(3);
    SetValue set = SetValue.of(held);

    Value found = set.find(ArrayValue.of(new StringValue("sg1"), NumberValue.of(1)));

    assertThat(found).isSameAs(held.get(1));
  }

  @Test
  void findsTheHeldElementInALargeSetEveryTime() {
    List<Value> held = arrays(500);
    SetValue set = SetValue.of(held);

    for (int i : new int[] {0, 250, 499, 250}) {
      Value copy = ArrayValue.of(new StringValue("sg" + i), NumberValue.of(i));
      assertThat(set.find(copy)).isSameAs(held.get(i));
    }
  }

  @Test
  void anAbsentValueIsNotFound() {
    assertThat(SetValue.of(arrays(3)).find(new StringValue("sg1"))).isNull();
    assertThat(SetValue.of(arrays(50)).find(ArrayValue.of(new StringValue("sg1"), NumberValue.of(2)))).isNull();
    assertThat(SetValue.EMPTY.find(NumberValue.of(1))).isNull();
  }

  @Test
  void aSetOfAMapsKeysFindsTheElementTheMapNamesAndEqualsTheCopiedSet() {
    List<Value> held = arrays(50);
    java.util.LinkedHashMap<Value, Value[]> index = new java.util.LinkedHashMap<>();
    for (Value v : held) {
      index.put(v, new Value[] {v});
    }
    SetValue set = SetValue.keysOf(index, entry -> entry[0]);

    assertThat(set.find(ArrayValue.of(new StringValue("sg7"), NumberValue.of(7)))).isSameAs(held.get(7));
    assertThat(set.find(new StringValue("sg7"))).isNull();
    assertThat(set.size()).isEqualTo(50);
    assertThat(set.elements()).containsExactlyElementsOf(held);
    assertThat(set).isEqualTo(SetValue.of(held)).hasSameHashCodeAs(SetValue.of(held));
    assertThat(set.toString()).isEqualTo(SetValue.of(held).toString());
  }
}
