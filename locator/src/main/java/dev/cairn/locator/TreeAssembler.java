package dev.cairn.locator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds one document's value tree and source index from a stream of begin/key/value/end calls, with
 * an explicit stack so that nesting depth costs heap, never Java stack.
 *
 * <p>Children wait in a scratch stack until their collection ends, then move to the index as one
 * consecutive run of edges, and into their collection's node, made then: a collection's entries
 * are allocated together, next to each other, rather than one by one among the parser's garbage
 * (a few hundred bytes of it per scalar), so that whoever walks the tree later (the evaluator's
 * conversion of every node) reads them from a few consecutive cache lines: converting the
 * 1,000-resource template's tree took 2.7 ms so scattered, 1.1 ms compact. Duplicate keys keep
 * the last value (as OPA does) at the first one's place, with a warning; YAML merge keys ({@code
 * <<}) add the entries the mapping does not define itself.
 */
final class TreeAssembler {

  /** Decimals are made with DecimalNode.valueOf, which keeps them exact (1.50 stays 1.50). */
  static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final int SCRATCH_INTS = 5;
  /** Up to this many keys, a duplicate is looked for among the mapping's keys one by one. */
  private static final int LINEAR_KEYS = 8;

  private final String file;
  private final Limits limits;
  private final List<Frame> frames = new ArrayList<>();
  private int depth;
  private IndexBuilder index = new IndexBuilder();
  private List<Warning> warnings = new ArrayList<>();
  private Built root;
  private int[] scratch = new int[SCRATCH_INTS * 64];
  private String[] scratchKeys = new String[64];
  private JsonNode[] scratchValues = new JsonNode[64];
  private int scratchTop;
  private long expanded;

  TreeAssembler(String file, Limits limits) {
    this.file = file;
    this.limits = limits;
  }

  private static final class Frame {
    boolean object;
    int scratchStart;
    int startLine;
    int startColumn;
    int endLine;
    int endColumn;
    String key;
    boolean merge;
    int keyLine;
    int keyColumn;
    long size;
    int height;
    List<Built> merges;
    /**
     * Scratch slot of each key, built at the first duplicate or past {@link #LINEAR_KEYS} keys, so
     * that looking for duplicates stays linear.
     */
    Map<String, Integer> slots;
  }

  LocatorException error(int line, int column, String reason) {
    return new LocatorException(file, line, column, reason);
  }

  int depth() {
    return depth;
  }

  boolean expectsKey() {
    if (depth == 0) {
      return false;
    }
    Frame top = frames.get(depth - 1);
    return top.object && top.key == null;
  }

  void begin(boolean object, int line, int column) {
    if (depth >= limits.maxDepth()) {
      throw error(line, column, "nesting is deeper than the limit of " + limits.maxDepth());
    }
    if (depth == frames.size()) {
      frames.add(new Frame());
    }
    Frame f = frames.get(depth++);
    f.object = object;
    f.scratchStart = scratchTop;
    f.startLine = f.endLine = line;
    f.startColumn = f.endColumn = column;
    f.key = null;
    f.merge = false;
    f.size = 1;
    f.height = 1;
    f.merges = null;
    f.slots = null;
  }

  void key(String key, boolean merge, int line, int column) {
    Frame f = frames.get(depth - 1);
    f.key = key;
    f.merge = merge;
    f.keyLine = line;
    f.keyColumn = column;
  }

  /** Adds a finished value to the open collection, or makes it the document's root. */
  void attach(Built b) {
    if (depth == 0) {
      root = b;
      return;
    }
    Frame f = frames.get(depth - 1);
    f.endLine = b.endLine();
    f.endColumn = b.endColumn();
    if (f.object && f.merge) {
      addMergeSources(f, b);
      f.key = null;
      return;
    }
    f.size += b.size();
    f.height = Math.max(f.height, b.height() + 1);
    if (f.object) {
      if (defined(f, f.key)) {
        warnings.add(new Warning(f.keyLine, f.keyColumn,
            "duplicate key \"" + f.key + "\": the last value wins"));
        killEarlier(f, f.key);
      }
      if (f.slots != null) {
        f.slots.put(f.key, scratchTop);
      }
      push(f.key, b.value(), b.target(), f.keyLine, f.keyColumn, b.endLine(), b.endColumn());
      f.key = null;
    } else {
      push(null, b.value(), b.target(), b.startLine(), b.startColumn(), b.endLine(), b.endColumn());
    }
  }

