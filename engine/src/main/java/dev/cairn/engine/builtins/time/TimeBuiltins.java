package dev.cairn.engine.builtins.time;

import static dev.cairn.engine.builtins.Type.NUMBER;
import static dev.cairn.engine.builtins.Type.STRING;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.gocompat.GoDuration;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigInteger;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;

/**
 * time.now_ns, time.parse_ns, time.parse_rfc3339_ns, time.parse_duration_ns, time.date,
 * time.clock, time.weekday, time.format, time.add_date, time.diff, and test.sleep (which OPA's
 * conformance cases use).
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class TimeBuiltins {
  private static final String RFC3339 = "2006-01-02T15:04:05Z07:00";
  private static final String RFC3339_NANO = "2006-01-02T15:04:05.999999999Z07:00";
  /** Go's named layouts, which time.format accepts by name. */
  private static final Map<String, String> NAMED_LAYOUTS = Map.ofEntries(
      Map.entry("ANSIC", "Mon Jan _2 15:04:05 2006"),
      Map.entry("UnixDate", "Mon Jan _2 15:04:05 MST 2006"),
      Map.entry("RubyDate", "Mon Jan 02 15:04:05 -0700 2006"),
      Map.entry("RFC822", "02 Jan 06 15:04 MST"),
      Map.entry("RFC822Z", "02 Jan 06 15:04 -0700"),
      Map.entry("RFC850", "Monday, 02-Jan-06 15:04:05 MST"),
      Map.entry("RFC1123", "Mon, 02 Jan 2006 15:04:05 MST"),
      Map.entry("RFC1123Z", "Mon, 02 Jan 2006 15:04:05 -0700"),
      Map.entry("RFC3339", RFC3339),
      Map.entry("RFC3339Nano", RFC3339_NANO),
      Map.entry("Kitchen", "3:04PM"),
      Map.entry("Stamp", "Jan _2 15:04:05"),
      Map.entry("StampMilli", "Jan _2 15:04:05.000"),
      Map.entry("StampMicro", "Jan _2 15:04:05.000000"),
      Map.entry("StampNano", "Jan _2 15:04:05.000000000"),
      Map.entry("DateTime", "2006-01-02 15:04:05"),
      Map.entry("DateOnly", "2006-01-02"),
      Map.entry("TimeOnly", "15:04:05"));
  private static final BigInteger BILLION = BigInteger.valueOf(1_000_000_000);
  private static final BigInteger MIN_NS = BigInteger.valueOf(Long.MIN_VALUE);
  private static final BigInteger MAX_NS = BigInteger.valueOf(Long.MAX_VALUE);
  private static final Type TIME_ARG =
      Type.anyOf(NUMBER, Type.arrayOf(Type.anyOf(NUMBER, STRING)));
  private static final Type THREE_NUMBERS = Type.arrayOf(NUMBER);

  private TimeBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(Builtin.nondeterministic("time.now_ns", FunctionDecl.of(NUMBER),
        (ctx, a) -> NumberValue.of(ctx.nowNanos())));
    r.add(Builtin.function("time.parse_ns", FunctionDecl.of(NUMBER, STRING, STRING),
        (ctx, a) -> parse(Args.string(a, 0), Args.string(a, 1))));
    r.add(Builtin.function("time.parse_rfc3339_ns", FunctionDecl.of(NUMBER, STRING),
        (ctx, a) -> parse(RFC3339, Args.string(a, 0))));
    r.add(Builtin.function("time.parse_duration_ns", FunctionDecl.of(NUMBER, STRING),
        (ctx, a) -> NumberValue.of(GoDuration.parse(Args.string(a, 0)))));
    r.add(Builtin.nondeterministic("test.sleep", FunctionDecl.of(Type.NULL, STRING),
        (ctx, a) -> sleep(ctx, GoDuration.parse(Args.string(a, 0)))));
    r.add(Builtin.function("time.date", FunctionDecl.of(THREE_NUMBERS, TIME_ARG), (ctx, a) -> {
      ZonedDateTime t = zoned(a.get(0)).time();
      return numbers(t.getYear(), t.getMonthValue(), t.getDayOfMonth());
    }));
    r.add(Builtin.function("time.clock", FunctionDecl.of(THREE_NUMBERS, TIME_ARG), (ctx, a) -> {
      ZonedDateTime t = zoned(a.get(0)).time();
      return numbers(t.getHour(), t.getMinute(), t.getSecond());
    }));
    r.add(Builtin.function("time.weekday", FunctionDecl.of(STRING, TIME_ARG),
        (ctx, a) -> new StringValue(GoTimeFormat.weekday(zoned(a.get(0)).time().getDayOfWeek()))));
    r.add(Builtin.function("time.format", FunctionDecl.of(STRING, TIME_ARG), (ctx, a) -> {
      Zoned z = zoned(a.get(0));
      return new StringValue(GoTimeFormat.format(z.time(), z.layout()));
    }));
    r.add(Builtin.function("time.add_date",
        FunctionDecl.of(NUMBER, NUMBER, NUMBER, NUMBER, NUMBER), TimeBuiltins::addDate));
    r.add(Builtin.function("time.diff",
        FunctionDecl.of(Type.arrayOf(NUMBER), TIME_ARG, TIME_ARG), TimeBuiltins::diff));
  }

  /** Sleeps in short slices so a deadline or cancellation still stops the evaluation. */
  private static Value sleep(BuiltinContext ctx, long nanos) {
    long end = System.nanoTime() + nanos;
    for (long left = nanos; left > 0; left = end - System.nanoTime()) {
      ctx.checkCancelled();
      try {
        Thread.sleep(Math.min(50, Math.max(1, left / 1_000_000)));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    return new NullValue();
  }

  private static Value parse(String layout, String value) throws BuiltinException {
    try {
      long[] t = GoTimeFormat.parse(layout, value);
      return nanos(t[0], t[1]);
    } catch (GoTimeFormat.ParseError e) {
      throw BuiltinException.error(e.getMessage());
    }
  }

  /** Unix nanoseconds, or OPA's range error when they do not fit an int64. */
  private static NumberValue nanos(long seconds, long nanos) throws BuiltinException {
    BigInteger ns = BigInteger.valueOf(seconds).multiply(BILLION).add(BigInteger.valueOf(nanos));
    if (ns.compareTo(MIN_NS) < 0 || ns.compareTo(MAX_NS) > 0) {
      throw BuiltinException.error("time outside of valid range");
    }
    return NumberValue.of(ns.longValue());
  }

  private static ArrayValue numbers(long... xs) {
    Value[] out = new Value[xs.length];
    for (int i = 0; i < xs.length; i++) {
      out[i] = NumberValue.of(xs[i]);
    }
    return ArrayValue.wrap(out);
  }

  /** A time argument resolved: the instant in its zone, and the layout for time.format. */
  private record Zoned(ZonedDateTime time, String layout) {}

  /** OPA's tzTime: ns, [ns, tz] or [ns, tz, layout]. */
  private static Zoned zoned(Value arg) throws BuiltinException {
    Value ns;
    ZoneId zone = ZoneOffset.UTC;
    String layout = RFC3339_NANO;
    if (arg instanceof ArrayValue arr) {
      if (arr.size() == 0) {
        throw timeArgument(arg);
      }
      ns = arr.get(0);
      if (!(ns instanceof NumberValue)) {
        throw BuiltinException.operand(0, "number", ns);
      }
      if (arr.size() > 1) {
        zone = zone(element(arr.get(1)));
      }
      if (arr.size() > 2) {
        String l = element(arr.get(2));
        layout = NAMED_LAYOUTS.getOrDefault(l, l);
      }
    } else if (arg instanceof NumberValue) {
      ns = arg;
    } else {
      throw timeArgument(arg);
    }
    NumberValue n = (NumberValue) ns;
    if (!n.isLong()) {
      throw BuiltinException.error("timestamp too big");
    }
    long v = n.longValue();
    Instant instant =
        Instant.ofEpochSecond(Math.floorDiv(v, 1_000_000_000L), Math.floorMod(v, 1_000_000_000L));
    return new Zoned(instant.atZone(zone), layout);
  }

  private static BuiltinException timeArgument(Value arg) {
    return new BuiltinException(ErrorCodes.EVAL_TYPE,
        "operand 1 must be one of {either number (ns) or [number (ns), string (tz)]} but got "
            + arg.typeName());
  }

  private static String element(Value v) throws BuiltinException {
    if (v instanceof StringValue s) {
      return s.value();
    }
    throw BuiltinException.operand(0, "string", v);
  }

  private static ZoneId zone(String name) throws BuiltinException {
    switch (name) {
      case "", "UTC":
        return ZoneOffset.UTC;
      case "Local":
        return ZoneId.systemDefault();
      default:
        try {
          return ZoneId.of(name);
        } catch (DateTimeException e) {
          throw BuiltinException.error("unknown time zone " + name);
        }
    }
  }

  private static Value addDate(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    ZonedDateTime t = zoned(Args.number(a, 0)).time();
    int years = Args.integer(a, 1);
    int months = Args.integer(a, 2);
    int days = Args.integer(a, 3);
    // Go's AddDate normalises month and day overflow (Jan 31 + 1 month = Mar 3), unlike java.time.
    long month0 = (long) t.getMonthValue() - 1 + months;
    long year = t.getYear() + (long) years + Math.floorDiv(month0, 12);
    if (Math.abs(year) > 1_000_000) {
      throw BuiltinException.error("time outside of valid range");
    }
    LocalDate date = LocalDate.of((int) year, (int) Math.floorMod(month0, 12) + 1, 1)
        .plusDays((long) t.getDayOfMonth() - 1 + days);
    ZonedDateTime result = ZonedDateTime.of(date, t.toLocalTime(), t.getZone());
    return nanos(result.toEpochSecond(), result.getNano());
  }

  private static Value diff(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    ZonedDateTime t1 = zoned(a.get(0)).time();
    ZonedDateTime t2 = zoned(a.get(1)).time().withZoneSameInstant(t1.getZone());
    if (t1.isAfter(t2)) {
      ZonedDateTime x = t1;
      t1 = t2;
      t2 = x;
    }
    long year = t2.getYear() - t1.getYear();
    long month = t2.getMonthValue() - t1.getMonthValue();
    long day = t2.getDayOfMonth() - t1.getDayOfMonth();
    long hour = t2.getHour() - t1.getHour();
    long min = t2.getMinute() - t1.getMinute();
    long sec = t2.getSecond() - t1.getSecond();
    if (sec < 0) {
      sec += 60;
      min--;
    }
    if (min < 0) {
      min += 60;
      hour--;
    }
    if (hour < 0) {
      hour += 24;
      day--;
    }
    if (day < 0) {
      day += t1.toLocalDate().lengthOfMonth();
      month--;
    }
    if (month < 0) {
      month += 12;
      year--;
    }
    return numbers(year, month, day, hour, min, sec);
  }
}
