package dev.cairn.schemas;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;

/** The keywords of strings and numbers, with CloudFormation's coercion ({@code 10} is also "10"). */
final class ScalarKeywords {
  private ScalarKeywords() {}

  static void check(Validator v, JsonNode schema, JsonNode inst, Trail at, Scope scope, Sink sink) {
    boolean strict = v.template.strict;
    Iterator<Map.Entry<String, JsonNode>> it = schema.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      String keyword = e.getKey();
      JsonNode k = e.getValue();
      switch (keyword) {
        case "pattern" -> {
          String text = Types.text(inst, strict);
          if (text != null && !Patterns.matches(k.asText(), text)) {
            v.report(sink, scope, keyword, at, null, () -> Repr.of(inst) + " does not match '" + k.asText() + "'");
          }
        }
        case "minLength", "maxLength" -> {
          String text = Types.text(inst, strict);
          if (text != null) {
            int length = text.codePointCount(0, text.length());
            boolean min = keyword.equals("minLength");
            if (min ? length < k.asInt() : length > k.asInt()) {
              v.report(sink, scope, keyword, at, null,
                  () -> Repr.of(inst) + " is too " + (min ? "short" : "long") + " (" + k.asInt() + ")");
            }
          }
        }
        case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf" -> {
          BigDecimal n = Types.number(inst, strict);
          if (n != null && k.isNumber()) {
            String problem = range(keyword, n, k.decimalValue());
            if (problem != null) {
              v.report(sink, scope, keyword, at, null, () -> Repr.of(inst) + problem);
            }
          }
        }
        case "format" -> format(v, k.asText(), inst, at, scope, sink);
        default -> { }
      }
    }
  }

  private static String range(String keyword, BigDecimal n, BigDecimal limit) {
    int c = n.compareTo(limit);
    return switch (keyword) {
      case "minimum" -> c < 0 ? " is less than the minimum of " + limit : null;
      case "maximum" -> c > 0 ? " is greater than the maximum of " + limit : null;
      case "exclusiveMinimum" -> c <= 0 ? " is less than or equal to the minimum of " + limit : null;
      case "exclusiveMaximum" -> c >= 0 ? " is greater than or equal to the maximum of " + limit : null;
      default -> limit.signum() != 0 && n.remainder(limit).signum() != 0 ? " is not a multiple of " + limit : null;
    };
  }

  static void format(Validator v, String name, JsonNode inst, Trail at, Scope scope, Sink sink) {
    Formats.Format format = Formats.get(name);
    String text = Types.text(inst, v.template.strict);
    if (format == null || text == null || Formats.valid(name, format, text)) {
      return;
    }
    Scope formatScope = scope.resolvedBy() != null ? scope : Scope.section(format.ruleId(), scope.functions());
    v.report(sink, formatScope, "format", at, null, () -> Repr.of(inst) + " is not a valid '" + name + "'");
  }

  /** {@code enum} and cfn-lint's {@code enumCaseInsensitive}; any type of value. */
  static void enumeration(
      Validator v, JsonNode values, JsonNode inst, Trail at, Scope scope, Sink sink, boolean ignoreCase) {
    for (JsonNode allowed : values) {
      if (Types.same(allowed, inst, v.template.strict)
          || (ignoreCase && allowed.isTextual() && inst.isTextual()
              && allowed.textValue().toLowerCase(Locale.ROOT).equals(inst.textValue().toLowerCase(Locale.ROOT)))) {
        return;
      }
    }
    v.report(sink, scope, ignoreCase ? "enumCaseInsensitive" : "enum", at, null,
        () -> Repr.of(inst) + " is not one of " + Repr.of(values));
  }
}
