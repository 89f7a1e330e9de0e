package dev.cairn.locator.formats;

import dev.cairn.locator.Region;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;

/** An object being parsed: keys in first-seen order, a repeated key keeps its last value. */
final class MappingBuilder {

  private final Map<String, Node.Entry> entries = new LinkedHashMap<>();

  void put(String key, int line, int column, Node value) {
    entries.put(key, new Node.Entry(key, line, column, value));
  }

  Node.Entry get(String key) {
    return entries.get(key);
  }

  boolean isEmpty() {
    return entries.isEmpty();
  }

  Node.Mapping build(Region region) {
    return new Node.Mapping(new ArrayList<>(entries.values()), region);
  }
}
