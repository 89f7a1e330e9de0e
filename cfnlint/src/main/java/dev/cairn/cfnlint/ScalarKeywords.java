package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The keywords of strings and numbers, with CloudFormation's coercion ({@code 10} is also "10"). */
final class ScalarKeywords {
  /** A pattern that gave up on a value is E0002, cfn-lint's "could not process": the value is not known bad. */
  static final RuleScope GAVE_UP = RuleScope.section("E0002", Set.of());

  private ScalarKeywords() {}

  static void check(Validator v, SchemaNode s, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    boolean strict = v.template.strict;
    if (s.pattern != null || s.minLength >= 0 || s.maxLength >= 0) {
      String text = inst.isTextual() ? inst.textValue() : null; // as in JSON Schema, strings only (cfn-lint too)
      if (text != null) {
        if (s.pattern != null) {
          pattern(v, s, inst, text, at, scope, sink);
        }
        if (s.minLength >= 0 || s.maxLength >= 0) {
          int length = text.codePointCount(0, text.length());
          if (s.minLength >= 0 && length < s.minLength) {
            v.report(sink, scope, "minLength", at, null, () -> PythonRepr.of(inst) + " is too short (" + s.minLength + ")");
          }
          if (s.maxLength >= 0 && length > s.maxLength) {
            v.report(sink, scope, "maxLength", at, null, () -> PythonRepr.of(inst) + " is too long (" + s.maxLength + ")");
          }
        }
      }
    }
    if (s.minimum != null || s.maximum != null || s.exclusiveMinimum != null || s.exclusiveMaximum != null
        || s.multipleOf != null) {
      BigDecimal n = Types.number(inst, strict);
      if (n != null) {
        range(v, "minimum", n, s.minimum, inst, at, scope, sink);
        range(v, "maximum", n, s.maximum, inst, at, scope, sink);
        range(v, "exclusiveMinimum", n, s.exclusiveMinimum, inst, at, scope, sink);
        range(v, "exclusiveMaximum", n, s.exclusiveMaximum, inst, at, scope, sink);
        range(v, "multipleOf", n, s.multipleOf, inst, at, scope, sink);
      }
    }
    if (s.format != null) {
      format(v, s.format, inst, at, scope, sink);
    }
  }

  private static void range(
      Validator v, String keyword, BigDecimal n, BigDecimal limit, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    if (limit == null) {
      return;
    }
    int c = n.compareTo(limit);
    String problem = switch (keyword) {
      case "minimum" -> c < 0 ? " is less than the minimum of " + limit : null;
      case "maximum" -> c > 0 ? " is greater than the maximum of " + limit : null;
      case "exclusiveMinimum" -> c <= 0 ? " is less than or equal to the minimum of " + limit : null;
      case "exclusiveMaximum" -> c >= 0 ? " is greater than or equal to the maximum of " + limit : null;
      default -> limit.signum() != 0 && n.remainder(limit).signum() != 0 ? " is not a multiple of " + limit : null;
    };
    if (problem != null) {
      v.report(sink, scope, keyword, at, null, () -> PythonRepr.of(inst) + problem);
    }
  }

  static void format(Validator v, String name, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    List<Formats.Format> checks = Formats.get(name);
    if (checks == null || !inst.isTextual()) {
      return; // a format applies to strings only, as in JSON Schema (and cfn-lint)
    }
    for (Formats.Format format : checks) {
      if (!format.valid().test(inst.textValue())) {
        // a rule of its own (an extension rule) keeps its formats; resource properties report each format's rule
        boolean ownRule = scope.rules().size() > 1 && scope.ruleFor("format").equals(scope.rules().get(""));
        RuleScope formatScope = format.ruleId() == null || scope.resolvedBy() != null || ownRule
            ? scope : RuleScope.section(format.ruleId(), scope.functions());
        v.report(sink, formatScope, "format", at, null, () -> PythonRepr.of(inst) + " is not a valid '" + name + "'");
      }
    }
  }

  /** {@code enum} and cfn-lint's {@code enumCaseInsensitive}; any type of value. */
  static void enumeration(
      Validator v, JsonNode values, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink, boolean ignoreCase) {
    for (JsonNode allowed : values) {
      if (Types.same(allowed, inst, v.template.strict)
          || (ignoreCase && allowed.isTextual() && inst.isTextual()
              && allowed.textValue().toLowerCase(Locale.ROOT).equals(inst.textValue().toLowerCase(Locale.ROOT)))) {
        return;
      }
    }
    v.report(sink, scope, ignoreCase ? "enumCaseInsensitive" : "enum", at, null,
        () -> PythonRepr.of(inst) + " is not one of " + PythonRepr.of(values));
  }

  private static void pattern(Validator v, SchemaNode s, JsonNode inst, String text, TemplatePath at, RuleScope scope,
      ViolationCollector sink) {
    try {
      if (!s.matches(text)) {
        v.report(sink, scope, "pattern", at, null, () -> PythonRepr.of(inst) + " does not match '" + s.pattern + "'");
      }
    } catch (Patterns.GaveUp e) {
      v.report(sink, GAVE_UP, "pattern", at, null, () -> "cannot check this value against '" + s.pattern + "': " + e.getMessage());
    }
  }
}
