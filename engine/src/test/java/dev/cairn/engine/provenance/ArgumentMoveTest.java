package dev.cairn.engine.provenance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

class ArgumentMoveTest {
  private final ObjectValue doc =
      (ObjectValue)
          AnnotatedInput.of(Json.parse("{\"a\": {\"x\": [1, {\"y\": 2}]}, \"b\": {\"x\": [1, {\"y\": 2}]}, \"c\": 3}"))
              .value();
  private final Value a = doc.get("a");
  private final Value b = doc.get("b");
  private final ArgumentMove move = new ArgumentMove(List.of(a, StringValue.of("lit")), List.of(b, StringValue.of("lit")));

  private static Value at(Value v, Object... keys) {
    for (Object k : keys) {
      v = k instanceof String s ? ((ObjectValue) v).get(s) : ((ArrayValue) v).get((Integer) k);
    }
    return v;
  }

  private static String path(Value v) {
    return String.valueOf(v.origin());
  }

  @Test
  void aNodeUnderTheFirstArgumentHasItsCounterpartUnderTheSecond() {
    Value y = at(a, "x", 1, "y");
    assertThat(move.counterpart((ValuePath) y.origin())).isSameAs(at(b, "x", 1, "y"));
    assertThat(move.counterpart((ValuePath) a.origin())).isSameAs(b);
    assertThat(move.counterpart((ValuePath) doc.get("c").origin())).isNull();
  }

  @Test
  void movingReplacesNodesAndRebuildsWhatContainsThem() {
    assertThat(move.move(at(a, "x", 0))).isSameAs(at(b, "x", 0));
    Value built = move.move(ArrayValue.of(at(a, "x", 1), StringValue.of("computed")));
    assertThat(path(((ArrayValue) built).get(0))).isEqualTo("b/x/1");
    assertThat(((ArrayValue) built).get(1)).isEqualTo(StringValue.of("computed"));
    Value set = move.move(SetValue.of(at(a, "x", 1, "y")));
    assertThat(((SetValue) set).elements()).allMatch(e -> path(e).equals("b/x/1/y"));
    Value unrelated = ArrayValue.of(doc.get("c"));
    assertThat(move.move(unrelated)).isSameAs(unrelated);
  }
}
