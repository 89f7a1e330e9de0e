package dev.cairn.engine.builtins.gocompat;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.common.FlowStyle;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

/**
 * YAML text to and from values, as OPA's yaml builtins (which go through JSON): block style,
 * sorted keys, sets as sorted sequences, non-string keys as their text.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class YamlValues {
  private YamlValues() {}

  public static String marshal(Value v) throws BuiltinException {
    DumpSettings settings =
        DumpSettings.builder().setDefaultFlowStyle(FlowStyle.BLOCK).setIndent(2).build();
    try {
      return new Dump(settings, new GoYamlRepresenter(settings)).dumpToString(toPlain(v));
    } catch (StackOverflowError e) {
      throw tooDeep();
    }
  }

  /** Go's yaml.v2 refuses documents nested past 10000 levels; we fail cleanly where we run out. */
  private static BuiltinException tooDeep() {
    return BuiltinException.error("yaml: exceeded max depth");
  }

  /** Parses one YAML document; errors read as Go's "yaml: line N: problem". */
  public static Value unmarshal(String text) throws BuiltinException {
    try {
      return fromPlain(load(text));
    } catch (MarkedYamlEngineException e) {
      int line = e.getProblemMark().map(m -> m.getLine() + 1).orElse(1);
      throw BuiltinException.error("yaml: line " + line + ": " + e.getProblem());
    } catch (YamlEngineException | IllegalArgumentException | ArithmeticException e) {
      throw BuiltinException.error("yaml: " + e.getMessage());
    } catch (StackOverflowError e) {
      throw tooDeep();
    }
  }

  public static boolean valid(String text) {
    try {
      load(text);
      return true;
    } catch (YamlEngineException | IllegalArgumentException | StackOverflowError e) {
      return false;
    }
  }

  private static Object load(String text) {
    LoadSettings settings =
        LoadSettings.builder().setAllowDuplicateKeys(true).setSchema(new GoYamlSchema()).build();
    return new Load(settings).loadFromString(text);
  }

  private static Object toPlain(Value v) {
    if (v instanceof NullValue) {
      return null;
    }
    if (v instanceof BooleanValue b) {
      return b.value();
    }
    if (v instanceof NumberValue n) {
      return n.isLong() ? (Object) n.longValue() : n.isInteger() ? n.toBigInteger() : n.toDouble();
    }
    if (v instanceof StringValue s) {
      return s.value();
    }
    if (v instanceof ArrayValue a) {
      List<Object> out = new ArrayList<>(a.size());
      for (Value e : a.items()) {
        out.add(toPlain(e));
      }
      return out;
    }
    if (v instanceof SetValue s) {
      List<Object> out = new ArrayList<>(s.size());
      for (Value e : s.sorted()) {
        out.add(toPlain(e));
      }
      return out;
    }
    ObjectValue o = (ObjectValue) v;
    Map<String, Object> out = new LinkedHashMap<>();
    for (Value k : o.sortedKeys()) {
      out.put(k instanceof StringValue s ? s.value() : Json.write(k), toPlain(o.get(k)));
    }
    return out;
  }

  private static Value fromPlain(Object o) {
    if (o == null) {
      return new NullValue();
    }
    if (o instanceof Boolean b) {
      return new BooleanValue(b);
    }
    if (o instanceof Integer || o instanceof Long) {
      return NumberValue.of(((Number) o).longValue());
    }
    if (o instanceof BigInteger b) {
      return NumberValue.of(b);
    }
    if (o instanceof BigDecimal d) {
      return NumberValue.of(d);
    }
    if (o instanceof Number n) {
      return NumberValue.of(n.doubleValue());
    }
    if (o instanceof String s) {
      return new StringValue(s);
    }
    if (o instanceof byte[] bytes) {
      return new StringValue(Base64.getEncoder().encodeToString(bytes));
    }
    if (o instanceof List<?> list) {
      Value[] items = new Value[list.size()];
      for (int i = 0; i < items.length; i++) {
        items[i] = fromPlain(list.get(i));
      }
      return ArrayValue.wrap(items);
    }
    if (o instanceof Map<?, ?> map) {
      LinkedHashMap<Value, Value> m = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : map.entrySet()) {
        m.put(new StringValue(keyText(e.getKey())), fromPlain(e.getValue()));
      }
      return ObjectValue.wrap(m);
    }
    if (o instanceof java.util.Set<?> set) {
      // YAML !!set: a mapping to nulls, which JSON sees as an object.
      LinkedHashMap<Value, Value> m = new LinkedHashMap<>();
      for (Object e : set) {
        m.put(new StringValue(keyText(e)), new NullValue());
      }
      return ObjectValue.wrap(m);
    }
    return new StringValue(String.valueOf(o));
  }

  private static String keyText(Object key) {
    if (key == null) {
      return "null";
    }
    if (key instanceof String s) {
      return s;
    }
    return key instanceof Map<?, ?> || key instanceof List<?>
        ? Json.write(fromPlain(key))
        : String.valueOf(key);
  }
}
