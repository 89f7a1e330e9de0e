package dev.cairn.tracer;

import dev.cairn.engine.provenance.ValuePath;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A trie of input paths, keyed by object keys (String) and array indices (Integer). Its leaves are
 * the longest paths inserted: duplicates merge and a path that is a prefix of another disappears.
 * Each inserted path keeps its strongest role and the latest time it was used.
 */
public final class PathTree {
  private static final class Node {
    /**
     * The children's keys and nodes in insertion order, {@code count} of them: a result's tree is
     * small, and most nodes are leaves or links of one path, so a short scan finds a child.
     */
    Object[] keys;
    Node[] nodes;
    int count;
    /** The children by key, once there are too many to scan; null before. */
    Map<Object, Node> index;
    boolean inserted;
    Role role = Role.CONTEXT;
    long lastUse = -1;
    long firstUse = Long.MAX_VALUE;
    /** Depth (number of keys) at which the inserted path stops existing in the input, or -1. */
    int missingFrom = -1;
    /** What gave the node its role, for explanations. */
    Reason reason;
    String detail;
    /** For a join, the other place of the input it was compared with; null otherwise. */
    List<Object> partner;
    /** Whether the result's value was made from this node (its message names it). */
    boolean named;
  }

  private final Node root = new Node();
  private int size;
  /**
   * The node of the input path inserted last, and of its parent: a derivation reads the same
   * resource's nodes over and over, so most inserts find their node, or its parent's, here.
   */
  private ValuePath lastPath;
  private Node lastNode;
  private ValuePath lastParent;
  private Node lastParentNode;

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
    insert(path, missingFrom, role, use, reason, detail, null);
  }

  void insert(List<Object> path, int missingFrom, Role role, long use, Reason reason, String detail, List<Object> partner) {
    Node n = root;
    for (Object key : path) {
      n = child(n, key);
    }
    mark(n, missingFrom, role, use, reason, detail, partner);
  }

  void insert(ValuePath path, Role role, long use, Reason reason, String detail) {
    insert(path, role, use, reason, detail, null);
  }

  void insert(ValuePath path, Role role, long use, Reason reason, String detail, List<Object> partner) {
    Node n;
    if (path == lastPath) {
      n = lastNode;
    } else {
      ValuePath parent = path.parent();
      Node above =
          parent == null ? null : parent == lastParent ? lastParentNode : parent == lastPath ? lastNode : node(parent);
      n = above == null ? root : child(above, path.key());
      lastPath = path;
      lastNode = n;
      lastParent = parent;
      lastParentNode = above;
    }
    mark(n, -1, role, use, reason, detail, partner);
  }

  private Node node(ValuePath p) {
    return p.parent() == null ? root : child(node(p.parent()), p.key());
  }

  /** Children are scanned up to this many; a node with more (a search's siblings) is indexed. */
  private static final int SCANNED = 8;

  private static Node child(Node n, Object key) {
    if (n.index != null) {
      return n.index.computeIfAbsent(key, k -> add(n, k));
    }
    for (int i = 0; i < n.count; i++) {
      Object k = n.keys[i];
      if (k == key || k.equals(key)) {
        return n.nodes[i];
      }
    }
    Node c = add(n, key);
    if (n.count > SCANNED) {
      n.index = new HashMap<>(2 * n.count);
      for (int i = 0; i < n.count; i++) {
        n.index.put(n.keys[i], n.nodes[i]);
      }
    }
    return c;
  }

  /** Appends a new child, keeping insertion order (which ranking's path order follows). */
  private static Node add(Node n, Object key) {
    if (n.keys == null) {
      n.keys = new Object[2];
      n.nodes = new Node[2];
    } else if (n.count == n.keys.length) {
      n.keys = Arrays.copyOf(n.keys, 2 * n.count);
      n.nodes = Arrays.copyOf(n.nodes, 2 * n.count);
    }
    Node c = new Node();
    n.keys[n.count] = key;
    n.nodes[n.count] = c;
    n.count++;
    return c;
  }

  private void mark(Node n, int missingFrom, Role role, long use, Reason reason, String detail, List<Object> partner) {
    if (!n.inserted) {
      n.inserted = true;
      size++;
      n.reason = reason;
      n.detail = detail;
      n.partner = partner;
    }
    if (role == Role.CAUSE) {
      if (n.role != Role.CAUSE) {
        n.reason = reason;
        n.detail = detail;
        n.partner = partner;
      }
      n.role = Role.CAUSE;
    }
    n.lastUse = Math.max(n.lastUse, use);
    n.firstUse = Math.min(n.firstUse, use);
    if (missingFrom >= 0 && (n.missingFrom < 0 || missingFrom < n.missingFrom)) {
      n.missingFrom = missingFrom;
    }
  }

  /**
   * Marks an object or array of the input that the result's value names (by its key, as a
   * definition's name in a message): the causes inside it rank first in their tier.
   */
  void named(ValuePath path) {
    Node n = node(path);
    n.named = true;
  }

  /** When an input node's path was first used, or {@link Long#MAX_VALUE} if it was not. */
  long firstUse(ValuePath path) {
    Node n = find(path);
    return n == null || !n.inserted ? Long.MAX_VALUE : n.firstUse;
  }

  private Node find(ValuePath p) {
    if (p.parent() == null) {
      return root;
    }
    Node above = find(p.parent());
    return above == null ? null : existingChild(above, p.key());
  }

  /** How many distinct paths were inserted (before removing prefixes). */
  public int size() {
    return size;
  }

  /**
   * The leaves, ranked (design note, section 3, with the principles of {@link Ranking}): causes
   * before context, in tiers by what kind of evidence each is and whether it lies in the result's
   * subject; within a tier deeper before shallower, later use before earlier, and path text for a
   * deterministic order. When the only causes in the subject are the selectors that picked it, the
   * subject itself is the location.
   */
  public List<RankedPath> rankedLeaves() {
    List<Leaf> leaves = new ArrayList<>();
    collect(root, new ArrayList<>(), leaves, false);
    markNamed(leaves);
    for (Leaf l : leaves) {
      if (l.path.reason() == Reason.JOINED && l.path.partner() != null) {
        l.branchUse = branchUse(l.path.path(), l.path.partner());
      }
    }
    Ranking ranking = Ranking.of(leaves);
    for (Leaf l : leaves) {
      l.tier = ranking.tier(l.path);
    }
    RankedPath subject = ranking.standIn();
    if (subject != null) {
      Leaf stand = new Leaf(subject, Long.MAX_VALUE, Long.MAX_VALUE);
      stand.tier = Ranking.SUBJECT_TIER;
      leaves.add(stand);
    }
    leaves.sort(PathTree::byRank);
    List<RankedPath> out = new ArrayList<>(leaves.size());
    for (Leaf l : leaves) {
      out.add(l.path);
    }
    return out;
  }

  /**
   * By tier, then deeper before shallower, what was looked for before the rest, later use before
   * earlier, then path text. Compared
   * field by field: ranking sorts a few leaves for every result, and a chain of key extractors
   * boxes each key on every comparison.
   */
  private static int byRank(Leaf a, Leaf b) {
    int c = Integer.compare(a.tier, b.tier);
    if (c != 0) {
      return c;
    }
    c = Boolean.compare(b.named, a.named);
    if (c != 0) {
      return c;
    }
    c = Integer.compare(b.path.path().size(), a.path.path().size());
    if (c != 0) {
      return c;
    }
    c = Boolean.compare(Ranking.sought(b.path), Ranking.sought(a.path));
    if (c != 0) {
      return c;
    }
    if (Ranking.joinedPair(a.path, b.path)) {
      // Two places one comparison related (a duplicate's two occurrences): the result is about
      // the one its derivation picked first, the other is what it was found equal to.
      c = Long.compare(a.branchUse, b.branchUse);
      if (c != 0) {
        return c;
      }
    }
    c = Long.compare(b.lastUse, a.lastUse);
    return c != 0 ? c : a.text().compareTo(b.text());
  }

  /**
   * Keeps the mark of causes in what the result names only where it tells causes apart (some are
   * in it, some are not), and then says so in their explanation; otherwise it ranks nothing.
   */
  private static void markNamed(List<Leaf> leaves) {
    boolean in = false;
    boolean out = false;
    for (Leaf l : leaves) {
      if (l.path.role() == Role.CAUSE) {
        in |= l.named;
        out |= !l.named;
      }
    }
    for (Leaf l : leaves) {
      if (!(in && out)) {
        l.named = false;
      } else if (l.named && l.path.role() == Role.CAUSE) {
        l.path = l.path.named();
      }
    }
  }

  /**
   * When the derivation first used the branch a joined path lies on: the node where its path
   * parts from its partner's ({@code parameters/1} for {@code parameters/1/name} compared with
   * {@code parameters/0/name}).
   */
  private long branchUse(List<Object> path, List<Object> partner) {
    Node n = root;
    for (int i = 0; i < path.size(); i++) {
      n = existingChild(n, path.get(i));
      if (n == null) {
        return Long.MAX_VALUE;
      }
      if (i >= partner.size() || !path.get(i).equals(partner.get(i))) {
        return n.firstUse;
      }
    }
    return Long.MAX_VALUE;
  }

  private static Node existingChild(Node n, Object key) {
    if (n.index != null) {
      return n.index.get(key);
    }
    for (int i = 0; i < n.count; i++) {
      Object k = n.keys[i];
      if (k == key || k.equals(key)) {
        return n.nodes[i];
      }
    }
    return null;
  }

  /** A leaf to rank, with the latest and earliest uses of its path in the derivation. */
  static final class Leaf {
    RankedPath path;
    final long lastUse;
    final long firstUse;
    int tier;
    /** Whether the path lies in what the result's value names (see {@link #byRank}). */
    boolean named;
    /** For a joined path, when its branch was first used ({@link #branchUse}); else unused. */
    long branchUse = Long.MAX_VALUE;
    /** The path's text, made only when two leaves tie on everything else. */
    private String text;

    Leaf(RankedPath path, long lastUse, long firstUse) {
      this.path = path;
      this.lastUse = lastUse;
      this.firstUse = firstUse;
    }

    String text() {
      if (text == null) {
        text = path.toString();
      }
      return text;
    }
  }

  private static boolean collectChild(Object key, Node child, List<Object> prefix, List<Leaf> out, boolean named) {
    prefix.add(key);
    boolean any = collect(child, prefix, out, named);
    prefix.remove(prefix.size() - 1);
    return any;
  }

  /**
   * Emits the leaves below {@code n}; returns whether anything was inserted at or below it. A
   * cause that only has context below it (a tested {@code hostPath} whose {@code path} feeds the
   * message) stays a leaf itself: the longer paths would say the wrong thing. An array element
   * with many of its fields tested is the cause rather than one of them (see {@link
   * #summariseFields}).
   */
  private static boolean collect(Node n, List<Object> prefix, List<Leaf> out, boolean namedAbove) {
    int first = out.size();
    boolean below = false;
    boolean named = namedAbove || n.named;
    for (int i = 0; i < n.count; i++) {
      below |= collectChild(n.keys[i], n.nodes[i], prefix, out, named);
    }
    if (n.inserted && (!below || n.role == Role.CAUSE && noCause(out, first))) {
      Leaf l = leaf(n, prefix);
      l.named = named;
      out.add(l);
    } else if (!prefix.isEmpty() && prefix.get(prefix.size() - 1) instanceof Integer) {
      summariseFields(prefix, out, first, named);
    }
    return below || n.inserted;
  }

  /** How many tested fields make an element the cause: an ingress rule's port range and CIDR. */
  private static final int MANY_FIELDS = 3;

  /**
   * Breadth summarised: when the causes below an array element fan out over {@value
   * #MANY_FIELDS} or more of its fields, the element is the one cause (a security group's ingress
   * rule whose ports and CIDR were all tested), ranked as the latest of them.
   */
  private static void summariseFields(List<Object> element, List<Leaf> out, int first, boolean named) {
    int fields = 0;
    for (int i = first; i < out.size(); i++) {
      RankedPath p = out.get(i).path;
      fields += p.role() == Role.CAUSE && p.path().size() == element.size() + 1 && p.missingFrom() < 0 ? 1 : 0;
    }
    if (fields < MANY_FIELDS) {
      return;
    }
    long last = -1;
    for (int i = out.size() - 1; i >= first; i--) {
      Leaf l = out.get(i);
      if (l.path.role() == Role.CAUSE && l.path.path().size() == element.size() + 1 && l.path.missingFrom() < 0) {
        last = Math.max(last, l.lastUse);
        out.remove(i);
      }
    }
    RankedPath summary = RankedPath.of(element, -1, Role.CAUSE, Reason.SUMMARISED_FIELDS, Integer.toString(fields));
    Leaf l = new Leaf(summary, last, last);
    l.named = named;
    out.add(l);
  }

  private static Leaf leaf(Node n, List<Object> prefix) {
    return new Leaf(
        RankedPath.ofKeys(prefix.toArray(), n.missingFrom, n.role, n.reason, n.detail, n.partner, false), n.lastUse, n.firstUse);
  }

  /** Whether none of the leaves from {@code from} on is a cause other than a selector. */
  private static boolean noCause(List<Leaf> leaves, int from) {
    for (int i = from; i < leaves.size(); i++) {
      RankedPath p = leaves.get(i).path;
      if (p.role() == Role.CAUSE && !Ranking.selector(p)) {
        return false;
      }
    }
    return true;
  }
}
