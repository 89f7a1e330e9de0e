package dev.cairn.engine.ast;

import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;

/**
 * A {@code # METADATA} block: its YAML as an object value (keys as written: {@code title}, {@code
 * description}, {@code custom}, {@code related_resources}, {@code scope}, ...), the scope it
 * applies to ({@code rule}, {@code document}, {@code package}, {@code subpackages}), and where it
 * starts.
 */
public record Annotations(String scope, ObjectValue value, Location location) {
  public String title() {
    return string("title");
  }

  public String description() {
    return string("description");
  }

  /** The {@code custom} object, or an empty object. */
  public ObjectValue custom() {
    Value v = value.get("custom");
    return v instanceof ObjectValue o ? o : ObjectValue.EMPTY;
  }

  private String string(String key) {
    Value v = value.get(key);
    return v instanceof StringValue s ? s.value() : null;
  }
}