  /**
   * Closes the open collection. A flow collection (or JSON) ends at its closing bracket; a block
   * collection ends where its last value ends, not at the next key or a trailing comment.
   */
  Built end(boolean hasExplicitEnd, int endLine, int endColumn) {
    Frame f = frames.get(--depth);
    JsonNode container = f.object ? object(f) : array(f);
    int count = flush(f);
    if (f.merges != null) {
      count += applyMerges(f, (ObjectNode) container);
    }
    int node = index.addNode(f.object, count);
    int el = hasExplicitEnd ? endLine : f.endLine;
    int ec = hasExplicitEnd ? endColumn : f.endColumn;
    Built b = new Built(container, node, f.size, f.height, f.startLine, f.startColumn, el, ec);
    f.merges = null;
    f.slots = null;
    return b;
  }

  /** Wraps a value in a one-key object whose entry locates at the value (CloudFormation short tags). */
  Built wrap(String key, Built inner) {
    index.addEdge(key, inner.target(), inner.startLine(), inner.startColumn(), inner.endLine(), inner.endColumn());
    int node = index.addNode(true, 1);
    ObjectNode obj = NODES.objectNode();
    obj.set(key, inner.value());
    return new Built(obj, node, inner.size() + 1, inner.height() + 1,
        inner.startLine(), inner.startColumn(), inner.endLine(), inner.endColumn());
  }

  /** An array of scalars that all locate at one region (the parts of {@code !GetAtt A.B}). */
  Built scalarArray(List<String> parts, Built at) {
    ArrayNode arr = NODES.arrayNode();
    for (String part : parts) {
      arr.add(part);
      index.addEdge(null, SourceIndex.LEAF, at.startLine(), at.startColumn(), at.endLine(), at.endColumn());
    }
    int node = index.addNode(false, parts.size());
    return new Built(arr, node, parts.size() + 1L, 1,
        at.startLine(), at.startColumn(), at.endLine(), at.endColumn());
  }

  /** Counts nodes copied by an alias or merge; fails past the limit. */
  void chargeExpansion(long nodes, int line, int column) {
    expanded += nodes;
    if (expanded > limits.maxAliasExpansion()) {
      throw error(line, column, "aliases expand to more than " + limits.maxAliasExpansion()
          + " nodes (limit on alias expansion)");
    }
  }

  /** Fails if placing a value of this height at the current depth nests too deep. */
  void checkHeight(int height, int line, int column) {
    if ((long) depth + height > limits.maxDepth()) {
      throw error(line, column, "nesting (through an alias) is deeper than the limit of " + limits.maxDepth());
    }
  }

  boolean hasRoot() {
    return root != null;
  }

  /** Ends the document: the root edge spans from the document's start to the end of its value. */
  Document finish(int documentIndex, int startLine, int startColumn) {
    Built r = root;
    index.addEdge(null, r.target(), startLine, startColumn, r.endLine(), r.endColumn());
    SourceIndex sourceIndex = index.build(index.edgeCount() - 1);
    Document doc = new Document(documentIndex, r.value(), sourceIndex, warnings);
    index = new IndexBuilder();
    warnings = new ArrayList<>();
    root = null;
    return doc;
  }

  /** The open mapping's node, its entries in order; a duplicate key's last value at its first place. */
  private ObjectNode object(Frame f) {
    LinkedHashMap<String, JsonNode> entries = new LinkedHashMap<>((scratchTop - f.scratchStart) * 4 / 3 + 1);
    for (int i = f.scratchStart; i < scratchTop; i++) {
      entries.put(scratchKeys[i], scratchValues[i]);
    }
    return new ObjectNode(NODES, entries);
  }

  private ArrayNode array(Frame f) {
    List<JsonNode> elements = new ArrayList<>(scratchTop - f.scratchStart);
    for (int i = f.scratchStart; i < scratchTop; i++) {
      elements.add(scratchValues[i]);
    }
    return new ArrayNode(NODES, elements);
  }

  /** Whether the open mapping already has this key. */
  private boolean defined(Frame f, String key) {
    if (f.slots != null) {
      return f.slots.containsKey(key);
    }
    int keys = scratchTop - f.scratchStart;
    if (keys <= LINEAR_KEYS) {
      for (int i = f.scratchStart; i < scratchTop; i++) {
        String k = scratchKeys[i];
        if (k == key || k.equals(key)) {
          return true;
        }
      }
      return false;
    }
    slots(f);
    return f.slots.containsKey(key);
  }

