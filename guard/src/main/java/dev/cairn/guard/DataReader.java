package dev.cairn.guard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.locator.Limits;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Reads data files into Guard values the way cfn-guard 3.1.1 types them, which differs from YAML's
 * core schema: only {@code true}/{@code false} are booleans ({@code True} is a string), an empty
 * plain scalar is the empty string, {@code 0x10} is a string, and CloudFormation short tags wrap
 * their value without splitting it ({@code !GetAtt A.B} is {@code {"Fn::GetAtt": "A.B"}}).
 * Regions come from the locator; this only decides the values rules see.
 */
final class DataReader {

  private static final ObjectMapper JSON = new ObjectMapper();
  /** The locator's file size limit, instead of SnakeYAML's own 3 MiB, so big templates read alike. */
  static final int MAX_CODE_POINTS = (int) Math.min(Integer.MAX_VALUE, Limits.DEFAULT.maxFileChars() + 1);

  private final String name;
  /** Nodes already made into values: one met again is an alias, and its value is copied. */
  private final java.util.Set<Node> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
  /** Values copied for aliases so far: a few lines of aliases can stand for billions of values. */
  private long copied;
  /** How many aliases the value being made is inside. */
  private int copying;
  private int depth;

  private DataReader(String name) {
    this.name = name;
  }

