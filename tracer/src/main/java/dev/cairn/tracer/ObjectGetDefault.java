package dev.cairn.tracer;

import dev.cairn.engine.provenance.ValuePath;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * {@code object.get(obj, key, default)} that returned its default: the read of an absent key,
 * which locates at {@code obj} with the key missing, like a reference that runs past the input.
 */
final class ObjectGetDefault {
  private ObjectGetDefault() {}

  /**
   * The path {@code e} tried to read when it is such a call, else null. {@code path} gives an input
   * node's path as the derivation reads it; {@code sources} where a computed value came from.
   */
  static AbsentPath absentKey(TraceEvent e, Function<Value, ValuePath> path, Function<Value, Set<Object>> sources) {
    if (!"object.get".equals(e.name) || e.valueCount() != 3 || e.result == null || e.result != e.value(2)) {
      return null;
    }
    if (!(e.value(0) instanceof ObjectValue obj)) {
      return null;
    }
    ValuePath base = path.apply(obj);
    Value key = e.value(1);
    if (base == null) {
      return absentFromComputed(obj, key, sources.apply(obj));
    }
    List<Object> keys = new ArrayList<>(base.keys());
    if (key instanceof ArrayValue a) {
      Value at = obj;
      int found = keys.size();
      boolean missing = false;
      for (int i = 0; i < a.size(); i++) {
        keys.add(AbsentPath.keyOf(a.get(i)));
        if (!missing) {
          Value next = at instanceof ObjectValue o ? o.get(a.get(i)) : null;
          if (next == null) {
            missing = true;
          } else {
            at = next;
            found++;
          }
        }
      }
      return missing ? new AbsentPath(keys, found) : null;
    }
    if (obj.get(key) != null) {
      return null;
    }
    keys.add(AbsentPath.keyOf(key));
    return new AbsentPath(keys, keys.size() - 1);
  }

  /**
   * A key absent from an object computed from the input ({@code {a.Key: a.Value | some a in
   * attrs}}, or another default): missing at the common parent of the input it was built from,
   * the collection read; a default of a default runs on past the first absent key.
   */
  private static AbsentPath absentFromComputed(ObjectValue obj, Value key, Set<Object> sources) {
    List<Object> wanted = new ArrayList<>();
    if (key instanceof ArrayValue a) {
      if (a.size() > 0 && obj.get(a.get(0)) != null) {
        return null; // a path into a computed object that exists at first: not what it was built from
      }
      for (int i = 0; i < a.size(); i++) {
        wanted.add(AbsentPath.keyOf(a.get(i)));
      }
    } else if (key instanceof StringValue && obj.get(key) == null) {
      wanted.add(AbsentPath.keyOf(key));
    }
    if (wanted.isEmpty()) {
      return null;
    }
    List<Object> common = null;
    for (Object source : sources) {
      if (source instanceof AbsentPath m && m.missingFrom() >= 0) {
        List<Object> keys = new ArrayList<>(m.keys());
        keys.addAll(wanted);
        return new AbsentPath(keys, m.missingFrom());
      }
      if (source instanceof ValuePath p) {
        List<Object> keys = p.keys();
        common = common == null ? keys : keys.subList(0, SearchSummary.commonLength(common, keys));
      }
    }
    if (common == null) {
      return null;
    }
    List<Object> keys = new ArrayList<>(common);
    keys.addAll(wanted);
    return new AbsentPath(keys, common.size());
  }
}
