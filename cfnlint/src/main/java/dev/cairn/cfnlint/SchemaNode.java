package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One schema object compiled once: its keywords read into fields and its subschemas compiled in
 * turn, so that validating a node costs no map lookups of keyword names, no string switches and no
 * regex lookups (a resource schema is walked for every resource of its type). A {@code $ref} is
 * resolved on first use (its target may be in another file). Immutable but for that cached target.
 */
final class SchemaNode {
  final SchemaDocument doc;
  /** The schema as written, for messages. */
  final JsonNode raw;
  final boolean alwaysFalse;

  final JsonNode contextFunctions;
  final SchemaNode contextSchema;

  final String ref;
  /** The $ref is the only keyword (beside it, the others apply too, as in cfn-lint). */
  final boolean refOnly;
  private volatile SchemaNode refTarget;

  final JsonNode type;
  final String[] typeNames;

  final Map<String, SchemaNode> properties;
  final Pattern[] patterns;
  final String[] patternSources;
  final SchemaNode[] patternSchemas;
  final SchemaNode additional;
  final boolean additionalFalse;
  final String[] required;
  final JsonNode requiredXor;
  final JsonNode requiredOr;
  final JsonNode dependentRequired;
  final JsonNode dependentExcluded;
  final JsonNode dependencies;
  final Map<String, SchemaNode> dependencySchemas;
  final int minProperties;
  final int maxProperties;
  final SchemaNode propertyNames;

  final SchemaNode items;
  final SchemaNode[] itemList;
  final SchemaNode additionalItems;
  final SchemaNode[] prefixItems;
  final int minItems;
  final int maxItems;
  final boolean uniqueItems;
  /** {@code uniqueItems: false}: repeats are allowed, and worth a note (cfn-lint's informational I3037). */
  final boolean repeatsAllowed;
  final JsonNode uniqueKeys;
  final int maxUniqueItems;
  final SchemaNode contains;
  final String format;

  final String pattern;
  /** Null when Java cannot compile the pattern (it then matches; Keywords lists it). */
  final Pattern compiledPattern;
  final int minLength;
  final int maxLength;
  final BigDecimal minimum;
  final BigDecimal maximum;
  final BigDecimal exclusiveMinimum;
  final BigDecimal exclusiveMaximum;
  final BigDecimal multipleOf;

  final JsonNode enumValues;
  final boolean enumCaseInsensitive;
  final JsonNode constValue;
  final SchemaNode[] allOf;
  /**
   * For each allOf branch that is only {@code if}/{@code then} with {@code required} keys in its
   * {@code if} (how cfn-lint's tables are written: 896 engine/version/class rows for RDS), the index
   * of those keys in {@link #allOfGuards}, else -1: an object missing them skips the branch, and
   * each distinct key list is looked up once, not once per row.
   */
  final int[] allOfGuard;
  final String[][] allOfGuards;
  final SchemaNode[] anyOf;
  final SchemaNode[] oneOf;
  final SchemaNode not;
  final SchemaNode ifSchema;
  final SchemaNode thenSchema;
  final SchemaNode elseSchema;
  final JsonNode dynamicValidation;
  final JsonNode cfnLint;
  final JsonNode awsType;
  final JsonNode cfnGather;

  final boolean objectKeywords;
  final boolean arrayKeywords;
  final boolean scalarKeywords;
  final boolean generic;

