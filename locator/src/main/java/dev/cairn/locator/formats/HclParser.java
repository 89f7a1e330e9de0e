package dev.cairn.locator.formats;

import dev.cairn.locator.Region;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads HCL2 (Terraform {@code .tf}, {@code .tfvars}) into conftest's structure: attributes as
 * values, a block under its type and then each label ({@code resource "aws_s3_bucket" "logs"} is
 * {@code {"resource": {"aws_s3_bucket": {"logs": {...}}}}}), repeated blocks of one address as a
 * list. A block and each of its labels locate at the block; an attribute from its name to the end
 * of its value.
 */
public final class HclParser {

  private final HclCursor cur;
  private final HclExpressions expressions;

  private HclParser(String file, String text, int maxDepth) {
    this.cur = new HclCursor(file, text, maxDepth);
    this.expressions = new HclExpressions(cur);
  }

  /** A key of a body being read: an attribute's or block's value, a level of labels, or repeated blocks. */
  private static final class Slot {
    final int line;
    final int column;
    final int start;
    int end;
    Object value;
    /** The value is the list of repeated blocks. */
    boolean repeated;

    Slot(int line, int column, int start, int end, Object value) {
      this.line = line;
      this.column = column;
      this.start = start;
      this.end = end;
      this.value = value;
    }
  }

  public static Node parse(String file, String text, int maxDepth) {
    HclParser p = new HclParser(file, text, maxDepth);
    Map<String, Slot> body = p.body(-1);
    return p.build(body, p.cur.region(0, text.length()));
  }

  /** Reads attributes and blocks up to the brace closing the block opened at {@code open} (-1: to the end). */
  private Map<String, Slot> body(int open) {
    Map<String, Slot> out = new LinkedHashMap<>();
    while (true) {
      cur.skipBlanks(true);
      if (cur.atEnd()) {
        if (open >= 0) {
          throw cur.error(open, "unclosed block: expected }");
        }
        return out;
      }
      if (cur.peek() == '}') {
        if (open < 0) {
          throw cur.error(cur.pos, "unexpected }");
        }
        cur.pos++;
        return out;
      }
      int start = cur.pos;
      String name = cur.identifier();
      if (name == null) {
        throw cur.error(start, "expected an attribute name or a block type, found '" + cur.peek() + "'");
      }
      cur.skipBlanks(false);
      if (cur.peek() == '=' && cur.peek(1) != '=') {
        cur.pos++;
        Node value = expressions.parse(HclExpressions.Context.ATTRIBUTE);
        if (out.containsKey(name)) {
          throw cur.error(start, "attribute \"" + name + "\" is defined twice");
        }
        out.put(name, slot(start, cur.pos, value));
        cur.skipBlanks(false);
        if (!cur.atEnd() && cur.peek() != '\n' && cur.peek() != '\r' && cur.peek() != '}') {
          throw cur.error(cur.pos, "expected a line break after the value of \"" + name + "\"");
        }
      } else {
        block(out, name, start);
      }
    }
  }

  private void block(Map<String, Slot> out, String type, int start) {
    List<String> labels = new ArrayList<>();
    while (true) {
      int at = cur.pos;
      if (cur.peek() == '"') {
        int end = new HclTemplates(cur).skipQuoted(at);
        String raw = cur.text.substring(at + 1, end - 1);
        if (!HclTemplates.isLiteral(raw)) {
          throw cur.error(at, "a block label must be a literal string");
        }
        labels.add(new HclTemplates(cur).render(raw, at + 1, true));
        cur.pos = end;
      } else if (cur.identifier() == null) {
        break;
      } else {
        labels.add(cur.text.substring(at, cur.pos));
      }
      cur.skipBlanks(false);
    }
    if (cur.peek() != '{') {
      throw cur.error(cur.pos, "expected = or { after \"" + type + "\"");
    }
    int open = cur.pos++;
    cur.enter(open);
    Map<String, Slot> inner = body(open);
    cur.leave();
    Node value = build(inner, cur.region(start, cur.pos));
    add(out, type, labels, slot(start, cur.pos, value));
  }

  /** conftest's merge: labels nest, a second block at the same address turns the value into a list. */
  private void add(Map<String, Slot> out, String type, List<String> labels, Slot block) {
    Map<String, Slot> level = out;
    String key = type;
    for (String label : labels) {
      Slot s = level.get(key);
      if (s == null) {
        s = new Slot(block.line, block.column, block.start, block.end, new LinkedHashMap<String, Slot>());
        level.put(key, s);
      } else if (!(s.value instanceof Map)) {
        throw cur.error(block.start, "cannot convert block " + type + "." + String.join(".", labels)
            + ": \"" + key + "\" is already a value");
      }
      s.end = block.end;
      @SuppressWarnings("unchecked")
      Map<String, Slot> next = (Map<String, Slot>) s.value;
      level = next;
      key = label;
    }
    Slot existing = level.get(key);
    if (existing == null) {
      level.put(key, block);
      return;
    }
    if (existing.value instanceof Map) {
      throw cur.error(block.start, "cannot convert block " + type + "." + String.join(".", labels)
          + ": \"" + key + "\" already holds labelled blocks");
    }
    List<Node> items = new ArrayList<>();
    if (existing.repeated) {
      items.addAll(((Node.Sequence) existing.value).items());
    } else {
      items.add((Node) existing.value);
    }
    items.add((Node) block.value);
    existing.end = block.end;
    existing.repeated = true;
    existing.value = new Node.Sequence(items, cur.region(existing.start, existing.end));
  }

  private Slot slot(int start, int end, Node value) {
    return new Slot(cur.positions.line(start), cur.positions.column(start), start, end, value);
  }

  private Node build(Map<String, Slot> slots, Region region) {
    MappingBuilder m = new MappingBuilder();
    for (Map.Entry<String, Slot> e : slots.entrySet()) {
      Slot s = e.getValue();
      Node value;
      if (s.value instanceof Map) {
        @SuppressWarnings("unchecked")
        Map<String, Slot> level = (Map<String, Slot>) s.value;
        value = build(level, cur.region(s.start, s.end));
      } else {
        value = (Node) s.value;
      }
      m.put(e.getKey(), s.line, s.column, value);
    }
    return m.build(region);
  }
}
