package dev.cairn.schemas;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Validates a template node against a schema node with CloudFormation's semantics: intrinsic
 * functions are recognised before any keyword, types coerce, and every violation is reported at the
 * path of the offending node. One instance per template (it holds the template's context).
 */
final class Validator {
  final TemplateContext template;
  final SchemaStore store;
  private final Functions functions;

  Validator(TemplateContext template, SchemaStore store) {
    this.template = template;
    this.store = store;
    this.functions = new Functions(this);
  }

  void validate(SchemaDocument doc, JsonNode schema, JsonNode inst, Trail at, Scope scope, Sink sink) {
    if (schema.isBoolean()) {
      if (!schema.booleanValue()) {
        report(sink, scope, "false", at, null, () -> "False schema does not allow " + Repr.of(inst));
      }
      return;
    }
    if (!schema.isObject()) {
      return;
    }
    JsonNode context = schema.get("cfnContext");
    if (context != null) {
      cfnContext(doc, schema, context, inst, at, scope, sink);
      return;
    }
    String call = Functions.callName(inst);
    if (call != null && scope.functions().contains(call)) {
      functions.call(doc, schema, schema, call, inst, at, scope, sink);
      return;
    }
    JsonNode ref = schema.get("$ref");
    if (ref != null) {
      String text = ref.asText();
      int hash = text.indexOf('#');
      SchemaDocument target = hash > 0 ? store.required(doc.sibling(text.substring(0, hash))) : doc;
      validate(target, resolve(target, hash > 0 ? text.substring(hash) : text, doc), inst, at, scope, sink);
      if (schema.size() == 1) {
        return;
      }
      // as cfn-lint, the keywords beside a $ref apply too (an IAM Statement: one object or a list)
    }
    JsonNode type = schema.get("type");
    if (type != null && !typeMatches(type, inst)) {
      report(sink, scope, "type", at, null, () -> Repr.of(inst) + " is not of type " + typeNames(type));
      return;
    }
    if (inst.isObject()) {
      ObjectKeywords.check(this, doc, schema, inst, at, scope, sink);
    } else if (inst.isArray()) {
      ArrayKeywords.check(this, doc, schema, inst, at, scope, sink);
    } else {
      ScalarKeywords.check(this, schema, inst, at, scope, sink);
    }
    Iterator<Map.Entry<String, JsonNode>> it = schema.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      JsonNode v = e.getValue();
      switch (e.getKey()) {
        case "enum" -> ScalarKeywords.enumeration(this, v, inst, at, scope, sink, false);
        case "enumCaseInsensitive" -> ScalarKeywords.enumeration(this, v, inst, at, scope, sink, true);
        case "const" -> {
          if (!Types.same(v, inst, template.strict)) {
            report(sink, scope, "const", at, null, () -> Repr.of(v) + " was expected");
          }
        }
        case "allOf" -> v.forEach(s -> validate(doc, s, inst, at, scope, sink));
        case "anyOf" -> {
          if (passing(doc, v, inst, at, scope, 1) == 0 && !closestBranch(doc, v, inst, at, scope, sink)) {
            report(sink, scope, "anyOf", at, null, () -> Repr.of(inst) + " is not valid under any of the given schemas");
          }
        }
        case "oneOf" -> oneOf(doc, v, inst, at, scope, sink);
        case "not" -> {
          if (passes(doc, v, inst, at, scope)) {
            report(sink, scope, "not", at, null, () -> Repr.of(inst) + " should not be valid under " + Repr.of(v));
          }
        }
        case "if" -> {
          JsonNode branch = passes(doc, v, inst, at, scope) ? schema.get("then") : schema.get("else");
          if (branch != null) {
            validate(doc, branch, inst, at, scope, sink);
          }
        }
        case "dynamicValidation" -> DynamicValidation.check(this, v, inst, at, scope, sink);
        case "cfnLint" -> Extensions.named(this, v, inst, at, sink);
        case "awsType" -> AwsType.check(this, v, inst, at, scope, sink);
        case "cfnGather" -> new Gather(this, doc, at, scope, sink).check(v, inst);
        default -> { }
      }
    }
  }

  /** cfn-lint's cfnContext: which functions this node may call, and the schema for its value. */
  private void cfnContext(
      SchemaDocument doc, JsonNode schema, JsonNode context, JsonNode inst, Trail at, Scope scope, Sink sink) {
    JsonNode target = context.path("schema");
    String call = Functions.callName(inst);
    if (call != null) {
      if (!Functions.allowed(context.path("functions"), call)) {
        report(sink, scope, "type", at, null, () -> call + " is not supported here");
        return;
      }
      functions.call(doc, schema, target, call, inst, at, scope, sink);
      return;
    }
    validate(doc, target, inst, at, scope.withFunctions(Set.of()), sink);
  }

  private void oneOf(SchemaDocument doc, JsonNode schemas, JsonNode inst, Trail at, Scope scope, Sink sink) {
    int passing = passing(doc, schemas, inst, at, scope, 2);
    if (passing == 0 && !closestBranch(doc, schemas, inst, at, scope, sink)) {
      report(sink, scope, "oneOf", at, null, () -> Repr.of(inst) + " is not valid under any of the given schemas");
    } else if (passing > 1) {
      report(sink, scope, "oneOf", at, null, () -> Repr.of(inst) + " is valid under each of " + Repr.of(schemas));
    }
  }

  /**
   * When no branch of an anyOf/oneOf fits, the one branch that fits this node itself and fails only
   * below it (the shape the author chose, with a fault inside) is reported in its own words and
   * places, as cfn-lint's best match; with none or several such branches the caller reports the
   * node as a whole. Returns whether a branch was reported.
   */
  private boolean closestBranch(SchemaDocument doc, JsonNode schemas, JsonNode inst, Trail at, Scope scope, Sink sink) {
    if (sink.isTrial()) {
      return false;
    }
    Sink closest = null;
    for (JsonNode s : schemas) {
      Sink branch = new Sink();
      validate(doc, s, inst, at, scope, branch);
      boolean below = !branch.isEmpty() && branch.violations().stream().allMatch(x -> fitsHere(x, at));
      if (below) {
        if (closest != null) {
          return false;
        }
        closest = branch;
      }
    }
    if (closest == null) {
      return false;
    }
    sink.absorb(closest);
    return true;
  }

  /** A violation below {@code at} that does not reject one of its own keys or ask for another. */
  private static boolean fitsHere(Violation x, Trail at) {
    int depth = x.path().size();
    boolean ownKey = depth == at.depth() + 1 && (x.keyword().equals("additionalProperties") || x.keyword().equals("false"));
    return depth > at.depth() && x.missing() == null && !ownKey;
  }

  /** How many of {@code schemas} the instance passes, counting no further than {@code enough}. */
  private int passing(SchemaDocument doc, JsonNode schemas, JsonNode inst, Trail at, Scope scope, int enough) {
    int n = 0;
    for (JsonNode s : schemas) {
      if (passes(doc, s, inst, at, scope) && ++n >= enough) {
        break;
      }
    }
    return n;
  }

  boolean passes(SchemaDocument doc, JsonNode schema, JsonNode inst, Trail at, Scope scope) {
    Sink trial = Sink.trial();
    validate(doc, schema, inst, at, scope, trial);
    return trial.isEmpty();
  }

  JsonNode resolve(SchemaDocument doc, JsonNode ref) {
    return resolve(doc, ref.asText(), doc);
  }

  private static JsonNode resolve(SchemaDocument doc, String ref, SchemaDocument from) {
    JsonNode target = doc.resolve(ref);
    if (target == null) {
      throw new SchemaException(from.file(), "$ref " + ref + " does not resolve");
    }
    return target;
  }

  boolean typeMatches(JsonNode type, JsonNode inst) {
    if (type.isTextual()) {
      return Types.is(inst, type.textValue(), template.strict);
    }
    for (JsonNode t : type) {
      if (Types.is(inst, t.asText(), template.strict)) {
        return true;
      }
    }
    return false;
  }

  static String typeNames(JsonNode type) {
    if (type.isTextual()) {
      return "'" + type.textValue() + "'";
    }
    List<String> names = new ArrayList<>();
    type.forEach(t -> names.add("'" + t.asText() + "'"));
    return String.join(", ", names);
  }

  void report(Sink sink, Scope scope, String keyword, Trail at, String missing, Supplier<String> message) {
    if (sink.isTrial()) {
      sink.fail();
      return;
    }
    Trail where = scope.pinned() != null ? scope.pinned() : at;
    String suffix = scope.resolvedBy() != null ? " when '" + scope.resolvedBy() + "' is resolved" : "";
    sink.add(new Violation(
        scope.ruleFor(keyword), where.toList(), scope.pinned() != null ? null : missing, message.get() + suffix, keyword));
  }

  static boolean isNoValue(JsonNode v) {
    return v != null && v.isObject() && v.size() == 1 && "AWS::NoValue".equals(v.path("Ref").textValue());
  }

  static Set<String> strings(JsonNode array) {
    Set<String> out = new HashSet<>();
    array.forEach(x -> out.add(x.asText()));
    return out;
  }
}
