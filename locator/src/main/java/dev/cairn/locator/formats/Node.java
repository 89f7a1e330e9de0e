package dev.cairn.locator.formats;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.locator.Region;
import java.util.List;

/**
 * A parsed value with its region, as the format parsers produce it before the locator turns it into
 * a value tree and a source index. Mappings keep their keys in order, each key once.
 */
public sealed interface Node {

  Region region();

  /** A string, number, boolean or null. */
  record Scalar(JsonNode value, Region region) implements Node {}

  /** An array. */
  record Sequence(List<Node> items, Region region) implements Node {
    public Sequence {
      items = List.copyOf(items);
    }
  }

  /** An object; each entry's region runs from its key to the end of its value. */
  record Mapping(List<Entry> entries, Region region) implements Node {
    public Mapping {
      entries = List.copyOf(entries);
    }
  }

  /** A key, where the key starts, and its value. */
  record Entry(String key, int line, int column, Node value) {}
}