  /** Every document of the file. @throws DataException naming where the syntax error is */
  static List<GuardValue> read(String name, String text) {
    if (name.toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
      try {
        return List.of(fromJson(JSON.readTree(text), GuardValuePath.ROOT));
      } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
        // cfn-guard 3.1.1 reads a .json file that is not JSON as YAML; the JSON error stands if
        // it is neither.
        try {
          return yaml(name, text);
        } catch (DataException notYaml) {
          var loc = e.getLocation();
          throw new DataException(name, loc == null ? 1 : loc.getLineNr(), loc == null ? 1 : loc.getColumnNr(),
              e.getOriginalMessage());
        }
      }
    }
    return yaml(name, text);
  }

  private static List<GuardValue> yaml(String name, String text) {
    List<GuardValue> docs = new ArrayList<>();
    try {
      Compose compose = new Compose(LoadSettings.builder().setAllowDuplicateKeys(true)
          .setCodePointLimit(MAX_CODE_POINTS).build());
      DataReader reader = new DataReader(name);
      for (Node node : compose.composeAllFromString(text)) {
        docs.add(reader.fromYaml(node, GuardValuePath.ROOT));
      }
    } catch (MarkedYamlEngineException e) {
      var mark = e.getProblemMark().orElse(null);
      throw new DataException(name, mark == null ? 1 : mark.getLine() + 1, mark == null ? 1 : mark.getColumn() + 1,
          e.getProblem());
    } catch (YamlEngineException e) {
      throw new DataException(name, 1, 1, e.getMessage());
    } catch (StackOverflowError e) {
      // SnakeYAML's composer recurses once per nesting level and has no depth limit of its own
      throw new DataException(name, 1, 1, "nesting is too deep to read (the limit is "
          + Limits.DEFAULT.maxDepth() + " levels)");
    }
    return docs;
  }

  /** A YAML node already composed (a unit test's {@code input}), typed as a data file's would be. */
  static GuardValue fromYaml(String file, Node node) {
    return new DataReader(file).fromYaml(node, GuardValuePath.ROOT);
  }

  private static GuardValue fromJson(JsonNode n, GuardValuePath path) {
    if (n == null || n.isNull() || n.isMissingNode()) {
      return new GuardValue.Null(path);
    }
    if (n.isObject()) {
      Map<String, GuardValue> entries = new LinkedHashMap<>();
      for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        entries.put(e.getKey(), fromJson(e.getValue(), path.key(e.getKey())));
      }
      return new GuardValue.Struct(path, entries);
    }
    if (n.isArray()) {
      List<GuardValue> items = new ArrayList<>(n.size());
      for (int i = 0; i < n.size(); i++) {
        items.add(fromJson(n.get(i), path.index(i)));
      }
      return new GuardValue.Lst(path, items);
    }
    if (n.isBoolean()) {
      return new GuardValue.Bool(path, n.booleanValue());
    }
    if (n.isIntegralNumber() && n.canConvertToLong()) {
      return new GuardValue.Int(path, n.longValue());
    }
    if (n.isNumber()) {
      return new GuardValue.Flt(path, n.doubleValue());
    }
    return new GuardValue.Str(path, n.asText());
  }

  /**
   * A node's value, within the locator's default limits: values copied for aliases ({@link
   * Limits#maxAliasExpansion}) and nesting, aliases expanded ({@link Limits#maxDepth}).
   */
  private GuardValue fromYaml(Node node, GuardValuePath path) {
    boolean alias = !seen.add(node);
    if (alias) {
      copying++;
    }
    if (copying > 0 && ++copied > Limits.DEFAULT.maxAliasExpansion()) {
      throw error(node, "aliases expand to more than " + Limits.DEFAULT.maxAliasExpansion() + " values");
    }
    if (++depth > Limits.DEFAULT.maxDepth()) {
      throw error(node, "nesting is deeper than the limit of " + Limits.DEFAULT.maxDepth());
    }
    try {
      return typed(node, path);
    } finally {
      depth--;
      if (alias) {
        copying--;
      }
    }
  }

  private DataException error(Node node, String reason) {
    var mark = node.getStartMark().orElse(null);
    return new DataException(name, mark == null ? 1 : mark.getLine() + 1, mark == null ? 1 : mark.getColumn() + 1, reason);
  }

  private GuardValue typed(Node node, GuardValuePath path) {
    String tag = node.getTag().getValue();
    if (tag.startsWith("!") && !tag.startsWith("!!") && tag.length() > 1) {
      String name = tag.substring(1);
      String key = name.equals("Ref") || name.equals("Condition") ? name : "Fn::" + name;
      return new GuardValue.Struct(path, Map.of(key, untagged(node, path.key(key))));
    }
    return untagged(node, path);
  }

  private GuardValue untagged(Node node, GuardValuePath path) {
    if (node instanceof MappingNode m) {
      Map<String, GuardValue> entries = new LinkedHashMap<>();
      for (NodeTuple tuple : m.getValue()) {
        String key = keyText(tuple.getKeyNode());
        entries.put(key, fromYaml(tuple.getValueNode(), path.key(key)));
      }
      return new GuardValue.Struct(path, entries);
    }
    if (node instanceof SequenceNode s) {
      List<GuardValue> items = new ArrayList<>(s.getValue().size());
      int i = 0;
      for (Node item : s.getValue()) {
        items.add(fromYaml(item, path.index(i++)));
      }
      return new GuardValue.Lst(path, items);
    }
    ScalarNode scalar = (ScalarNode) node;
    if (scalar.getScalarStyle() != ScalarStyle.PLAIN) {
      return new GuardValue.Str(path, scalar.getValue());
    }
    return plain(scalar.getValue(), path);
  }

  private static String keyText(Node key) {
    return key instanceof ScalarNode s ? s.getValue() : String.valueOf(key);
  }

  /** cfn-guard's typing of a plain scalar. */
  static GuardValue plain(String s, GuardValuePath path) {
    switch (s) {
      case "~", "null", "Null", "NULL":
        return new GuardValue.Null(path);
      case "true":
        return new GuardValue.Bool(path, true);
      case "false":
        return new GuardValue.Bool(path, false);
      default:
        break;
    }
    if (s.isEmpty()) {
      return new GuardValue.Str(path, s);
    }
    char c = s.charAt(0);
    if (!(Character.isDigit(c) || c == '-' || c == '+' || c == '.')) {
      return new GuardValue.Str(path, s);
    }
    if (isInteger(s)) {
      try {
        return new GuardValue.Int(path, Long.parseLong(s.charAt(0) == '+' ? s.substring(1) : s));
      } catch (NumberFormatException e) {
        return new GuardValue.Flt(path, Double.parseDouble(s));
      }
    }
    if (isFloat(s)) {
      return new GuardValue.Flt(path, Double.parseDouble(s));
    }
    return new GuardValue.Str(path, s);
  }

  private static boolean isInteger(String s) {
    int i = s.charAt(0) == '-' || s.charAt(0) == '+' ? 1 : 0;
    if (i == s.length()) {
      return false;
    }
    for (; i < s.length(); i++) {
      if (!Character.isDigit(s.charAt(i)) || s.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  /** Rust's {@code f64::from_str} without inf/NaN: [sign] digits [. digits] [e [sign] digits]. */
  private static boolean isFloat(String s) {
    int i = s.charAt(0) == '-' || s.charAt(0) == '+' ? 1 : 0;
    int digits = 0;
    while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
      i++;
      digits++;
    }
    if (i < s.length() && s.charAt(i) == '.') {
      i++;
      while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
        i++;
        digits++;
      }
    }
    if (digits == 0) {
      return false;
    }
    if (i < s.length() && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
      i++;
      if (i < s.length() && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
        i++;
      }
      int exp = 0;
      while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
        i++;
        exp++;
      }
      if (exp == 0) {
        return false;
      }
    }
    return i == s.length();
  }
}
