package dev.cairn.guard;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * cfn-guard's {@code --input-parameters}: data files whose top-level keys are merged into every data
 * file before evaluation. A key in two of them, or in one of them and the data file, is an error, as
 * in cfn-guard 3.1.1.
 */
public final class InputParameters {

  public static final InputParameters NONE = new InputParameters(Map.of());

  private final Map<String, GuardValue> entries;

  private InputParameters(Map<String, GuardValue> entries) {
    this.entries = entries;
  }

  /**
   * Reads and merges parameter files, given as (name, text) pairs in order.
   *
   * @throws DataException when one cannot be read, is not a mapping, or repeats another's key
   */
  public static InputParameters read(Map<String, String> files) {
    Map<String, GuardValue> merged = new LinkedHashMap<>();
    files.forEach((name, text) -> {
      for (GuardValue doc : DataReader.read(name, text)) {
        if (!(doc instanceof GuardValue.Struct s)) {
          throw new DataException(name, 1, 1, "input parameters must be a mapping of keys to values");
        }
        putAll(merged, s.entries(), name);
      }
    });
    return new InputParameters(Map.copyOf(merged));
  }

  public boolean isEmpty() {
    return entries.isEmpty();
  }

  /** The document with the parameters added at its top level. */
  GuardValue mergeInto(String dataName, GuardValue document) {
    if (entries.isEmpty()) {
      return document;
    }
    if (!(document instanceof GuardValue.Struct s)) {
      throw new DataException(dataName, 1, 1, "input parameters need a data file that is a mapping of keys to values");
    }
    Map<String, GuardValue> merged = new LinkedHashMap<>(s.entries());
    putAll(merged, entries, dataName);
    return new GuardValue.Struct(s.path(), merged);
  }

  private static void putAll(Map<String, GuardValue> into, Map<String, GuardValue> from, String name) {
    for (Map.Entry<String, GuardValue> e : from.entrySet()) {
      if (into.putIfAbsent(e.getKey(), e.getValue()) != null) {
        throw new DataException(name, 1, 1, "Conflicting rule or variable assignments inside the same scope `Key "
            + e.getKey() + ", already exists in map`");
      }
    }
  }
}