  /** Compiles {@code raw} and everything below it (a {@code $ref} is followed later, on use). */
  SchemaNode(SchemaDocument doc, JsonNode raw) {
    this.doc = doc;
    this.raw = raw;
    this.alwaysFalse = raw.isBoolean() && !raw.booleanValue();
    JsonNode context = raw.get("cfnContext");
    this.contextFunctions = context == null ? null : context.path("functions");
    this.contextSchema = context == null ? null : child(context.path("schema"));
    JsonNode r = raw.get("$ref");
    this.ref = r == null ? null : r.asText();
    this.refOnly = r != null && raw.size() == 1;
    this.type = raw.get("type");
    this.typeNames = type == null ? null : names(type);

    this.properties = map(raw.get("properties"));
    JsonNode pp = raw.get("patternProperties");
    int np = pp == null || !pp.isObject() ? 0 : pp.size();
    this.patterns = np == 0 ? null : new Pattern[np];
    this.patternSources = np == 0 ? null : new String[np];
    this.patternSchemas = np == 0 ? null : new SchemaNode[np];
    if (np > 0) {
      int i = 0;
      for (Iterator<Map.Entry<String, JsonNode>> it = pp.fields(); it.hasNext(); i++) {
        Map.Entry<String, JsonNode> e = it.next();
        patternSources[i] = e.getKey();
        patterns[i] = Patterns.get(e.getKey()).orElse(null);
        patternSchemas[i] = child(e.getValue());
      }
    }
    JsonNode ap = raw.get("additionalProperties");
    this.additionalFalse = ap != null && ap.isBoolean() && !ap.booleanValue();
    this.additional = ap == null || ap.isBoolean() ? null : child(ap);
    JsonNode req = raw.get("required");
    this.required = req == null || !req.isArray() ? null : strings(req);
    this.requiredXor = raw.get("requiredXor");
    this.requiredOr = raw.get("requiredOr");
    this.dependentRequired = raw.get("dependentRequired");
    this.dependentExcluded = raw.get("dependentExcluded");
    JsonNode deps = raw.get("dependencies");
    this.dependencies = deps == null || !deps.isObject() ? null : deps;
    Map<String, SchemaNode> depSchemas = null;
    if (dependencies != null) {
      for (Iterator<Map.Entry<String, JsonNode>> it = deps.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        if (!e.getValue().isArray()) {
          depSchemas = depSchemas == null ? new HashMap<>() : depSchemas;
          depSchemas.put(e.getKey(), child(e.getValue()));
        }
      }
    }
    this.dependencySchemas = depSchemas;
    this.minProperties = integer(raw, "minProperties");
    this.maxProperties = integer(raw, "maxProperties");
    this.propertyNames = optional(raw.get("propertyNames"));

    JsonNode it = raw.get("items");
    this.items = it == null || it.isArray() ? null : child(it);
    this.itemList = it != null && it.isArray() ? children(it) : null;
    this.additionalItems = optional(raw.get("additionalItems"));
    JsonNode prefix = raw.get("prefixItems");
    this.prefixItems = prefix != null && prefix.isArray() ? children(prefix) : null;
    this.minItems = integer(raw, "minItems");
    this.maxItems = integer(raw, "maxItems");
    this.uniqueItems = raw.path("uniqueItems").asBoolean(false);
    this.repeatsAllowed = raw.path("uniqueItems").isBoolean() && !uniqueItems;
    this.uniqueKeys = raw.get("uniqueKeys");
    this.maxUniqueItems = integer(raw, "maxUniqueItems");
    this.contains = optional(raw.get("contains"));
    JsonNode f = raw.get("format");
    this.format = f == null ? null : f.asText();

    JsonNode p = raw.get("pattern");
    this.pattern = p == null ? null : p.asText();
    this.compiledPattern = p == null ? null : Patterns.get(pattern).orElse(null);
    this.minLength = integer(raw, "minLength");
    this.maxLength = integer(raw, "maxLength");
    this.minimum = decimal(raw, "minimum");
    this.maximum = decimal(raw, "maximum");
    this.exclusiveMinimum = decimal(raw, "exclusiveMinimum");
    this.exclusiveMaximum = decimal(raw, "exclusiveMaximum");
    this.multipleOf = decimal(raw, "multipleOf");

    JsonNode e = raw.get("enumCaseInsensitive");
    this.enumCaseInsensitive = e != null;
    this.enumValues = e != null ? e : raw.get("enum");
    this.constValue = raw.get("const");
    this.allOf = list(raw.get("allOf"));
    java.util.List<String[]> guards = new java.util.ArrayList<>();
    this.allOfGuard = allOf == null ? null : new int[allOf.length];
    for (int i = 0; allOf != null && i < allOf.length; i++) {
      allOfGuard[i] = allOf[i].guardedIf() ? guard(guards, allOf[i].ifSchema.required) : -1;
    }
    this.allOfGuards = guards.toArray(new String[0][]);
    this.anyOf = list(raw.get("anyOf"));
    this.oneOf = list(raw.get("oneOf"));
    this.not = optional(raw.get("not"));
    this.thenSchema = optional(raw.get("then"));
    this.elseSchema = optional(raw.get("else"));
    // an if with neither branch decides nothing
    this.ifSchema = thenSchema == null && elseSchema == null ? null : optional(raw.get("if"));
    this.dynamicValidation = raw.get("dynamicValidation");
    this.cfnLint = raw.get("cfnLint");
    this.awsType = raw.get("awsType");
    this.cfnGather = raw.get("cfnGather");

    this.objectKeywords = properties != null || patterns != null || additional != null || additionalFalse
        || required != null || requiredXor != null || requiredOr != null || dependentRequired != null
        || dependentExcluded != null || dependencies != null || minProperties >= 0 || maxProperties >= 0
        || propertyNames != null;
    this.arrayKeywords = items != null || itemList != null || prefixItems != null || minItems >= 0 || maxItems >= 0
        || uniqueItems || repeatsAllowed || uniqueKeys != null || maxUniqueItems >= 0 || contains != null;
    this.scalarKeywords = pattern != null || minLength >= 0 || maxLength >= 0 || minimum != null || maximum != null
        || exclusiveMinimum != null || exclusiveMaximum != null || multipleOf != null || format != null;
    this.generic = enumValues != null || constValue != null || allOf != null || anyOf != null || oneOf != null
        || not != null || ifSchema != null || dynamicValidation != null || cfnLint != null || awsType != null
        || cfnGather != null;
  }

