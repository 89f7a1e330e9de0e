package dev.cairn.engine.parser;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * Finds {@code # METADATA} blocks among a file's comments and parses each as YAML. A block is the
 * {@code # METADATA} comment and the comments on the following lines that start in column 1.
 */
final class MetadataParser {
  /** A parsed block; {@code scope} is null when the YAML does not set one. */
  record Block(Location location, String scope, ObjectValue value) {}

  private MetadataParser() {}

  static List<Block> parse(String file, List<Comment> comments) {
    List<Block> blocks = new ArrayList<>();
    for (int i = 0; i < comments.size(); i++) {
      Comment c = comments.get(i);
      if (!c.text().strip().startsWith("METADATA")) {
        continue;
      }
      List<Comment> lines = new ArrayList<>();
      int j = i + 1;
      while (j < comments.size()
          && comments.get(j).line() == comments.get(j - 1).line() + 1
          && comments.get(j).column() == 1) {
        lines.add(comments.get(j));
        j++;
      }
      blocks.add(parseBlock(new Location(file, c.line(), c.column()), lines));
      i = j - 1;
    }
    return blocks;
  }

  private static Block parseBlock(Location loc, List<Comment> lines) {
    StringBuilder yaml = new StringBuilder();
    for (Comment line : lines) {
      String text = line.text();
      yaml.append(text.startsWith(" ") ? text.substring(1) : text).append('\n');
    }
    if (yaml.toString().isBlank()) {
      throw new ParseFailure("expected METADATA block, found whitespace", loc, 0);
    }
    Object doc;
    try {
      LoadSettings settings = LoadSettings.builder().setSchema(new CoreSchema()).build();
      doc = new Load(settings).loadFromString(yaml.toString());
    } catch (MarkedYamlEngineException e) {
      int yamlLine = e.getProblemMark().map(m -> m.getLine()).orElse(0);
      Location at = loc;
      if (!lines.isEmpty()) {
        Comment c = lines.get(Math.min(yamlLine, lines.size() - 1));
        at = new Location(loc.file(), c.line(), c.column());
      }
      throw new ParseFailure("yaml: line " + (yamlLine + 1) + ": " + e.getProblem(), at, 0);
    } catch (YamlEngineException e) {
      throw new ParseFailure("yaml: " + e.getMessage(), loc, 0);
    }
    if (!(doc instanceof Map<?, ?>)) {
      throw new ParseFailure("yaml: METADATA block must be a mapping", loc, 0);
    }
    ObjectValue value = (ObjectValue) toValue(doc);
    Value scope = value.get("scope");
    return new Block(loc, scope instanceof StringValue s ? s.value() : null, value);
  }

  private static Value toValue(Object o) {
    if (o == null) {
      return NullValue.NULL;
    }
    if (o instanceof String s) {
      return new StringValue(s);
    }
    if (o instanceof Boolean b) {
      return b ? BooleanValue.TRUE : BooleanValue.FALSE;
    }
    if (o instanceof Integer || o instanceof Long) {
      return NumberValue.of(((Number) o).longValue());
    }
    if (o instanceof BigInteger b) {
      return NumberValue.of(b);
    }
    if (o instanceof Double d) {
      return d.isNaN() || d.isInfinite() ? new StringValue(d.toString()) : NumberValue.of(BigDecimal.valueOf(d));
    }
    if (o instanceof Map<?, ?> m) {
      ObjectValue.Builder b = ObjectValue.builder();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        b.put(toValue(e.getKey()), toValue(e.getValue()));
      }
      return b.build();
    }
    if (o instanceof List<?> l) {
      List<Value> items = new ArrayList<>();
      for (Object x : l) {
        items.add(toValue(x));
      }
      return ArrayValue.of(items);
    }
    if (o instanceof Collection<?> c) {
      List<Value> items = new ArrayList<>();
      for (Object x : c) {
        items.add(toValue(x));
      }
      return SetValue.of(items);
    }
    return new StringValue(o.toString());
  }
}
