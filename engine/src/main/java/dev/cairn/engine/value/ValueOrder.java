package dev.cairn.engine.value;

import java.util.List;

/** OPA's total order over values (ast.Compare). */
public final class ValueOrder {
  private ValueOrder() {}

  public static int compare(Value a, Value b) {
    if (a == b) {
      return 0;
    }
    int ta = a.typeOrder();
    int tb = b.typeOrder();
    if (ta != tb) {
      return Integer.compare(ta, tb);
    }
    if (a instanceof BooleanValue x) {
      return Boolean.compare(x.value(), ((BooleanValue) b).value());
    }
    if (a instanceof NumberValue x) {
      return x.compareNumber((NumberValue) b);
    }
    if (a instanceof StringValue x) {
      return compareStrings(x.value(), ((StringValue) b).value());
    }
    if (a instanceof ArrayValue x) {
      return compareArrays(x, (ArrayValue) b);
    }
    if (a instanceof ObjectValue x) {
      return compareObjects(x, (ObjectValue) b);
    }
    if (a instanceof SetValue x) {
      return compareLists(x.sorted(), ((SetValue) b).sorted());
    }
    return 0; // both null
  }

  /** Code point order, which equals Go's byte-wise UTF-8 order. */
  public static int compareStrings(String a, String b) {
    int n = Math.min(a.length(), b.length());
    for (int i = 0; i < n; i++) {
      char ca = a.charAt(i);
      char cb = b.charAt(i);
      if (ca != cb) {
        if (Character.isSurrogate(ca) || Character.isSurrogate(cb)) {
          return Integer.compare(a.codePointAt(i), b.codePointAt(i));
        }
        return Character.compare(ca, cb);
      }
    }
    return Integer.compare(a.length(), b.length());
  }

  private static int compareArrays(ArrayValue a, ArrayValue b) {
    int n = Math.min(a.size(), b.size());
    for (int i = 0; i < n; i++) {
      int c = compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }

  private static int compareLists(List<Value> a, List<Value> b) {
    int n = Math.min(a.size(), b.size());
    for (int i = 0; i < n; i++) {
      int c = compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }

  private static int compareObjects(ObjectValue a, ObjectValue b) {
    List<Value> ka = a.sortedKeys();
    List<Value> kb = b.sortedKeys();
    int n = Math.min(ka.size(), kb.size());
    for (int i = 0; i < n; i++) {
      int c = compare(ka.get(i), kb.get(i));
      if (c != 0) {
        return c;
      }
      c = compare(a.get(ka.get(i)), b.get(kb.get(i)));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(ka.size(), kb.size());
  }
}
