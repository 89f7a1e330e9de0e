package dev.cairn.locator;

import java.util.List;

/**
 * Answers "where is this path?" for one document in time proportional to the path's length.
 *
 * <p>The document is stored as edges (a key-value pair, an array element, or the root) and nodes (an
 * object or array, owning a consecutive run of edges). Everything lives in flat int arrays: an edge
 * costs its region (4 ints), its target node and its key reference; object keys are found through one
 * open-addressing table per document instead of a map per object. A path through a YAML alias or
 * merge key continues in the anchored definition because the alias's edge targets the anchored node.
 */
public final class SourceIndex {

  static final int LEAF = -1;
  /** An object entry overridden by a later duplicate key. */
  static final int DEAD = -2;
  private static final String NAME = "name";

  private final int[] regions;
  private final int[] targets;
  private final String[] keys;
  /** Per node: first edge, then (edge count << 1 | 1 if object). */
  private final int[] nodes;
  /** Edge id + 1 of each object entry, 0 for an empty slot. */
  private final int[] table;
  private final int rootEdge;

  SourceIndex(int[] regions, int[] targets, String[] keys, int[] nodes, int[] table, int rootEdge) {
    this.regions = regions;
    this.targets = targets;
    this.keys = keys;
    this.nodes = nodes;
    this.table = table;
    this.rootEdge = rootEdge;
  }

  /** The region of an existing path, or of its longest existing prefix together with what is missing. */
  public PathLocation locate(List<?> path) {
    return locate(path, false);
  }

  /**
   * Where a finding about a path is reported: as {@link #locate}, except for an object that has no
   * key of its own. An array element that has a {@code name} starts at it: a finding about an ARM
   * resource, an OpenAPI parameter or a container is found by its name, and in JSON the element's
   * opening brace sits alone on a line that says nothing about which element it is. The document
   * starts at its first entry rather than at an opening brace. The region still ends where the
   * object does.
   */
  public PathLocation reportAt(List<?> path) {
    return locate(path, true);
  }

  private PathLocation locate(List<?> path, boolean report) {
    int edge = rootEdge;
    int i = 0;
    for (; i < path.size(); i++) {
      int next = child(targets[edge], path.get(i));
      if (next < 0) {
        break;
      }
      edge = next;
    }
    Region region = report ? anchored(edge) : region(edge);
    if (i == path.size()) {
      // The whole path exists (a finding's usual case): one copy, none when the path is immutable.
      return new PathLocation(region, List.copyOf(path), List.of());
    }
    return new PathLocation(region, List.copyOf(path.subList(0, i)), List.copyOf(path.subList(i, path.size())));
  }

  /** The region of the whole document. */
  public Region root() {
    return region(rootEdge);
  }

  /** Edges (pairs, elements, root) in this index; a measure of its size. */
  public int edgeCount() {
    return targets.length;
  }

  /**
   * Bytes held by this index's arrays (4-byte references, as with compressed oops; the key strings
   * are shared with the value tree and not counted).
   */
  public long retainedBytes() {
    long arrays = 6L * 16;
    return arrays + 4L * (regions.length + targets.length + keys.length + nodes.length + table.length);
  }

  private Region region(int edge) {
    int r = edge * 4;
    return new Region(regions[r], regions[r + 1], regions[r + 2], regions[r + 3]);
  }

  /** An edge's region as {@link #reportAt} reports it. */
  private Region anchored(int edge) {
    Region whole = region(edge);
    int node = targets[edge];
    if (keys[edge] != null || node < 0) {
      return whole;
    }
    int first = nodes[node * 2];
    int countAndKind = nodes[node * 2 + 1];
    if ((countAndKind & 1) == 0 || countAndKind >>> 1 == 0) {
      return whole;
    }
    int name = find(table, keys, node, first, countAndKind >>> 1, NAME);
    if (name < 0 && edge != rootEdge) {
      return whole;
    }
    int r = (name >= 0 ? name : first) * 4;
    return new Region(regions[r], regions[r + 1], whole.endLine(), whole.endColumn());
  }

  private int child(int node, Object step) {
    if (node < 0) {
      return -1;
    }
    int first = nodes[node * 2];
    int countAndKind = nodes[node * 2 + 1];
    int count = countAndKind >>> 1;
    boolean object = (countAndKind & 1) != 0;
    if (object && step instanceof String key) {
      return find(table, keys, node, first, count, key);
    }
    if (!object && step instanceof Number n) {
      long index = n.longValue();
      boolean integral = n.doubleValue() == index;
      return integral && index >= 0 && index < count ? first + (int) index : -1;
    }
    return -1;
  }

  static int hash(int node, String key) {
    int h = key.hashCode() * 0x9E3779B9 + node * 0x85EBCA6B;
    return h ^ (h >>> 16);
  }

  static int find(int[] table, String[] keys, int node, int first, int count, String key) {
    int mask = table.length - 1;
    for (int slot = hash(node, key) & mask; ; slot = (slot + 1) & mask) {
      int edge = table[slot] - 1;
      if (edge < 0) {
        return -1;
      }
      if (edge >= first && edge < first + count && key.equals(keys[edge])) {
        return edge;
      }
    }
  }
}
