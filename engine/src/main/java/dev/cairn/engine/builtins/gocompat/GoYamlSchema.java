package dev.cairn.engine.builtins.gocompat;

import java.math.BigInteger;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.snakeyaml.engine.v2.api.ConstructNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.resolver.ScalarResolver;
import org.snakeyaml.engine.v2.schema.Schema;

/**
 * Plain scalars read as Go's yaml.v2 reads them (YAML 1.1, which OPA's yaml.unmarshal uses):
 * yes/no/on/off are booleans, "0777" is octal, "0x1F" hex, underscores are allowed in numbers,
 * and numbers too large for 64 bits become floats.
 */
final class GoYamlSchema implements Schema {
  private static final Set<String> TRUE =
      Set.of("y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON");
  private static final Set<String> FALSE =
      Set.of("n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF");
  private static final Set<String> NULL = Set.of("", "~", "null", "Null", "NULL");
  /** What a plain scalar that is none of the typed forms reads as. */
  private static final Object STRING = new Object();
  private static final Pattern FLOAT =
      Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");

  @Override
  public ScalarResolver getScalarResolver() {
    return (value, implicit) -> {
      if (!implicit) {
        return Tag.STR;
      }
      Object v = plain(value);
      if (v == null) {
        return Tag.NULL;
      }
      if (v instanceof Boolean) {
        return Tag.BOOL;
      }
      if (v instanceof Long || v instanceof BigInteger) {
        return Tag.INT;
      }
      return v instanceof Double ? Tag.FLOAT : Tag.STR;
    };
  }

  @Override
  public Map<Tag, ConstructNode> getSchemaTagConstructors() {
    ConstructNode typed = node -> {
      String text = ((ScalarNode) node).getValue();
      Object v = plain(text);
      return v == STRING ? text : v;
    };
    ConstructNode nothing = (Node node) -> null;
    return Map.of(Tag.BOOL, typed, Tag.INT, typed, Tag.FLOAT, typed, Tag.NULL, nothing);
  }

  /** True when the text, written plain, would not read back as a string. */
  static boolean typed(String s) {
    return plain(s) != STRING;
  }

  /** The value of a plain scalar: null, Boolean, Long, BigInteger, Double, or STRING. */
  static Object plain(String s) {
    if (NULL.contains(s)) {
      return null;
    }
    if (TRUE.contains(s)) {
      return Boolean.TRUE;
    }
    if (FALSE.contains(s)) {
      return Boolean.FALSE;
    }
    switch (s) {
      case ".nan", ".NaN", ".NAN":
        return Double.NaN;
      case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF":
        return Double.POSITIVE_INFINITY;
      case "-.inf", "-.Inf", "-.INF":
        return Double.NEGATIVE_INFINITY;
      default:
        break;
    }
    char c = s.charAt(0);
    if (!(c == '-' || c == '+' || c == '.' || (c >= '0' && c <= '9'))) {
      return STRING;
    }
    String plain = s.replace("_", "");
    BigInteger i = integer(plain);
    if (i != null) {
      return i.bitLength() < 64 ? (Object) i.longValue() : i;
    }
    if (FLOAT.matcher(plain).matches()) {
      return Double.parseDouble(plain);
    }
    return STRING;
  }

  /** Go's strconv.ParseInt/ParseUint with base 0: 0x, 0o, 0b prefixes and leading-0 octal. */
  private static BigInteger integer(String s) {
    boolean neg = s.startsWith("-");
    String body = s.startsWith("-") || s.startsWith("+") ? s.substring(1) : s;
    int radix = 10;
    if (body.length() > 1 && body.charAt(0) == '0') {
      char p = Character.toLowerCase(body.charAt(1));
      if (p == 'x' || p == 'o' || p == 'b') {
        radix = p == 'x' ? 16 : p == 'o' ? 8 : 2;
        body = body.substring(2);
      } else {
        radix = 8;
        body = body.substring(1);
      }
    }
    if (body.isEmpty()) {
      return null;
    }
    for (int k = 0; k < body.length(); k++) {
      if (Character.digit(body.charAt(k), radix) < 0) {
        return null;
      }
    }
    BigInteger v = new BigInteger(body, radix);
    v = neg ? v.negate() : v;
    // Beyond uint64 (or below int64) Go falls back to a float.
    if (v.bitLength() > 64 || (v.signum() < 0 && v.bitLength() > 63)) {
      return null;
    }
    return v;
  }
}
