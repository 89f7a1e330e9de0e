package dev.cairn.guard;

import java.util.List;
import java.util.Map;

/**
 * cfn-guard's value comparisons. Each answers TRUE, FALSE or INCOMPARABLE: values of different kinds
 * (an int and a string, an int and a float) cannot be compared, and such a check fails whichever way
 * it is negated.
 */
final class Compare {

  enum Outcome { TRUE, FALSE, INCOMPARABLE }

  private Compare() {}

  static Outcome of(boolean b) {
    return b ? Outcome.TRUE : Outcome.FALSE;
  }

  /** {@code ==}: regex match for a string against a regex, membership for a number in a range. */
  static Outcome eq(GuardValue a, GuardValue b) {
    if (a instanceof GuardValue.Str s && b instanceof GuardValue.Regex r) {
      return of(r.pattern().matcher(s.value()).find());
    }
    if (a instanceof GuardValue.Regex r && b instanceof GuardValue.Str s) {
      return of(r.pattern().matcher(s.value()).find());
    }
    if (a instanceof GuardValue.Str x && b instanceof GuardValue.Str y) {
      return of(x.value().equals(y.value()));
    }
    if (a instanceof GuardValue.Struct x && b instanceof GuardValue.Struct y) {
      if (x.entries().size() != y.entries().size()) {
        return Outcome.FALSE;
      }
      for (Map.Entry<String, GuardValue> e : x.entries().entrySet()) {
        GuardValue other = y.entries().get(e.getKey());
        if (other == null) {
          return Outcome.FALSE;
        }
        Outcome o = eq(e.getValue(), other);
        if (o != Outcome.TRUE) {
          return o;
        }
      }
      return Outcome.TRUE;
    }
    if (a instanceof GuardValue.Lst x && b instanceof GuardValue.Lst y) {
      List<GuardValue> l = x.items();
      List<GuardValue> r = y.items();
      if (l.size() != r.size()) {
        return Outcome.FALSE;
      }
      for (int i = 0; i < l.size(); i++) {
        Outcome o = eq(l.get(i), r.get(i));
        if (o != Outcome.TRUE) {
          return o;
        }
      }
      return Outcome.TRUE;
    }
    if (a instanceof GuardValue.Bool x && b instanceof GuardValue.Bool y) {
      return of(x.value() == y.value());
    }
    if (a instanceof GuardValue.Regex x && b instanceof GuardValue.Regex y) {
      return of(x.source().equals(y.source()));
    }
    if (b instanceof GuardValue.Range range && range.lower().getClass() == a.getClass()) {
      return of(within(a, range));
    }
    Integer c = order(a, b);
    return c == null ? Outcome.INCOMPARABLE : of(c == 0);
  }

  /** Equality as list membership sees it: anything not comparable is simply not equal. */
  static boolean same(GuardValue a, GuardValue b) {
    return eq(a, b) == Outcome.TRUE;
  }

  static boolean contains(List<GuardValue> list, GuardValue v) {
    for (GuardValue each : list) {
      if (same(v, each)) {
        return true;
      }
    }
    return false;
  }

  /** The order of two values of one kind (null, int, float, string), or null when they have none. */
  static Integer order(GuardValue a, GuardValue b) {
    if (a instanceof GuardValue.Null && b instanceof GuardValue.Null) {
      return 0;
    }
    if (a instanceof GuardValue.Int x && b instanceof GuardValue.Int y) {
      return Long.compare(x.value(), y.value());
    }
    if (a instanceof GuardValue.Str x && b instanceof GuardValue.Str y) {
      return Integer.signum(x.value().compareTo(y.value()));
    }
    if (a instanceof GuardValue.Flt x && b instanceof GuardValue.Flt y) {
      if (Double.isNaN(x.value()) || Double.isNaN(y.value())) {
        return null;
      }
      return Double.compare(x.value(), y.value());
    }
    return null;
  }

  private static boolean within(GuardValue v, GuardValue.Range r) {
    Integer lo = order(v, r.lower());
    Integer hi = order(v, r.upper());
    if (lo == null || hi == null) {
      return false;
    }
    boolean aboveLower = r.lowerInclusive() ? lo >= 0 : lo > 0;
    boolean belowUpper = r.upperInclusive() ? hi <= 0 : hi < 0;
    return aboveLower && belowUpper;
  }
}
