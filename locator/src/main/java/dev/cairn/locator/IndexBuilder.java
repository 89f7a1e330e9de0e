package dev.cairn.locator;

import java.util.Arrays;

/** Accumulates the edges and nodes of one document, then freezes them into a {@link SourceIndex}. */
final class IndexBuilder {

  private int[] regions = new int[64];
  private int[] targets = new int[16];
  private String[] keys = new String[16];
  private int edges;
  private int[] nodes = new int[16];
  private int nodeCount;
  private int objectEdges;

  int edgeCount() {
    return edges;
  }

  /** Appends an edge; the edges of one node must be appended consecutively, right before addNode. */
  void addEdge(String key, int target, int startLine, int startColumn, int endLine, int endColumn) {
    if (edges == targets.length) {
      int grown = edges + (edges >> 1) + 16;
      targets = Arrays.copyOf(targets, grown);
      keys = Arrays.copyOf(keys, grown);
      regions = Arrays.copyOf(regions, grown * 4);
    }
    int r = edges * 4;
    regions[r] = startLine;
    regions[r + 1] = startColumn;
    regions[r + 2] = endLine;
    regions[r + 3] = endColumn;
    targets[edges] = target;
    keys[edges] = key;
    edges++;
    if (key != null) {
      objectEdges++;
    }
  }

  /** Appends a copy of an existing edge (a merged key keeps its definition's region and target). */
  void copyEdge(int edge) {
    int r = edge * 4;
    addEdge(keys[edge], targets[edge], regions[r], regions[r + 1], regions[r + 2], regions[r + 3]);
  }

  /** Declares the last {@code count} edges as the children of a new node and returns its id. */
  int addNode(boolean object, int count) {
    if (nodeCount * 2 == nodes.length) {
      nodes = Arrays.copyOf(nodes, nodes.length * 2);
    }
    nodes[nodeCount * 2] = edges - count;
    nodes[nodeCount * 2 + 1] = count << 1 | (object ? 1 : 0);
    return nodeCount++;
  }

  int firstEdge(int node) {
    return nodes[node * 2];
  }

  int childCount(int node) {
    return nodes[node * 2 + 1] >>> 1;
  }

  String key(int edge) {
    return keys[edge];
  }

  int target(int edge) {
    return targets[edge];
  }

  void markDead(int edge) {
    targets[edge] = SourceIndex.DEAD;
  }

  SourceIndex build(int rootEdge) {
    int[] table = new int[tableSize(objectEdges)];
    int mask = table.length - 1;
    for (int node = 0; node < nodeCount; node++) {
      int first = nodes[node * 2];
      int countAndKind = nodes[node * 2 + 1];
      if ((countAndKind & 1) == 0) {
        continue;
      }
      for (int e = first, end = first + (countAndKind >>> 1); e < end; e++) {
        if (targets[e] == SourceIndex.DEAD) {
          continue;
        }
        int slot = SourceIndex.hash(node, keys[e]) & mask;
        while (table[slot] != 0) {
          slot = (slot + 1) & mask;
        }
        table[slot] = e + 1;
      }
    }
    return new SourceIndex(
        Arrays.copyOf(regions, edges * 4),
        Arrays.copyOf(targets, edges),
        Arrays.copyOf(keys, edges),
        Arrays.copyOf(nodes, nodeCount * 2),
        table,
        rootEdge);
  }

  /** A power of two with load factor at most 2/3, so linear probes stay short. */
  private static int tableSize(int entries) {
    int size = 2;
    while (size < entries + (entries >> 1) + 1) {
      size <<= 1;
    }
    return size;
  }
}
