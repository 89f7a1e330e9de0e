package dev.cairn.bench;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * What a scanner that does not locate does (conftest, say): parse the YAML into plain values,
 * evaluate without a listener and make one finding (rule and message) per result. The baseline
 * of {@code OverheadSplit}'s stage {@code e}, against which the located scan (stage {@code d})
 * shows what knowing where costs end to end.
 */
final class UnlocatedScan {
  private UnlocatedScan() {}

  /** The findings, as "rule: message". */
  static List<String> scan(String yaml, CompiledPolicy policy, List<String> rules) {
    Object document = new Load(LoadSettings.builder().build()).loadFromString(yaml);
    Value input = value(document);
    List<QueryResult> results = policy.evaluateAll(rules, EvalOptions.builder().input(input).build());
    List<String> findings = new ArrayList<>();
    for (int i = 0; i < rules.size(); i++) {
      QueryResult r = results.get(i);
      if (r.solutions().isEmpty() || !(r.solutions().get(0).expressions().get(0).value() instanceof SetValue set)) {
        continue;
      }
      for (Value v : set.elements()) {
        Value msg = v instanceof ObjectValue o ? o.get("msg") : v;
        findings.add(rules.get(i) + ": " + (msg instanceof StringValue s ? s.value() : Json.write(v)));
      }
    }
    return findings;
  }

  /** SnakeYAML's Java objects as values, directly. */
  private static Value value(Object o) {
    if (o instanceof Map<?, ?> m) {
      LinkedHashMap<Value, Value> entries = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        entries.put(StringValue.of(String.valueOf(e.getKey())), value(e.getValue()));
      }
      return ObjectValue.wrap(entries);
    }
    if (o instanceof List<?> l) {
      Value[] items = new Value[l.size()];
      for (int i = 0; i < items.length; i++) {
        items[i] = value(l.get(i));
      }
      return ArrayValue.wrap(items);
    }
    if (o instanceof String s) {
      return StringValue.of(s);
    }
    if (o instanceof Boolean b) {
      return BooleanValue.of(b);
    }
    if (o instanceof Integer || o instanceof Long) {
      return NumberValue.of(((Number) o).longValue());
    }
    if (o instanceof BigInteger b) {
      return NumberValue.of(b);
    }
    if (o instanceof Number n) {
      return NumberValue.of(n.doubleValue());
    }
    return NullValue.NULL;
  }
}
