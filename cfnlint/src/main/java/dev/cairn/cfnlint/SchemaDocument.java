package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One parsed schema file: its name (for messages) and its root, against which {@code $ref}s resolve
 * (each pointer parsed once: a resource's schema is walked for every resource of its type).
 */
final class SchemaDocument {
  private final String path;
  private final String file;
  private final JsonNode root;
  private final ConcurrentHashMap<String, JsonNode> refs = new ConcurrentHashMap<>();
  /** Compiled subschemas by identity: a schema node is compiled once, the first time it is used. */
  private final Map<JsonNode, SchemaNode> compiled = Collections.synchronizedMap(new IdentityHashMap<>());

  /**
   * @param path where the schema set keeps it ({@code other/iam/policy.json}); a {@code $ref} to
   *     {@code policy#/...} names the file {@code policy.json} beside it
   * @param file its name in messages
   */
  SchemaDocument(String path, String file, JsonNode root) {
    this.path = path;
    this.file = file;
    this.root = root;
  }

  String path() {
    return path;
  }

  /** The store path of the document a {@code $ref} prefix ({@code policy} of {@code policy#/...}) names. */
  String sibling(String id) {
    return path.substring(0, path.lastIndexOf('/') + 1) + id + ".json";
  }

  String file() {
    return file;
  }

  JsonNode root() {
    return root;
  }

  /** {@code schema} (a node of this document) compiled, once. */
  SchemaNode node(JsonNode schema) {
    SchemaNode n = compiled.get(schema);
    if (n == null) {
      n = new SchemaNode(this, schema);
      compiled.put(schema, n);
    }
    return n;
  }

  /** The node a local {@code $ref} ({@code #/definitions/Tag}) points at, or null. */
  JsonNode resolve(String ref) {
    JsonNode at = refs.computeIfAbsent(ref, this::find);
    return at.isMissingNode() ? null : at;
  }

  private JsonNode find(String ref) {
    return pointer(root, ref);
  }

  /** The node a {@code $ref}'s pointer ({@code #/definitions/Tag}) names in a schema file's root; missing if none. */
  static JsonNode pointer(JsonNode root, String ref) {
    if (ref.equals("#") || ref.equals("#/")) {
      return root; // "#/" is the root for cfn-lint's resolver (the Transform and state machine schemas use it)
    }
    return ref.startsWith("#/") ? root.at(ref.substring(1)) : MissingNode.getInstance();
  }
}
