package dev.cairn.engine.builtins.objects;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.Map;

/**
 * object.subset's notion of "sub is part of sup": objects recursively by key, sets by
 * membership, arrays as a contiguous run, and a set within an array by membership.
 */
final class Subset {
  private Subset() {}

  /** Null when the operand types do not combine (OPA raises an error then). */
  static Boolean of(Value sup, Value sub) {
    if (sup instanceof ObjectValue a && sub instanceof ObjectValue b) {
      return objects(a, b);
    }
    if (sup instanceof SetValue a && sub instanceof SetValue b) {
      return sets(a, b);
    }
    if (sup instanceof ArrayValue a && sub instanceof ArrayValue b) {
      return arrays(a, b);
    }
    if (sup instanceof ArrayValue a && sub instanceof SetValue b) {
      return arrayHoldsSet(a, b);
    }
    return null;
  }

  /** Every key of sub is in sup with an equal value, or a nested subset of the same kind. */
  private static boolean objects(ObjectValue sup, ObjectValue sub) {
    for (Map.Entry<Value, Value> e : sub.entries().entrySet()) {
      Value mine = sup.get(e.getKey());
      if (mine == null) {
        return false;
      }
      Value theirs = e.getValue();
      if (mine.equals(theirs)) {
        continue;
      }
      boolean nested =
          (mine instanceof ObjectValue && theirs instanceof ObjectValue)
              || (mine instanceof SetValue && theirs instanceof SetValue)
              || (mine instanceof ArrayValue && theirs instanceof ArrayValue);
      if (!nested || !of(mine, theirs)) {
        return false;
      }
    }
    return true;
  }

  private static boolean sets(SetValue sup, SetValue sub) {
    return sup.elements().containsAll(sub.elements());
  }

  /** sub occurs in sup as a contiguous run of equal items. */
  private static boolean arrays(ArrayValue sup, ArrayValue sub) {
    int n = sup.size();
    int m = sub.size();
    for (int start = 0; start + m <= n; start++) {
      int i = 0;
      while (i < m && sup.get(start + i).equals(sub.get(i))) {
        i++;
      }
      if (i == m) {
        return true;
      }
    }
    return false;
  }

  /**
   * OPA counts down the set's size for each array item the set contains and succeeds once the
   * count reaches zero; duplicates in the array count again, and an empty array holds nothing.
   */
  private static boolean arrayHoldsSet(ArrayValue sup, SetValue sub) {
    int unmatched = sub.size();
    for (int i = 0; i < sup.size(); i++) {
      if (sub.contains(sup.get(i))) {
        unmatched--;
      }
      if (unmatched == 0) {
        return true;
      }
    }
    return false;
  }
}
