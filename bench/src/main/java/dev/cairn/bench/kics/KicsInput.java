package dev.cairn.bench.kics;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.PathLocation;
import dev.cairn.locator.SourceFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The input KICS gives a query: {@code {"document": [...]}} with one element per document of
 * every sample file (empty YAML documents dropped), each with its {@code id} and {@code file}
 * added, and YAML floats passed as strings, as KICS's YAML parser does. Paths under {@code
 * document/i} resolve to the i-th document's file and source.
 */
final class KicsInput {
  /** One document of the input with the file it came from. */
  record Source(String file, String id, Document document, Map<List<Object>, References.Site> references) {}

  /** Where a path lies: its document and its region there; null document when outside all. */
  record Place(Source source, List<Object> inDocument, PathLocation location) {}

  private final List<Source> sources;
  private final JsonNode value;

  private KicsInput(List<Source> sources, JsonNode value) {
    this.sources = List.copyOf(sources);
    this.value = value;
  }

  /** Reads the files, each named by its file name, as KICS's expected results name them. */
  static KicsInput of(DocumentLoader loader, List<Path> files) {
    List<Source> sources = new ArrayList<>();
    ArrayNode documents = JsonNodeFactory.instance.arrayNode();
    for (Path f : files) {
      SourceFile loaded = loader.load(f);
      String name = f.getFileName().toString();
      boolean yaml = !name.toLowerCase(Locale.ROOT).endsWith(".json");
      for (Document d : loaded.documents()) {
        if (d.value() == null || d.value().isNull() || d.value().isMissingNode()) {
          continue;
        }
        String id = name + "#" + d.index();
        References.Resolved resolved = References.resolve(yaml ? floatsAsStrings(d.value()) : d.value());
        JsonNode doc = resolved.document();
        if (doc instanceof ObjectNode o) {
          o.put("id", id);
          o.put("file", name);
        }
        documents.add(doc);
        sources.add(new Source(name, id, d, resolved.sites()));
      }
    }
    ObjectNode input = JsonNodeFactory.instance.objectNode();
    input.set("document", documents);
    return new KicsInput(sources, input);
  }

  JsonNode value() {
    return value;
  }

  List<Source> sources() {
    return sources;
  }

  /** The document whose id a result names, or null. */
  Source byId(String id) {
    for (Source s : sources) {
      if (s.id().equals(id)) {
        return s;
      }
    }
    return null;
  }

  /** Where an input path ({@code document/i/...}) lies. */
  Place resolve(List<Object> path) {
    if (path.size() < 2 || !"document".equals(path.get(0)) || !(path.get(1) instanceof Integer i) || i >= sources.size()) {
      return new Place(null, path, null);
    }
    Source s = sources.get(i);
    List<Object> in = References.inSource(path.subList(2, path.size()), s.references());
    return new Place(s, in, s.document().sourceIndex().reportAt(in));
  }

  /**
   * The paths of a document whose regions start on {@code line}, shallowest first: what a label
   * on that line points at, for explanations.
   */
  static List<List<Object>> pathsOnLine(Source source, int line) {
    List<List<Object>> out = new ArrayList<>();
    collect(source.document(), source.document().value(), new ArrayList<>(), line, out);
    return out;
  }

  private static void collect(Document d, JsonNode n, List<Object> path, int line, List<List<Object>> out) {
    if (!path.isEmpty() && d.sourceIndex().locate(path).region().startLine() == line) {
      out.add(List.copyOf(path));
    }
    if (n.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        path.add(e.getKey());
        collect(d, e.getValue(), path, line, out);
        path.remove(path.size() - 1);
      }
    } else if (n.isArray()) {
      for (int i = 0; i < n.size(); i++) {
        path.add(i);
        collect(d, n.get(i), path, line, out);
        path.remove(path.size() - 1);
      }
    }
  }

  /** A copy of a YAML document with its floats as the strings they were written as. */
  private static JsonNode floatsAsStrings(JsonNode n) {
    if (n.isFloatingPointNumber()) {
      return JsonNodeFactory.instance.textNode(n.decimalValue().toString());
    }
    if (n.isObject()) {
      ObjectNode out = JsonNodeFactory.instance.objectNode();
      for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        out.set(e.getKey(), floatsAsStrings(e.getValue()));
      }
      return out;
    }
    if (n.isArray()) {
      ArrayNode out = JsonNodeFactory.instance.arrayNode();
      for (JsonNode x : n) {
        out.add(floatsAsStrings(x));
      }
      return out;
    }
    return n;
  }
}
