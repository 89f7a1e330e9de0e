package dev.cairn.cli;

import java.math.BigDecimal;
import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Parses Go-style durations as {@code opa} takes them: {@code 500ms}, {@code 5s}, {@code 1m30s},
 * {@code 1.5h}; units ns, us (or µs), ms, s, m, h. {@code 0} means no timeout.
 */
public final class DurationConverter implements ITypeConverter<Duration> {
  @Override
  public Duration convert(String text) {
    String s = text.strip();
    if (s.equals("0")) {
      return Duration.ZERO;
    }
    if (s.isEmpty()) {
      throw invalid(text);
    }
    BigDecimal nanos = BigDecimal.ZERO;
    int i = 0;
    while (i < s.length()) {
      int start = i;
      while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.')) {
        i++;
      }
      int unitStart = i;
      while (i < s.length() && !Character.isDigit(s.charAt(i)) && s.charAt(i) != '.') {
        i++;
      }
      if (start == unitStart || unitStart == i) {
        throw invalid(text);
      }
      BigDecimal amount;
      try {
        amount = new BigDecimal(s.substring(start, unitStart));
      } catch (NumberFormatException e) {
        throw invalid(text);
      }
      nanos = nanos.add(amount.multiply(BigDecimal.valueOf(unitNanos(s.substring(unitStart, i), text))));
    }
    return Duration.ofNanos(nanos.longValue());
  }

  private static long unitNanos(String unit, String text) {
    switch (unit) {
      case "ns":
        return 1L;
      case "us":
      case "µs":
        return 1_000L;
      case "ms":
        return 1_000_000L;
      case "s":
        return 1_000_000_000L;
      case "m":
        return 60_000_000_000L;
      case "h":
        return 3_600_000_000_000L;
      default:
        throw invalid(text);
    }
  }

  private static TypeConversionException invalid(String text) {
    return new TypeConversionException(
        "invalid duration '" + text + "' (examples: 500ms, 5s, 1m30s, 1h)");
  }
}