  /** Only {@code if}/{@code then}, its {@code if} requiring keys: with those absent, nothing applies. */
  private boolean guardedIf() {
    return ifSchema != null && elseSchema == null && ifSchema.required != null && contextSchema == null && ref == null
        && typeNames == null && !objectKeywords && !arrayKeywords && !scalarKeywords && enumValues == null
        && constValue == null && allOf == null && anyOf == null && oneOf == null && not == null
        && dynamicValidation == null && cfnLint == null && awsType == null && cfnGather == null;
  }

  private static int guard(java.util.List<String[]> guards, String[] keys) {
    for (int i = 0; i < guards.size(); i++) {
      if (java.util.Arrays.equals(guards.get(i), keys)) {
        return i;
      }
    }
    guards.add(keys);
    return guards.size() - 1;
  }

  SchemaNode refTarget() {
    return refTarget;
  }

  void refTarget(SchemaNode target) {
    this.refTarget = target;
  }

  boolean matches(CharSequence text) {
    return compiledPattern == null || Patterns.find(compiledPattern, text);
  }

  private SchemaNode child(JsonNode s) {
    return new SchemaNode(doc, s);
  }

  private SchemaNode optional(JsonNode s) {
    return s == null ? null : child(s);
  }

  private SchemaNode[] children(JsonNode array) {
    SchemaNode[] out = new SchemaNode[array.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = child(array.get(i));
    }
    return out;
  }

  private SchemaNode[] list(JsonNode array) {
    return array == null || !array.isArray() ? null : children(array);
  }

  private Map<String, SchemaNode> map(JsonNode object) {
    if (object == null || !object.isObject()) {
      return null;
    }
    Map<String, SchemaNode> out = new HashMap<>(Math.max(4, object.size() * 2));
    object.fields().forEachRemaining(e -> out.put(e.getKey(), child(e.getValue())));
    return out;
  }

  private static String[] strings(JsonNode array) {
    String[] out = new String[array.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = array.get(i).asText();
    }
    return out;
  }

  private static String[] names(JsonNode type) {
    return type.isArray() ? strings(type) : new String[] {type.asText()};
  }

  private static int integer(JsonNode raw, String keyword) {
    JsonNode k = raw.get(keyword);
    return k == null ? -1 : k.asInt();
  }

  private static BigDecimal decimal(JsonNode raw, String keyword) {
    JsonNode k = raw.get(keyword);
    return k != null && k.isNumber() ? k.decimalValue() : null;
  }
}
