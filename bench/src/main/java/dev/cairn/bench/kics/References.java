package dev.cairn.bench.kics;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * KICS's parser resolves JSON references inside a document before any query sees it, which the
 * library's README does not say but its OpenAPI queries rely on ({@code RefMetadata}): an object
 * {@code {"$ref": "#/a/b", ...}} becomes the content at {@code /a/b}, its own other keys kept,
 * with {@code RefMetadata: {"$ref": "#/a/b", "alone": <whether $ref was its only key>}} in place
 * of its {@code $ref}; a reference that leads nowhere, or back into itself, brings nothing but gets
 * the same {@code RefMetadata}. Inferred from the queries and their labelled counts, and checked against
 * them: the harness's input, not Cairn's.
 *
 * <p>The nodes the resolution brings in have no source of their own at the place they land: they
 * are located at the reference that brought them ({@link #sites}), where KICS's labels put them.
 */
final class References {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final int MAX_DEPTH = 64;

  /** Where a reference was resolved: the keys the object had in the source. */
  record Site(Set<String> ownKeys) {}

  private final JsonNode root;
  /** Resolved references by their path in the result. */
  private final Map<List<Object>, Site> sites = new HashMap<>();
  private final Deque<String> resolving = new ArrayDeque<>();
  /** Whether the copy in progress met a circular reference. */
  private boolean circular;

  private References(JsonNode root) {
    this.root = root;
  }

  /** The document with its references resolved, and where each was resolved. */
  record Resolved(JsonNode document, Map<List<Object>, Site> sites) {}

  static Resolved resolve(JsonNode document) {
    References r = new References(document);
    JsonNode out = r.copy(document, new ArrayList<>(), new ArrayList<>(), 0);
    return new Resolved(out, Map.copyOf(r.sites));
  }

  /**
   * A copy of {@code n}, which stands at {@code origin} in the source document and lands at {@code
   * path} in the result.
   */
  private JsonNode copy(JsonNode n, List<String> origin, List<Object> path, int depth) {
    if (n.isObject()) {
      JsonNode ref = n.get("$ref");
      if (ref != null && ref.isTextual()) {
        return reference(n, ref.asText(), origin, path, depth);
      }
      ObjectNode out = NODES.objectNode();
      for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        out.set(e.getKey(), child(e.getValue(), e.getKey(), e.getKey(), origin, path, depth));
      }
      return out;
    }
    if (n.isArray()) {
      ArrayNode out = NODES.arrayNode();
      for (int i = 0; i < n.size(); i++) {
        out.add(child(n.get(i), Integer.toString(i), i, origin, path, depth));
      }
      return out;
    }
    return n;
  }

  private JsonNode child(JsonNode n, String originKey, Object key, List<String> origin, List<Object> path, int depth) {
    origin.add(originKey);
    path.add(key);
    try {
      return copy(n, origin, path, depth + 1);
    } finally {
      origin.remove(origin.size() - 1);
      path.remove(path.size() - 1);
    }
  }

  /**
   * A reference resolved, or left as its {@code RefMetadata} alone: when it leads nowhere, when it
   * is circular (its target holds the reference itself), and when what it brings holds a circular
   * reference (resolving it would never end; KICS's labels count no result through one).
   */
  private JsonNode reference(JsonNode n, String ref, List<String> origin, List<Object> path, int depth) {
    List<String> target = ref.startsWith("#") ? pointer(ref.substring(1)) : null;
    ObjectNode out = NODES.objectNode();
    Set<String> own = new LinkedHashSet<>();
    n.fieldNames().forEachRemaining(own::add);
    own.remove("$ref");
    boolean resolved = false;
    if (target != null && (isPrefix(target, origin) || resolving.contains(ref) || depth > MAX_DEPTH)) {
      circular = true;
    } else if (target != null && at(target).isObject()) {
      boolean outer = circular;
      circular = false;
      resolving.push(ref);
      JsonNode content;
      try {
        content = copy(at(target), new ArrayList<>(target), path, depth + 1);
      } finally {
        resolving.pop();
      }
      resolved = !circular;
      circular |= outer;
      if (resolved) {
        out.setAll((ObjectNode) content);
      }
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      if (!e.getKey().equals("$ref")) {
        out.set(e.getKey(), child(e.getValue(), e.getKey(), e.getKey(), origin, path, depth));
      }
    }
    ObjectNode meta = out.putObject("RefMetadata");
    meta.put("$ref", ref);
    meta.put("alone", n.size() == 1);
    sites.put(List.copyOf(path), new Site(Set.copyOf(own)));
    return out;
  }

  private static boolean isPrefix(List<String> prefix, List<String> of) {
    return prefix.size() <= of.size() && of.subList(0, prefix.size()).equals(prefix);
  }

  private JsonNode at(List<String> pointer) {
    JsonNode n = root;
    for (String k : pointer) {
      n = n.isArray() ? n.get(Integer.parseInt(k)) : n.get(k);
    }
    return n;
  }

  /**
   * The keys of a JSON pointer ({@code /components/schemas/A}, with {@code ~1} and {@code ~0}) when
   * it leads to a node of the document, else null.
   */
  private List<String> pointer(String p) {
    if (!p.isEmpty() && !p.startsWith("/")) {
      return null;
    }
    List<String> keys = new ArrayList<>();
    JsonNode at = root;
    for (String raw : p.isEmpty() ? new String[0] : p.substring(1).split("/", -1)) {
      String key = raw.replace("~1", "/").replace("~0", "~");
      if (at.isObject()) {
        at = at.get(key);
      } else if (at.isArray() && !key.isEmpty() && key.chars().allMatch(Character::isDigit)) {
        at = at.get(Integer.parseInt(key));
      } else {
        return null;
      }
      if (at == null) {
        return null;
      }
      keys.add(key);
    }
    return keys;
  }

  /**
   * Where a path of the resolved document lies in the source: paths that go through a resolved
   * reference into what it brought are placed at the reference ({@code .../$ref}).
   */
  static List<Object> inSource(List<Object> path, Map<List<Object>, Site> sites) {
    if (sites.isEmpty()) {
      return path;
    }
    for (int i = 0; i < path.size(); i++) {
      Site s = sites.get(path.subList(0, i));
      if (s != null && !(path.get(i) instanceof String k && s.ownKeys().contains(k))) {
        List<Object> out = new ArrayList<>(path.subList(0, i));
        out.add("$ref");
        return out;
      }
    }
    return path;
  }
}
