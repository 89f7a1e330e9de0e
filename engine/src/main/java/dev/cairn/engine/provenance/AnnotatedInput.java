package dev.cairn.engine.provenance;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An input document whose every node knows its path. The evaluator passes input nodes around as
 * the very same objects, so a tracer recognises them by identity; values the policy computes are
 * new objects and have no path. Building the annotation costs one walk of the document and is
 * only done when tracing.
 */
public final class AnnotatedInput {
  private final Value root;
  private final IdentityHashMap<Value, ValuePath> paths;

  private AnnotatedInput(Value root, IdentityHashMap<Value, ValuePath> paths) {
    this.root = root;
    this.paths = paths;
  }

  /** Converts a Jackson tree (for example a located document's value) into annotated input. */
  public static AnnotatedInput fromJson(JsonNode node) {
    // Growing an identity map rehashes every node: collect first, then build it at its size.
    ArrayList<Value> nodes = new ArrayList<>();
    ArrayList<ValuePath> at = new ArrayList<>();
    Value root = convert(node, ValuePath.ROOT, nodes, at);
    IdentityHashMap<Value, ValuePath> paths = new IdentityHashMap<>(nodes.size());
    for (int i = 0; i < nodes.size(); i++) {
      paths.put(nodes.get(i), at.get(i));
    }
    return new AnnotatedInput(root, paths);
  }

  /**
   * {@link Json#fromJson} that notes each node with its path as it creates the node: one walk
   * instead of converting and then annotating. Every node is a new object, so paths are
   * unambiguous.
   */
  private static Value convert(JsonNode node, ValuePath path, List<Value> nodes, List<ValuePath> at) {
    Value v;
    if (node != null && node.isArray()) {
      Value[] items = new Value[node.size()];
      for (int i = 0; i < items.length; i++) {
        items[i] = convert(node.get(i), path.child(i), nodes, at);
      }
      v = ArrayValue.wrap(items);
    } else if (node != null && node.isObject()) {
      LinkedHashMap<Value, Value> m = new LinkedHashMap<>();
      Iterator<Map.Entry<String, JsonNode>> it = node.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        m.put(new StringValue(e.getKey()), convert(e.getValue(), path.child(e.getKey()), nodes, at));
      }
      v = ObjectValue.wrap(m);
    } else {
      v = Json.fromJson(node); // a scalar
    }
    nodes.add(v);
    at.add(path);
    return v;
  }

  /**
   * Annotates a value tree. Nodes shared between places (the same object twice) would have
   * ambiguous paths, so the tree is first copied into fresh objects whenever any node repeats.
   */
  public static AnnotatedInput of(Value value) {
    IdentityHashMap<Value, ValuePath> paths = new IdentityHashMap<>();
    if (annotate(value, paths)) {
      return new AnnotatedInput(value, paths);
    }
    return annotateFresh(Json.fromJson(Json.toJson(value)));
  }

  private static AnnotatedInput annotateFresh(Value value) {
    IdentityHashMap<Value, ValuePath> paths = new IdentityHashMap<>(count(value));
    annotate(value, paths);
    return new AnnotatedInput(value, paths);
  }

  /** How many nodes a tree has, so that the path map is sized once rather than grown. */
  private static int count(Value root) {
    int n = 0;
    ArrayDeque<Value> todo = new ArrayDeque<>();
    todo.push(root);
    while (!todo.isEmpty()) {
      Value v = todo.pop();
      n++;
      if (v instanceof ObjectValue o) {
        for (Value child : o.entries().values()) {
          todo.push(child);
        }
      } else if (v instanceof ArrayValue a) {
        for (int i = 0; i < a.size(); i++) {
          todo.push(a.get(i));
        }
      }
    }
    return n;
  }

  /** Walks the tree iteratively; returns false when some node object occurs twice. */
  private static boolean annotate(Value root, IdentityHashMap<Value, ValuePath> paths) {
    boolean distinct = true;
    ArrayDeque<Value> nodes = new ArrayDeque<>();
    ArrayDeque<ValuePath> at = new ArrayDeque<>();
    nodes.push(root);
    at.push(ValuePath.ROOT);
    while (!nodes.isEmpty()) {
      Value v = nodes.pop();
      ValuePath p = at.pop();
      if (paths.put(v, p) != null) {
        distinct = false;
      }
      if (v instanceof ObjectValue o) {
        for (Map.Entry<Value, Value> e : o.entries().entrySet()) {
          String key = e.getKey() instanceof StringValue s ? s.value() : Json.write(e.getKey());
          nodes.push(e.getValue());
          at.push(p.child(key));
        }
      } else if (v instanceof ArrayValue a) {
        for (int i = 0; i < a.size(); i++) {
          nodes.push(a.get(i));
          at.push(p.child(i));
        }
      }
    }
    return distinct;
  }

  /** The document, to pass as the evaluation's input. */
  public Value value() {
    return root;
  }

  /** The path of an input node, or null when {@code v} is not a node of this input. */
  public ValuePath pathOf(Value v) {
    return paths.get(v);
  }

  /** How many nodes carry a path. */
  public int size() {
    return paths.size();
  }
}
