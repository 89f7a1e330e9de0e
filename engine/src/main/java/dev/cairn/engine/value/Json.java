package dev.cairn.engine.value;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Conversion between values and JSON (text and Jackson trees).
 *
 * <p>Every conversion into values creates a fresh object per node, so the result can serve as
 * annotated input (see {@link Value}). Output is canonical: object keys sorted, sets as sorted
 * arrays, non-string object keys written as their JSON text, as {@code opa eval} prints them.
 */
public final class Json {
  private static final JsonFactory FACTORY =
      JsonFactory.builder()
          .streamReadConstraints(
              StreamReadConstraints.builder()
                  .maxNestingDepth(100_000)
                  .maxStringLength(Integer.MAX_VALUE)
                  .maxNumberLength(100_000)
                  .build())
          .build();
  private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

  private Json() {}

  /** Parses JSON text into a value. Duplicate keys: the last wins, as in OPA. */
  public static Value parse(String text) {
    try (JsonParser p = FACTORY.createParser(text)) {
      JsonToken t = p.nextToken();
      if (t == null) {
        throw new IllegalArgumentException("empty JSON document");
      }
      Value v = read(p, t);
      if (p.nextToken() != null) {
        throw new IllegalArgumentException(
            "unexpected content after JSON value at line "
                + p.currentLocation().getLineNr()
                + ", column "
                + p.currentLocation().getColumnNr());
      }
      return v;
    } catch (IOException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /** Reads the value starting at token {@code t}, iteratively so deep documents cannot overflow. */
  public static Value read(JsonParser p, JsonToken t) throws IOException {
    // An explicit stack of open containers: arrays collect into a list, objects into a map.
    List<Object> stack = new ArrayList<>();
    List<Value> keys = new ArrayList<>();
    Value done = null;
    while (true) {
      Value v = null;
      switch (t) {
        case START_ARRAY -> {
          stack.add(new ArrayList<Value>());
          keys.add(null);
        }
        case START_OBJECT -> {
          stack.add(new LinkedHashMap<Value, Value>());
          keys.add(null);
        }
        case FIELD_NAME -> keys.set(keys.size() - 1, new StringValue(p.currentName()));
        case END_ARRAY -> {
          @SuppressWarnings("unchecked")
          List<Value> items = (List<Value>) stack.remove(stack.size() - 1);
          keys.remove(keys.size() - 1);
          v = ArrayValue.of(items);
        }
        case END_OBJECT -> {
          @SuppressWarnings("unchecked")
          LinkedHashMap<Value, Value> m = (LinkedHashMap<Value, Value>) stack.remove(stack.size() - 1);
          keys.remove(keys.size() - 1);
          v = ObjectValue.wrap(m);
        }
        case VALUE_STRING -> v = new StringValue(p.getText());
        case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> v = NumberValue.parse(p.getText());
        case VALUE_TRUE -> v = new BooleanValue(true);
        case VALUE_FALSE -> v = new BooleanValue(false);
        case VALUE_NULL -> v = new NullValue();
        default -> throw new IOException("unexpected JSON token " + t);
      }
      if (v != null) {
        if (stack.isEmpty()) {
          done = v;
          break;
        }
        Object top = stack.get(stack.size() - 1);
        if (top instanceof List<?>) {
          @SuppressWarnings("unchecked")
          List<Value> list = (List<Value>) top;
          list.add(v);
        } else {
          @SuppressWarnings("unchecked")
          Map<Value, Value> m = (Map<Value, Value>) top;
          m.put(keys.get(keys.size() - 1), v);
        }
      }
      t = p.nextToken();
      if (t == null) {
        throw new IOException("unexpected end of JSON input");
      }
    }
    return done;
  }

  /** Converts a Jackson tree into a value (fresh objects per node). */
  public static Value fromJson(JsonNode node) {
    return fromJson(node, null);
  }

  /**
   * Converts a Jackson tree into a value whose every node carries its {@link Origin}, starting
   * from {@code origin} at the root; with a null origin, plain values.
   */
  public static Value fromJson(JsonNode node, Origin origin) {
    return new JsonConversion(origin == null).value(node, origin);
  }

  /** A hash map capacity that holds {@code n} entries without rehashing. */
  static int capacity(int n) {
    return n < 3 ? n + 1 : (int) (n / 0.75f) + 1;
  }

  /**
   * Copies a value tree into fresh objects that carry their {@link Origin}, starting from {@code
   * origin} at the root. Sets and non-string keys keep their form; keys carry no origin (an
   * evaluation that is traced gives the keys it iterates one, see {@link Origin#asKey}).
   */
  public static Value withOrigins(Value v, Origin origin) {
    if (v instanceof ObjectValue o) {
      LinkedHashMap<Value, Value> m = new LinkedHashMap<>(capacity(o.size()));
      for (Map.Entry<Value, Value> e : o.entries().entrySet()) {
        Value k = e.getKey();
        String key = k instanceof StringValue s ? s.value() : write(k);
        m.put(k, withOrigins(e.getValue(), origin.child(key)));
      }
      return ObjectValue.wrap(m, origin);
    }
    if (v instanceof ArrayValue a) {
      Value[] items = new Value[a.size()];
      for (int i = 0; i < items.length; i++) {
        items[i] = withOrigins(a.get(i), origin.child(i));
      }
      return ArrayValue.wrap(items, origin);
    }
    if (v instanceof StringValue s) {
      return new StringValue(s.value(), origin);
    }
    if (v instanceof NumberValue n) {
      return n.at(origin);
    }
    if (v instanceof BooleanValue b) {
      return new BooleanValue(b.value(), origin);
    }
    if (v instanceof NullValue) {
      return new NullValue(origin);
    }
    return v; // a set: never part of a JSON document, and its elements cannot be addressed
  }

  /** Converts a value into a Jackson tree (sets as sorted arrays, keys sorted). */
  public static JsonNode toJson(Value v) {
    if (v instanceof NullValue) {
      return NODES.nullNode();
    }
    if (v instanceof BooleanValue b) {
      return NODES.booleanNode(b.value());
    }
    if (v instanceof NumberValue n) {
      return n.isLong() ? NODES.numberNode(n.longValue()) : NODES.numberNode(n.toBigDecimal());
    }
    if (v instanceof StringValue s) {
      return NODES.textNode(s.value());
    }
    if (v instanceof ArrayValue a) {
      ArrayNode out = NODES.arrayNode(a.size());
      for (int i = 0; i < a.size(); i++) {
        out.add(toJson(a.get(i)));
      }
      return out;
    }
    if (v instanceof SetValue s) {
      ArrayNode out = NODES.arrayNode(s.size());
      for (Value e : s.sorted()) {
        out.add(toJson(e));
      }
      return out;
    }
    ObjectValue o = (ObjectValue) v;
    ObjectNode out = NODES.objectNode();
    for (Value k : o.sortedKeys()) {
      out.set(keyText(k), toJson(o.get(k)));
    }
    return out;
  }

  /** The JSON text of a value, compact. */
  public static String write(Value v) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      write(g, v);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return w.toString();
  }

  /** Streams a value to a generator (canonical order). */
  public static void write(JsonGenerator g, Value v) throws IOException {
    if (v instanceof NullValue) {
      g.writeNull();
    } else if (v instanceof BooleanValue b) {
      g.writeBoolean(b.value());
    } else if (v instanceof NumberValue n) {
      g.writeNumber(n.text()); // as parsed (1e2, 1.50), as OPA prints a json.Number
    } else if (v instanceof StringValue s) {
      g.writeString(s.value());
    } else if (v instanceof ArrayValue a) {
      g.writeStartArray();
      for (int i = 0; i < a.size(); i++) {
        write(g, a.get(i));
      }
      g.writeEndArray();
    } else if (v instanceof SetValue s) {
      g.writeStartArray();
      for (Value e : s.sorted()) {
        write(g, e);
      }
      g.writeEndArray();
    } else {
      ObjectValue o = (ObjectValue) v;
      g.writeStartObject();
      for (Value k : o.sortedKeys()) {
        g.writeFieldName(keyText(k));
        write(g, o.get(k));
      }
      g.writeEndObject();
    }
  }

  private static String keyText(Value k) {
    return k instanceof StringValue s ? s.value() : write(k);
  }
}
