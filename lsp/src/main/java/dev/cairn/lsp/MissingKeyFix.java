package dev.cairn.lsp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.locator.InputFormat;
import dev.cairn.report.Finding;
import dev.cairn.report.FindingLocation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.common.FlowStyle;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;

/**
 * The quick fix for a finding that names missing keys ({@code missing: BucketEncryption}) when its
 * rule's METADATA gives the value to put there:
 *
 * <pre>{@code
 * # METADATA
 * # custom:
 * #   id: CAIRN_S3_003
 * #   fix:
 * #     value: Enabled      # the value of the last missing key; the keys above it become mappings
 * }</pre>
 *
 * <p>In YAML, the keys are inserted as the first entries of the block mapping that exists (the
 * longest existing prefix of the path), at its indentation, the value dumped in block style. The
 * edit is offered only when the edited text reads as the document with the path added and nothing
 * else changed; a flow mapping ({@code {}}), an empty value or a path through a list index gets none.
 * In JSON, the keys go in as the object's first member ({@link #json}).
 */
final class MissingKeyFix {
  private static final ObjectMapper JSON = new ObjectMapper();

  private MissingKeyFix() {}

  /** The fix value the finding's rule names ({@code custom.fix.value}), or null. */
  static JsonNode value(Finding f) {
    return f.metadata() == null ? null : f.metadata().path("custom").path("fix").get("value");
  }

  /** The edit, or empty when the finding misses nothing, names no fix value, or no safe edit exists. */
  static Optional<TextEdit> of(Evaluation e, Finding f, TextLines lines) {
    FindingLocation l = f.location();
    JsonNode value = value(f);
    if ((e.format() != InputFormat.YAML && e.format() != InputFormat.JSON) || l == null || l.missing().isEmpty()
        || value == null || !l.missing().stream().allMatch(String.class::isInstance)) {
      return Optional.empty();
    }
    List<Object> found = l.path().subList(0, l.path().size() - l.missing().size());
    if (e.format() == InputFormat.JSON) {
      return json(e, f, lines, found, value);
    }
    try {
      Node target = node(e.text(), f.document(), found);
      if (!(target instanceof MappingNode m) || m.getFlowStyle() != FlowStyle.BLOCK || m.getValue().isEmpty()) {
        return Optional.empty();
      }
      Mark first = m.getValue().get(0).getKeyNode().getStartMark().orElse(null);
      if (first == null) {
        return Optional.empty();
      }
      String indent = " ".repeat(first.getColumn());
      String lineBreak = lines.lineBreak();
      String dumped = new Dump(DumpSettings.builder().setDefaultFlowStyle(FlowStyle.BLOCK).build())
          .dumpToString(nested(l.missing(), JSON.convertValue(value, Object.class)));
      StringBuilder text = new StringBuilder();
      for (String line : dumped.split("\n")) {
        text.append(text.length() == 0 ? "" : indent).append(line).append(lineBreak);
      }
      text.append(indent);
      Position at = new Position(first.getLine(), first.getColumn());
      TextEdit edit = new TextEdit(new Range(at, at), text.toString());
      return addsOnly(e, f, found, value, lines.insert(at, edit.getNewText())) ? Optional.of(edit) : Optional.empty();
    } catch (RuntimeException notYaml) {
      return Optional.empty();
    }
  }

  /**
   * In JSON, the keys go in as the first member of the object that exists, on a line of their own
   * at its first member's column when its members are on lines of their own, else before it on
   * the same line. (JSON is YAML's flow style, so the YAML composer finds the object.)
   */
  private static Optional<TextEdit> json(Evaluation e, Finding f, TextLines lines, List<Object> found, JsonNode value) {
    try {
      Node target = node(e.text(), f.document(), found);
      if (!(target instanceof MappingNode m) || m.getValue().isEmpty()) {
        return Optional.empty();
      }
      Mark open = m.getStartMark().orElse(null);
      Mark first = m.getValue().get(0).getKeyNode().getStartMark().orElse(null);
      if (open == null || first == null) {
        return Optional.empty();
      }
      String member = JSON.writeValueAsString(nested(f.location().missing(), JSON.convertValue(value, Object.class)));
      member = member.substring(1, member.length() - 1); // "a":{"b":value}, without the braces
      String text = first.getLine() > open.getLine()
          ? member + "," + lines.lineBreak() + " ".repeat(first.getColumn())
          : member + ", ";
      Position at = new Position(first.getLine(), first.getColumn());
      TextEdit edit = new TextEdit(new Range(at, at), text);
      return addsOnly(e, f, found, value, lines.insert(at, text)) ? Optional.of(edit) : Optional.empty();
    } catch (com.fasterxml.jackson.core.JsonProcessingException | RuntimeException notJson) {
      return Optional.empty();
    }
  }

  /** {@code {a: {b: value}}} for the missing keys a, b. */
  private static Map<String, Object> nested(List<Object> keys, Object value) {
    Object v = value;
    for (int i = keys.size() - 1; i > 0; i--) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put((String) keys.get(i), v);
      v = m;
    }
    Map<String, Object> top = new LinkedHashMap<>();
    top.put((String) keys.get(0), v);
    return top;
  }

  /** The composed node at the path in the YAML document of that index, or null. */
  private static Node node(String text, int document, List<Object> path) {
    int i = 0;
    for (Node root : new Compose(LoadSettings.builder().build()).composeAllFromString(text)) {
      if (i++ == document) {
        Node n = root;
        for (Object key : path) {
          n = child(n, key);
          if (n == null) {
            return null;
          }
        }
        return n;
      }
    }
    return null;
  }

  private static Node child(Node n, Object key) {
    if (n instanceof MappingNode m && key instanceof String k) {
      for (NodeTuple t : m.getValue()) {
        if (t.getKeyNode() instanceof ScalarNode s && s.getValue().equals(k)) {
          return t.getValueNode();
        }
      }
    } else if (n instanceof SequenceNode s && key instanceof Number index && index.intValue() < s.getValue().size()) {
      return s.getValue().get(index.intValue());
    }
    return null;
  }

  /**
   * Whether the edited text reads as the document with the missing path holding the value, and
   * with that path taken out again, exactly as before.
   */
  private static boolean addsOnly(Evaluation e, Finding f, List<Object> found, JsonNode value, String edited) {
    try {
      JsonNode before = e.parse().documents().get(f.document()).value();
      JsonNode after = e.parse(edited).documents().get(f.document()).value().deepCopy();
      JsonNode added = at(after, f.location().path());
      if (added == null || !sameValue(added, value)) {
        return false;
      }
      JsonNode parent = at(after, found);
      if (!(parent instanceof ObjectNode o)) {
        return false;
      }
      o.remove((String) f.location().missing().get(0));
      return after.equals(before);
    } catch (RuntimeException notReadable) {
      return false;
    }
  }

  private static JsonNode at(JsonNode n, List<Object> path) {
    for (Object key : path) {
      n = key instanceof Number i ? n.get(i.intValue()) : n.get(String.valueOf(key));
      if (n == null) {
        return null;
      }
    }
    return n;
  }

  /** Equal values, numbers compared by value (YAML's 1 and JSON's 1 may be of other node types). */
  private static boolean sameValue(JsonNode a, JsonNode b) {
    return a.equals((x, y) -> x.isNumber() && y.isNumber()
        ? x.decimalValue().compareTo(y.decimalValue())
        : x.equals(y) ? 0 : 1, b);
  }
}
