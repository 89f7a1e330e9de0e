package dev.cairn.engine.builtins.schema;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.gocompat.GoRegexp;
import dev.cairn.engine.builtins.net.Cidr;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * The JSON Schema {@code format}s checked, as gojsonschema checks them; formats it does not know
 * always match.
 */
final class SchemaFormats {
  private static final Pattern HOSTNAME = Pattern.compile(
      "^[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\\.?$");
  private static final Pattern EMAIL = Pattern.compile("^[^@\\s]+@[^@\\s]+$");
  private static final Pattern UUID_TEXT = Pattern.compile(
      "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$");

  private SchemaFormats() {}

  static boolean matches(String format, String v) {
    switch (format) {
      case "date-time":
        return parses(() -> OffsetDateTime.parse(v));
      case "date":
        return parses(() -> LocalDate.parse(v));
      case "email":
        return EMAIL.matcher(v).matches();
      case "hostname":
        return v.length() <= 253 && HOSTNAME.matcher(v).matches();
      case "ipv4":
        return v.indexOf(':') < 0 && Cidr.parseIp(v) != null;
      case "ipv6":
        return v.indexOf(':') >= 0 && Cidr.parseIp(v) != null;
      case "uuid":
        return UUID_TEXT.matcher(v).matches() && parses(() -> UUID.fromString(v));
      case "regex":
        return parses(() -> {
          try {
            GoRegexp.compile(v);
          } catch (BuiltinException e) {
            throw new IllegalArgumentException(e);
          }
        });
      default:
        return true;
    }
  }

  private static boolean parses(Runnable r) {
    try {
      r.run();
      return true;
    } catch (DateTimeParseException | IllegalArgumentException e) {
      return false;
    }
  }
}
