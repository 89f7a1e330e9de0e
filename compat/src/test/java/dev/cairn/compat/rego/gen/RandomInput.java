package dev.cairn.compat.rego.gen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.Random;

/**
 * Random input documents of one loose shape the policies read ({@code n}, {@code s}, {@code b},
 * {@code xs}, {@code ss}, {@code m}, {@code items} of {@code name}, {@code kind}, {@code size},
 * {@code tags}, {@code meta}, and a few odd values), with keys left out and values of the wrong
 * type now and then, so that rules meet undefined references and type mismatches at run time.
 */
final class RandomInput {
  private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);
  static final String[] WORDS = {"a", "b", "ab", "foo", "Bar", "x.y", "a,b", "", "12", "hi there", "café", "n1", "p2"};
  static final String[] KEYS = {"a", "b", "c", "foo", "x"};
  static final String[] KINDS = {"a", "b", "c"};
  private static final String[] NUMBERS = {"0", "1", "2", "3", "5", "8", "-1", "10", "2.5", "0.5", "100", "-3.25"};

  private final Random r;

  RandomInput(Random r) {
    this.r = r;
  }

  /** An input document, or null (no input) once in twenty. */
  JsonNode document() {
    if (r.nextInt(20) == 0) {
      return null;
    }
    ObjectNode o = NODES.objectNode();
    maybe(o, "n", this::number);
    maybe(o, "s", this::word);
    maybe(o, "b", () -> NODES.booleanNode(r.nextBoolean()));
    maybe(o, "xs", () -> array(this::number));
    maybe(o, "ss", () -> array(this::word));
    maybe(o, "m", this::map);
    maybe(o, "items", () -> array(this::item));
    maybe(o, "nested", () -> NODES.objectNode().set("a", map()));
    if (r.nextInt(4) == 0) {
      o.set("mixed", mixed());
    }
    if (r.nextInt(6) == 0) {
      o.putNull("nul");
    }
    return o;
  }

  private interface Node {
    JsonNode make();
  }

  /** Sets the key most of the time; sometimes leaves it out or puts a value of another shape. */
  private void maybe(ObjectNode o, String key, Node value) {
    int roll = r.nextInt(12);
    if (roll == 0) {
      return;
    }
    o.set(key, roll == 1 ? scalar() : value.make());
  }

  private JsonNode item() {
    ObjectNode o = NODES.objectNode();
    maybe(o, "name", () -> NODES.textNode("n" + r.nextInt(4)));
    maybe(o, "kind", () -> NODES.textNode(KINDS[r.nextInt(KINDS.length)]));
    maybe(o, "size", this::number);
    maybe(o, "tags", () -> array(() -> NODES.textNode(new String[] {"p1", "p2", "bad", "ok"}[r.nextInt(4)])));
    if (r.nextInt(3) > 0) {
      ObjectNode meta = NODES.objectNode();
      maybe(meta, "owner", () -> NODES.textNode(new String[] {"root", "alice", "bob"}[r.nextInt(3)]));
      maybe(meta, "level", this::number);
      o.set("meta", meta);
    }
    return o;
  }

  private JsonNode map() {
    ObjectNode o = NODES.objectNode();
    int n = r.nextInt(4);
    for (int i = 0; i < n; i++) {
      o.set(KEYS[r.nextInt(KEYS.length)], number());
    }
    return o;
  }

  private ArrayNode array(Node element) {
    ArrayNode a = NODES.arrayNode();
    int n = r.nextInt(5);
    for (int i = 0; i < n; i++) {
      a.add(element.make());
    }
    return a;
  }

  private JsonNode mixed() {
    ArrayNode a = NODES.arrayNode();
    a.add(number()).add(word()).add(NODES.booleanNode(r.nextBoolean())).addNull();
    a.add(map()).add(array(this::number));
    return a;
  }

  private JsonNode scalar() {
    return switch (r.nextInt(4)) {
      case 0 -> number();
      case 1 -> word();
      case 2 -> NODES.booleanNode(r.nextBoolean());
      default -> NODES.nullNode();
    };
  }

  private JsonNode number() {
    return NODES.numberNode(new BigDecimal(NUMBERS[r.nextInt(NUMBERS.length)]));
  }

  private JsonNode word() {
    return NODES.textNode(WORDS[r.nextInt(WORDS.length)]);
  }
}
