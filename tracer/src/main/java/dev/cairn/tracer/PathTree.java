package dev.cairn.tracer;

import dev.cairn.engine.provenance.ValuePath;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A trie of input paths, keyed by object keys (String) and array indices (Integer). Its leaves are
 * the longest paths inserted: duplicates merge and a path that is a prefix of another disappears.
 * Each inserted path keeps its strongest role and the latest time it was used.
 */
public final class PathTree {
  private static final class Node {
    /** The first child and its key: most nodes are leaves or links of one path. */
    Object firstKey;
    Node first;
    /** Every child in insertion order, once there are two; null before. */
    Map<Object, Node> children;
    boolean inserted;
    Role role = Role.CONTEXT;
    long lastUse = -1;
    /** Depth (number of keys) at which the inserted path stops existing in the input, or -1. */
    int missingFrom = -1;
    /** What gave the node its role, for explanations. */
    Reason reason;
    String detail;
  }

  private final Node root = new Node();
  private int size;

  /**
   * Adds a path. {@code missingFrom} is the index of its first key absent from the input, or -1;
   * {@code use} orders uses in the derivation (later is larger).
   */
  public void insert(List<Object> path, int missingFrom, Role role, long use) {
    insert(path, missingFrom, role, use, null, null);
  }

  /** Adds an input node's path, read from the node's own origin without copying its keys. */
  public void insert(ValuePath path, Role role, long use) {
    insert(path, role, use, null, null);
  }

  void insert(List<Object> path, int missingFrom, Role role, long use, Reason reason, String detail) {
    Node n = root;
    for (Object key : path) {
      n = child(n, key);
    }
    mark(n, missingFrom, role, use, reason, detail);
  }

  void insert(ValuePath path, Role role, long use, Reason reason, String detail) {
    mark(node(path), -1, role, use, reason, detail);
  }

  private Node node(ValuePath p) {
    return p.parent() == null ? root : child(node(p.parent()), p.key());
  }

  private static Node child(Node n, Object key) {
    if (n.first == null) {
      n.firstKey = key;
      n.first = new Node();
      return n.first;
    }
    if (n.children == null) {
      if (n.firstKey.equals(key)) {
        return n.first;
      }
      n.children = new LinkedHashMap<>(4);
      n.children.put(n.firstKey, n.first);
    }
    Node c = n.children.get(key);
    if (c == null) {
      c = new Node();
      n.children.put(key, c);
    }
    return c;
  }

  private void mark(Node n, int missingFrom, Role role, long use, Reason reason, String detail) {
    if (!n.inserted) {
      n.inserted = true;
      size++;
      n.reason = reason;
      n.detail = detail;
    }
    if (role == Role.CAUSE) {
      if (n.role != Role.CAUSE) {
        n.reason = reason;
        n.detail = detail;
      }
      n.role = Role.CAUSE;
    }
    n.lastUse = Math.max(n.lastUse, use);
    if (missingFrom >= 0 && (n.missingFrom < 0 || missingFrom < n.missingFrom)) {
      n.missingFrom = missingFrom;
    }
  }

  /** How many distinct paths were inserted (before removing prefixes). */
  public int size() {
    return size;
  }

  /**
   * The leaves, ranked: causes before context, deeper before shallower, later use before earlier,
   * then by path text for a deterministic order. A prefix that was a cause passes that role on to
   * the longer paths that replace it, so removing it never loses why a result exists.
   */
  public List<RankedPath> rankedLeaves() {
    List<Leaf> leaves = new ArrayList<>();
    collect(root, new ArrayList<>(), null, leaves);
    leaves.sort(
        Comparator.comparing((Leaf l) -> l.path.role())
            .thenComparing(l -> -l.path.path().size())
            .thenComparing(l -> -l.lastUse)
            .thenComparing(l -> l.path.toString()));
    List<RankedPath> out = new ArrayList<>(leaves.size());
    for (Leaf l : leaves) {
      out.add(l.path);
    }
    return out;
  }

  private record Leaf(RankedPath path, long lastUse) {}

  private static boolean collectChild(Object key, Node child, List<Object> prefix, Node cause, List<Leaf> out) {
    prefix.add(key);
    boolean any = collect(child, prefix, cause, out);
    prefix.remove(prefix.size() - 1);
    return any;
  }

  /** Emits the leaves below {@code n}; returns whether anything was inserted at or below it. */
  private static boolean collect(Node n, List<Object> prefix, Node causeAbove, List<Leaf> out) {
    Node cause = n.inserted && n.role == Role.CAUSE ? n : causeAbove;
    boolean below = false;
    if (n.children != null) {
      for (Map.Entry<Object, Node> e : n.children.entrySet()) {
        below |= collectChild(e.getKey(), e.getValue(), prefix, cause, out);
      }
    } else if (n.first != null) {
      below = collectChild(n.firstKey, n.first, prefix, cause, out);
    }
    if (n.inserted && !below) {
      Role role = cause != null ? Role.CAUSE : Role.CONTEXT;
      Node why = cause != null ? cause : n;
      String text = why.reason == null ? "" : why.reason.describe(why.detail);
      if (why != n) {
        text += ", on a parent of this path";
      }
      out.add(new Leaf(new RankedPath(prefix, n.missingFrom, role, text), n.lastUse));
    }
    return below || n.inserted;
  }
}
