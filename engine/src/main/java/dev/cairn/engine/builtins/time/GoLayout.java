package dev.cairn.engine.builtins.time;

import java.util.ArrayList;
import java.util.List;

/**
 * A Go time layout ("2006-01-02T15:04:05Z07:00") split into literal text and the standard
 * elements Go recognises, following time.nextStdChunk exactly.
 */
final class GoLayout {
  enum Std {
    LONG_MONTH, MONTH, NUM_MONTH, ZERO_MONTH, LONG_WEEKDAY, WEEKDAY, DAY, UNDER_DAY, ZERO_DAY,
    UNDER_YEAR_DAY, ZERO_YEAR_DAY, HOUR, HOUR12, ZERO_HOUR12, MINUTE, ZERO_MINUTE, SECOND,
    ZERO_SECOND, LONG_YEAR, YEAR, PM, LOWER_PM, TZ, ISO_TZ, ISO_SECONDS_TZ, ISO_SHORT_TZ,
    ISO_COLON_TZ, ISO_COLON_SECONDS_TZ, NUM_TZ, NUM_SECONDS_TZ, NUM_SHORT_TZ, NUM_COLON_TZ,
    NUM_COLON_SECONDS_TZ, FRAC0, FRAC9
  }

  /**
   * One piece of a layout: literal text (std null) or a standard element.
   *
   * @param text the layout text of this piece
   * @param digits for fractional seconds, the number of digits
   */
  record Chunk(Std std, String text, int digits) {
    boolean literal() {
      return std == null;
    }

    char separator() {
      return text.charAt(0);
    }
  }


  private GoLayout() {}

  static List<Chunk> parse(String layout) {
    List<Chunk> out = new ArrayList<>();
    int literalStart = 0;
    int i = 0;
    while (i < layout.length()) {
      Chunk std = stdAt(layout, i);
      if (std == null) {
        i++;
        continue;
      }
      int start = i;
      if (std.std() == Std.LONG_YEAR && layout.charAt(i) == '_') {
        start = i + 1; // "_2006" is a literal underscore followed by the year
      }
      if (start > literalStart) {
        out.add(new Chunk(null, layout.substring(literalStart, start), 0));
      }
      out.add(std);
      i = start + std.text().length();
      literalStart = i;
    }
    if (literalStart < layout.length()) {
      out.add(new Chunk(null, layout.substring(literalStart), 0));
    }
    return out;
  }

  private static Chunk std(Std s, String text) {
    return new Chunk(s, text, 0);
  }

  private static Chunk stdAt(String l, int i) {
    switch (l.charAt(i)) {
      case 'J':
        if (l.startsWith("Jan", i)) {
          if (l.startsWith("January", i)) {
            return std(Std.LONG_MONTH, "January");
          }
          if (!lowerAt(l, i + 3)) {
            return std(Std.MONTH, "Jan");
          }
        }
        return null;
      case 'M':
        if (l.startsWith("Mon", i)) {
          if (l.startsWith("Monday", i)) {
            return std(Std.LONG_WEEKDAY, "Monday");
          }
          if (!lowerAt(l, i + 3)) {
            return std(Std.WEEKDAY, "Mon");
          }
        }
        if (l.startsWith("MST", i)) {
          return std(Std.TZ, "MST");
        }
        return null;
      case '0':
        if (i + 1 < l.length() && l.charAt(i + 1) >= '1' && l.charAt(i + 1) <= '6') {
          Std[] zeros = {Std.ZERO_MONTH, Std.ZERO_DAY, Std.ZERO_HOUR12, Std.ZERO_MINUTE,
              Std.ZERO_SECOND, Std.YEAR};
          return std(zeros[l.charAt(i + 1) - '1'], l.substring(i, i + 2));
        }
        if (l.startsWith("002", i)) {
          return std(Std.ZERO_YEAR_DAY, "002");
        }
        return null;
      case '1':
        return l.startsWith("15", i) ? std(Std.HOUR, "15") : std(Std.NUM_MONTH, "1");
      case '2':
        return l.startsWith("2006", i) ? std(Std.LONG_YEAR, "2006") : std(Std.DAY, "2");
      case '_':
        if (i + 1 < l.length() && l.charAt(i + 1) == '2') {
          if (l.startsWith("2006", i + 1)) {
            return std(Std.LONG_YEAR, "2006");
          }
          return std(Std.UNDER_DAY, "_2");
        }
        if (l.startsWith("__2", i)) {
          return std(Std.UNDER_YEAR_DAY, "__2");
        }
        return null;
      case '3':
        return std(Std.HOUR12, "3");
      case '4':
        return std(Std.MINUTE, "4");
      case '5':
        return std(Std.SECOND, "5");
      case 'P':
        return l.startsWith("PM", i) ? std(Std.PM, "PM") : null;
      case 'p':
        return l.startsWith("pm", i) ? std(Std.LOWER_PM, "pm") : null;
      case '-':
        return zone(l, i, '-');
      case 'Z':
        return zone(l, i, 'Z');
      case '.':
      case ',':
        return fraction(l, i);
      default:
        return null;
    }
  }

  private static Chunk zone(String l, int i, char lead) {
    boolean iso = lead == 'Z';
    String[] forms = {"070000", "07:00:00", "0700", "07:00", "07"};
    Std[] num = {Std.NUM_SECONDS_TZ, Std.NUM_COLON_SECONDS_TZ, Std.NUM_TZ, Std.NUM_COLON_TZ,
        Std.NUM_SHORT_TZ};
    Std[] isoStd = {Std.ISO_SECONDS_TZ, Std.ISO_COLON_SECONDS_TZ, Std.ISO_TZ, Std.ISO_COLON_TZ,
        Std.ISO_SHORT_TZ};
    for (int k = 0; k < forms.length; k++) {
      if (l.startsWith(forms[k], i + 1)) {
        return std(iso ? isoStd[k] : num[k], lead + forms[k]);
      }
    }
    return null;
  }

  private static Chunk fraction(String l, int i) {
    if (i + 1 >= l.length() || (l.charAt(i + 1) != '0' && l.charAt(i + 1) != '9')) {
      return null;
    }
    char ch = l.charAt(i + 1);
    int j = i + 1;
    while (j < l.length() && l.charAt(j) == ch) {
      j++;
    }
    // Only a fractional second when the run of digits ends here.
    if (j < l.length() && l.charAt(j) >= '0' && l.charAt(j) <= '9') {
      return null;
    }
    return new Chunk(ch == '0' ? Std.FRAC0 : Std.FRAC9, l.substring(i, j), j - i - 1);
  }

  private static boolean lowerAt(String s, int i) {
    return i < s.length() && s.charAt(i) >= 'a' && s.charAt(i) <= 'z';
  }
}
