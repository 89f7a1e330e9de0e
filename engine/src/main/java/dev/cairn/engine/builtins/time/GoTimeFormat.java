package dev.cairn.engine.builtins.time;

import dev.cairn.engine.builtins.gocompat.GoQuote;
import dev.cairn.engine.builtins.time.GoLayout.Chunk;
import dev.cairn.engine.builtins.time.GoLayout.Std;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * Go's time.Format and time.Parse over {@link GoLayout}s. Parsing returns Unix nanoseconds as Go's
 * UnixNano would, with Go's error messages; zone abbreviations ("MST") do not move the instant,
 * as in Go with a UTC local zone.
 */
final class GoTimeFormat {
  private static final String[] SHORT_MONTHS = {
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  private static final String[] LONG_MONTHS = {
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December"};
  private static final String[] SHORT_DAYS = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  private static final String[] LONG_DAYS = {
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};

  private static final DateTimeFormatter ABBREVIATION =
      DateTimeFormatter.ofPattern("zzz", Locale.US);

  private GoTimeFormat() {}

  /** Go's Weekday.String. */
  static String weekday(DayOfWeek d) {
    return LONG_DAYS[d.getValue() % 7];
  }

  // ---- formatting ----

  static String format(ZonedDateTime t, String layout) {
    StringBuilder b = new StringBuilder();
    for (Chunk c : GoLayout.parse(layout)) {
      if (c.literal()) {
        b.append(c.text());
      } else {
        formatStd(b, c, t);
      }
    }
    return b.toString();
  }

  private static void formatStd(StringBuilder b, Chunk c, ZonedDateTime t) {
    int year = t.getYear();
    int hour = t.getHour();
    int offset = t.getOffset().getTotalSeconds();
    switch (c.std()) {
      case YEAR -> pad(b, Math.floorMod(year, 100), 2);
      case LONG_YEAR -> pad(b, year, 4);
      case MONTH -> b.append(SHORT_MONTHS[t.getMonthValue() - 1]);
      case LONG_MONTH -> b.append(LONG_MONTHS[t.getMonthValue() - 1]);
      case NUM_MONTH -> b.append(t.getMonthValue());
      case ZERO_MONTH -> pad(b, t.getMonthValue(), 2);
      case WEEKDAY -> b.append(SHORT_DAYS[t.getDayOfWeek().getValue() % 7]);
      case LONG_WEEKDAY -> b.append(weekday(t.getDayOfWeek()));
      case DAY -> b.append(t.getDayOfMonth());
      case UNDER_DAY -> b.append(t.getDayOfMonth() < 10 ? " " : "").append(t.getDayOfMonth());
      case ZERO_DAY -> pad(b, t.getDayOfMonth(), 2);
      case UNDER_YEAR_DAY -> b.append(String.format("%3d", t.getDayOfYear()));
      case ZERO_YEAR_DAY -> pad(b, t.getDayOfYear(), 3);
      case HOUR -> pad(b, hour, 2);
      case HOUR12 -> b.append(hour % 12 == 0 ? 12 : hour % 12);
      case ZERO_HOUR12 -> pad(b, hour % 12 == 0 ? 12 : hour % 12, 2);
      case MINUTE -> b.append(t.getMinute());
      case ZERO_MINUTE -> pad(b, t.getMinute(), 2);
      case SECOND -> b.append(t.getSecond());
      case ZERO_SECOND -> pad(b, t.getSecond(), 2);
      case PM -> b.append(hour >= 12 ? "PM" : "AM");
      case LOWER_PM -> b.append(hour >= 12 ? "pm" : "am");
      case TZ -> b.append(abbreviation(t));
      case FRAC0, FRAC9 -> fraction(b, c, t.getNano());
      default -> zone(b, c.std(), offset);
    }
  }

  private static void fraction(StringBuilder b, Chunk c, int nanos) {
    String digits = String.format("%09d", nanos).substring(0, Math.min(9, c.digits()));
    if (c.std() == Std.FRAC9) {
      int end = digits.length();
      while (end > 0 && digits.charAt(end - 1) == '0') {
        end--;
      }
      if (end == 0) {
        return;
      }
      digits = digits.substring(0, end);
    }
    b.append(c.separator()).append(digits);
  }

  private static void zone(StringBuilder b, Std std, int offset) {
    boolean iso = std == Std.ISO_TZ || std == Std.ISO_SECONDS_TZ || std == Std.ISO_SHORT_TZ
        || std == Std.ISO_COLON_TZ || std == Std.ISO_COLON_SECONDS_TZ;
    if (iso && offset == 0) {
      b.append('Z');
      return;
    }
    int minutes = offset / 60;
    int abs = offset;
    if (minutes < 0) {
      b.append('-');
      minutes = -minutes;
      abs = -abs;
    } else {
      b.append('+');
    }
    pad(b, minutes / 60, 2);
    boolean colon = std == Std.ISO_COLON_TZ || std == Std.NUM_COLON_TZ
        || std == Std.ISO_COLON_SECONDS_TZ || std == Std.NUM_COLON_SECONDS_TZ;
    if (colon) {
      b.append(':');
    }
    if (std != Std.NUM_SHORT_TZ && std != Std.ISO_SHORT_TZ) {
      pad(b, minutes % 60, 2);
    }
    if (std == Std.ISO_SECONDS_TZ || std == Std.NUM_SECONDS_TZ || std == Std.NUM_COLON_SECONDS_TZ
        || std == Std.ISO_COLON_SECONDS_TZ) {
      if (colon) {
        b.append(':');
      }
      pad(b, abs % 60, 2);
    }
  }

  /** The zone's abbreviation at t; numeric "+hhmm" where the zone has none, as Go's tzdata. */
  private static String abbreviation(ZonedDateTime t) {
    if (t.getZone() instanceof ZoneOffset o && o.getTotalSeconds() == 0) {
      return "UTC";
    }
    String named = ABBREVIATION.format(t);
    if (!named.startsWith("GMT") || named.equals("GMT") && t.getOffset().getTotalSeconds() == 0) {
      return named;
    }
    StringBuilder b = new StringBuilder();
    zone(b, Std.NUM_TZ, t.getOffset().getTotalSeconds());
    return b.toString();
  }

  private static void pad(StringBuilder b, int v, int width) {
    if (v < 0) {
      b.append('-');
      v = -v;
    }
    String s = Integer.toString(v);
    for (int i = s.length(); i < width; i++) {
      b.append('0');
    }
    b.append(s);
  }

  // ---- parsing ----

  /** A value that did not match its layout; the message is Go's ParseError text. */
  static final class ParseError extends Exception {
    ParseError(String message) {
      super(message, null, false, false);
    }
  }

  /** Parses {@code value} with a Go layout into Unix seconds and nanoseconds. */
  static long[] parse(String layout, String value) throws ParseError {
    return new Parser(layout, value).run();
  }

  private static final class Parser {
    private final String layout;
    private final String original;
    private String value;
    private int year;
    private int month = -1;
    private int day = -1;
    private int yday = -1;
    private int hour;
    private int min;
    private int sec;
    private int nsec;
    private boolean pmSet;
    private boolean amSet;
    private boolean utc;
    private int zoneOffset = Integer.MIN_VALUE;

    Parser(String layout, String value) {
      this.layout = layout;
      this.original = value;
      this.value = value;
    }

    long[] run() throws ParseError {
      List<Chunk> chunks = GoLayout.parse(layout);
      for (int k = 0; k < chunks.size(); k++) {
        Chunk c = chunks.get(k);
        if (c.literal()) {
          skip(c.text());
          continue;
        }
        String hold = value;
        String rangeErr = element(c, nextStd(chunks, k + 1));
        if (rangeErr != null) {
          throw new ParseError(prefix() + ": " + rangeErr + " out of range");
        }
        if (value == null) {
          throw bad(c.text(), hold);
        }
      }
      if (!value.isEmpty()) {
        throw new ParseError(prefix() + ": extra text: " + GoQuote.quote(value));
      }
      if (pmSet && hour < 12) {
        hour += 12;
      } else if (amSet && hour == 12) {
        hour = 0;
      }
      if (yday >= 0) {
        // Go derives month and day from the day of the year; a day past the year's end is then
        // simply a day out of range.
        LocalDate first = LocalDate.of(year, 1, 1);
        int max = first.lengthOfYear();
        LocalDate d = first.plusDays(Math.min(yday, max) - 1L);
        int m = d.getMonthValue();
        int dd = yday > max ? d.getDayOfMonth() + (yday - max) : d.getDayOfMonth();
        if (month >= 0 && month != m) {
          throw new ParseError(prefix() + ": day-of-year does not match month");
        }
        if (day >= 0 && day != dd) {
          throw new ParseError(prefix() + ": day-of-year does not match day");
        }
        month = m;
        day = dd;
      }
      int m = month < 0 ? 1 : month;
      int d = day < 0 ? 1 : day;
      if (d < 1 || d > Month.of(m).length(java.time.Year.isLeap(year))) {
        throw new ParseError(prefix() + ": day out of range");
      }
      LocalDate date = LocalDate.of(year, m, d);
      long seconds = date.toEpochDay() * 86_400L + hour * 3600L + min * 60L + sec;
      if (!utc && zoneOffset != Integer.MIN_VALUE) {
        seconds -= zoneOffset;
      }
      return new long[] {seconds, nsec};
    }

    /** Go looks ahead to the next standard element, past any literal text. */
    private static Chunk nextStd(List<Chunk> chunks, int from) {
      for (int k = from; k < chunks.size(); k++) {
        if (!chunks.get(k).literal()) {
          return chunks.get(k);
        }
      }
      return null;
    }

    private String prefix() {
      return "parsing time " + GoQuote.quote(original);
    }

    private ParseError bad(String layoutElem, String valueElem) {
      return new ParseError(prefix() + " as " + GoQuote.quote(layout) + ": cannot parse "
          + GoQuote.quote(valueElem) + " as " + GoQuote.quote(layoutElem));
    }

    /** Go's skip: literal text must match, a space matching any run of spaces. */
    private void skip(String prefix) throws ParseError {
      String v = value;
      String p = prefix;
      while (!p.isEmpty()) {
        if (p.charAt(0) == ' ') {
          if (!v.isEmpty() && v.charAt(0) != ' ') {
            throw bad(prefix, value);
          }
          p = trimSpaces(p);
          v = trimSpaces(v);
          continue;
        }
        if (v.isEmpty() || v.charAt(0) != p.charAt(0)) {
          throw bad(prefix, value);
        }
        p = p.substring(1);
        v = v.substring(1);
      }
      value = v;
    }

    private static String trimSpaces(String s) {
      int i = 0;
      while (i < s.length() && s.charAt(i) == ' ') {
        i++;
      }
      return s.substring(i);
    }

    /** Consumes one element; returns a range-error name, or sets value to null on a mismatch. */
    private String element(Chunk c, Chunk next) {
      switch (c.std()) {
        case YEAR -> {
          if (value.length() < 2 || !digit(0) || !digit(1)) {
            return fail();
          }
          year = Integer.parseInt(value.substring(0, 2));
          year += year >= 69 ? 1900 : 2000;
          value = value.substring(2);
        }
        case LONG_YEAR -> {
          if (value.length() < 4 || !digit(0) || !digit(1) || !digit(2) || !digit(3)) {
            return fail();
          }
          year = Integer.parseInt(value.substring(0, 4));
          value = value.substring(4);
        }
        case MONTH, LONG_MONTH -> {
          int m = lookup(c.std() == Std.MONTH ? SHORT_MONTHS : LONG_MONTHS);
          if (m < 0) {
            return fail();
          }
          month = m + 1;
        }
        case NUM_MONTH, ZERO_MONTH -> {
          int m = number(c.std() == Std.ZERO_MONTH);
          if (m < 0) {
            return fail();
          }
          if (m < 1 || m > 12) {
            return "month";
          }
          month = m;
        }
        case WEEKDAY, LONG_WEEKDAY -> {
          if (lookup(c.std() == Std.WEEKDAY ? SHORT_DAYS : LONG_DAYS) < 0) {
            return fail();
          }
        }
        case DAY, UNDER_DAY, ZERO_DAY -> {
          if (c.std() == Std.UNDER_DAY && !value.isEmpty() && value.charAt(0) == ' ') {
            value = value.substring(1);
          }
          int d = number(c.std() == Std.ZERO_DAY);
          if (d < 0) {
            return fail();
          }
          day = d;
        }
        case UNDER_YEAR_DAY, ZERO_YEAR_DAY -> {
          for (int i = 0; i < 2 && c.std() == Std.UNDER_YEAR_DAY; i++) {
            if (!value.isEmpty() && value.charAt(0) == ' ') {
              value = value.substring(1);
            }
          }
          int n = 0;
          while (n < 3 && digit(n)) {
            n++;
          }
          if (n == 0 || (c.std() == Std.ZERO_YEAR_DAY && n < 3)) {
            return fail();
          }
          yday = Integer.parseInt(value.substring(0, n));
          value = value.substring(n);
          if (yday < 1 || yday > 366) {
            return "day-of-year";
          }
        }
        case HOUR -> {
          int h = number(false);
          if (h < 0) {
            return fail();
          }
          if (h >= 24) {
            return "hour";
          }
          hour = h;
        }
        case HOUR12, ZERO_HOUR12 -> {
          int h = number(c.std() == Std.ZERO_HOUR12);
          if (h < 0) {
            return fail();
          }
          if (h > 12) {
            return "hour";
          }
          hour = h;
        }
        case MINUTE, ZERO_MINUTE -> {
          int m = number(c.std() == Std.ZERO_MINUTE);
          if (m < 0) {
            return fail();
          }
          if (m >= 60) {
            return "minute";
          }
          min = m;
        }
        case SECOND, ZERO_SECOND -> {
          int s = number(c.std() == Std.ZERO_SECOND);
          if (s < 0) {
            return fail();
          }
          if (s >= 60) {
            return "second";
          }
          sec = s;
          // A fractional second in the value but not in the layout is still accepted.
          if (value.length() >= 2 && separator(value.charAt(0)) && digit(1)
              && (next == null || next.std() != Std.FRAC0 && next.std() != Std.FRAC9)) {
            int n = 2;
            while (n < value.length() && digit(n)) {
              n++;
            }
            return nanos(n);
          }
        }
        case PM, LOWER_PM -> {
          if (value.length() < 2) {
            return fail();
          }
          String p = value.substring(0, 2);
          boolean upper = c.std() == Std.PM;
          if (p.equals(upper ? "PM" : "pm")) {
            pmSet = true;
          } else if (p.equals(upper ? "AM" : "am")) {
            amSet = true;
          } else {
            return fail();
          }
          value = value.substring(2);
        }
        case TZ -> {
          if (value.startsWith("UTC")) {
            utc = true;
            value = value.substring(3);
            break;
          }
          int n = zoneNameLength(value);
          if (n <= 0) {
            return fail();
          }
          value = value.substring(n);
        }
        case FRAC0 -> {
          int n = 1 + c.digits();
          if (value.length() < n) {
            return fail();
          }
          return nanos(n);
        }
        case FRAC9 -> {
          if (value.length() < 2 || !separator(value.charAt(0)) || !digit(1)) {
            break;
          }
          int i = 0;
          while (i + 1 < value.length() && digit(i + 1)) {
            i++;
          }
          return nanos(1 + i);
        }
        default -> {
          return offset(c.std());
        }
      }
      return null;
    }

    private String fail() {
      value = null;
      return null;
    }

    private String nanos(int n) {
      if (!separator(value.charAt(0))) {
        return fail();
      }
      int len = Math.min(n, 10);
      for (int i = 1; i < len; i++) {
        if (!digit(i)) {
          return fail();
        }
      }
      long ns = len > 1 ? Long.parseLong(value.substring(1, len)) : 0;
      for (int i = len; i < 10; i++) {
        ns *= 10;
      }
      nsec = (int) ns;
      value = value.substring(n);
      return null;
    }

    private String offset(Std std) {
      boolean iso = std.name().startsWith("ISO");
      if (iso && !value.isEmpty() && value.charAt(0) == 'Z') {
        value = value.substring(1);
        utc = true;
        return null;
      }
      String sign;
      String hh;
      String mm = "00";
      String ss = "00";
      int used;
      switch (std) {
        case ISO_COLON_TZ, NUM_COLON_TZ -> {
          if (value.length() < 6 || value.charAt(3) != ':') {
            return fail();
          }
          hh = value.substring(1, 3);
          mm = value.substring(4, 6);
          used = 6;
        }
        case ISO_SHORT_TZ, NUM_SHORT_TZ -> {
          if (value.length() < 3) {
            return fail();
          }
          hh = value.substring(1, 3);
          used = 3;
        }
        case ISO_COLON_SECONDS_TZ, NUM_COLON_SECONDS_TZ -> {
          if (value.length() < 9 || value.charAt(3) != ':' || value.charAt(6) != ':') {
            return fail();
          }
          hh = value.substring(1, 3);
          mm = value.substring(4, 6);
          ss = value.substring(7, 9);
          used = 9;
        }
        case ISO_SECONDS_TZ, NUM_SECONDS_TZ -> {
          if (value.length() < 7) {
            return fail();
          }
          hh = value.substring(1, 3);
          mm = value.substring(3, 5);
          ss = value.substring(5, 7);
          used = 7;
        }
        default -> {
          if (value.length() < 5) {
            return fail();
          }
          hh = value.substring(1, 3);
          mm = value.substring(3, 5);
          used = 5;
        }
      }
      sign = value.substring(0, 1);
      if (!twoDigits(hh) || !twoDigits(mm) || !twoDigits(ss)) {
        return fail();
      }
      int h = Integer.parseInt(hh);
      int m = Integer.parseInt(mm);
      int s = Integer.parseInt(ss);
      if (h > 24) {
        return "time zone offset hour";
      }
      if (m > 60) {
        return "time zone offset minute";
      }
      if (s > 60) {
        return "time zone offset second";
      }
      int off = (h * 60 + m) * 60 + s;
      switch (sign) {
        case "+" -> zoneOffset = off;
        case "-" -> zoneOffset = -off;
        default -> {
          return fail();
        }
      }
      value = value.substring(used);
      return null;
    }

    private static boolean twoDigits(String s) {
      return s.length() == 2 && Character.isDigit(s.charAt(0)) && Character.isDigit(s.charAt(1))
          && s.charAt(0) < 128 && s.charAt(1) < 128;
    }

    /** Go's getnum: one or two digits (exactly two when fixed); -1 when absent. */
    private int number(boolean fixed) {
      if (!digit(0)) {
        return -1;
      }
      if (!digit(1)) {
        if (fixed) {
          return -1;
        }
        int n = value.charAt(0) - '0';
        value = value.substring(1);
        return n;
      }
      int n = (value.charAt(0) - '0') * 10 + (value.charAt(1) - '0');
      value = value.substring(2);
      return n;
    }

    /** Case-insensitive match of one of the names at the start of the value; its index or -1. */
    private int lookup(String[] names) {
      for (int i = 0; i < names.length; i++) {
        String n = names[i];
        if (value.length() >= n.length() && value.regionMatches(true, 0, n, 0, n.length())) {
          value = value.substring(n.length());
          return i;
        }
      }
      return -1;
    }

    private boolean digit(int i) {
      return i < value.length() && value.charAt(i) >= '0' && value.charAt(i) <= '9';
    }

    private static boolean separator(char c) {
      return c == '.' || c == ',';
    }
  }

  /** Go's parseTimeZone: how many characters of {@code v} name a zone, or 0. */
  private static int zoneNameLength(String v) {
    if (v.length() < 3) {
      return 0;
    }
    if (v.length() >= 4 && (v.startsWith("ChST") || v.startsWith("MeST"))) {
      return 4;
    }
    if (v.startsWith("GMT")) {
      return 3 + signedHours(v.substring(3));
    }
    if (v.charAt(0) == '+' || v.charAt(0) == '-') {
      return signedHours(v);
    }
    int upper = 0;
    while (upper < 6 && upper < v.length() && v.charAt(upper) >= 'A' && v.charAt(upper) <= 'Z') {
      upper++;
    }
    switch (upper) {
      case 3:
        return 3;
      case 4:
        return v.charAt(3) == 'T' || v.startsWith("WITA") ? 4 : 0;
      case 5:
        return v.charAt(4) == 'T' ? 5 : 0;
      default:
        return 0;
    }
  }

  /** Length of a "+h"/"-hh" offset suffix (hours within -23..+23), or 0. */
  private static int signedHours(String v) {
    if (v.isEmpty() || (v.charAt(0) != '+' && v.charAt(0) != '-')) {
      return 0;
    }
    int i = 1;
    while (i < v.length() && i < 3 && Character.isDigit(v.charAt(i))) {
      i++;
    }
    if (i == 1 || Integer.parseInt(v.substring(1, i)) > 23) {
      return 0;
    }
    return i;
  }
}