  private void push(String key, JsonNode value, int target, int sl, int sc, int el, int ec) {
    int i = scratchTop;
    if (i == scratchKeys.length) {
      scratchKeys = Arrays.copyOf(scratchKeys, i * 2);
      scratchValues = Arrays.copyOf(scratchValues, i * 2);
      scratch = Arrays.copyOf(scratch, i * 2 * SCRATCH_INTS);
    }
    int s = i * SCRATCH_INTS;
    scratch[s] = target;
    scratch[s + 1] = sl;
    scratch[s + 2] = sc;
    scratch[s + 3] = el;
    scratch[s + 4] = ec;
    scratchKeys[i] = key;
    scratchValues[i] = value;
    scratchTop++;
  }

  private void killEarlier(Frame f, String key) {
    slots(f);
    scratch[f.slots.get(key) * SCRATCH_INTS] = SourceIndex.DEAD;
  }

  /** Makes the open mapping's map of key to (latest) scratch slot, if it has none yet. */
  private void slots(Frame f) {
    if (f.slots == null) {
      f.slots = new HashMap<>();
      for (int i = f.scratchStart; i < scratchTop; i++) {
        f.slots.put(scratchKeys[i], i);
      }
    }
  }

  private int flush(Frame f) {
    for (int i = f.scratchStart; i < scratchTop; i++) {
      int s = i * SCRATCH_INTS;
      index.addEdge(scratchKeys[i], scratch[s], scratch[s + 1], scratch[s + 2], scratch[s + 3], scratch[s + 4]);
      scratchKeys[i] = null;
      scratchValues[i] = null;
    }
    int count = scratchTop - f.scratchStart;
    scratchTop = f.scratchStart;
    return count;
  }

  private void addMergeSources(Frame f, Built b) {
    if (f.merges == null) {
      f.merges = new ArrayList<>();
    }
    if (b.value().isObject()) {
      f.merges.add(b);
      return;
    }
    if (b.value().isArray() && b.target() >= 0) {
      int first = index.firstEdge(b.target());
      for (int i = 0; i < b.value().size(); i++) {
        JsonNode element = b.value().get(i);
        if (!element.isObject()) {
          throw error(b.startLine(), b.startColumn(), "a merge key (<<) takes a mapping or a sequence of mappings");
        }
        f.merges.add(new Built(element, index.target(first + i), 0, 0, 0, 0, 0, 0));
      }
      return;
    }
    throw error(b.startLine(), b.startColumn(), "a merge key (<<) takes a mapping or a sequence of mappings");
  }

  /** Explicit keys win over merged ones, and earlier merge sources over later ones (YAML merge key spec). */
  private int applyMerges(Frame f, ObjectNode obj) {
    int added = 0;
    for (Built source : f.merges) {
      int node = source.target();
      int first = index.firstEdge(node);
      for (int e = first, end = first + index.childCount(node); e < end; e++) {
        String key = index.key(e);
        if (index.target(e) == SourceIndex.DEAD || obj.has(key)) {
          continue;
        }
        JsonNode value = source.value().get(key);
        obj.set(key, value);
        index.copyEdge(e);
        added++;
        long[] sizeAndHeight = measure(value);
        f.size += sizeAndHeight[0];
        f.height = (int) Math.max(f.height, sizeAndHeight[1] + 1);
      }
    }
    return added;
  }

  /** Node count and height of a merged value, walked iteratively (it may be deep). */
  private static long[] measure(JsonNode value) {
    long count = 1;
    long height = 0;
    ArrayList<Iterator<JsonNode>> stack = new ArrayList<>();
    if (value.isContainerNode()) {
      stack.add(value.elements());
    }
    while (!stack.isEmpty()) {
      height = Math.max(height, stack.size());
      Iterator<JsonNode> it = stack.get(stack.size() - 1);
      if (!it.hasNext()) {
        stack.remove(stack.size() - 1);
        continue;
      }
      JsonNode next = it.next();
      count++;
      if (next.isContainerNode()) {
        stack.add(next.elements());
      }
    }
    return new long[] {count, height};
  }
}
