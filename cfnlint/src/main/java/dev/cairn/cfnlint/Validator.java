package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Validates a template node against a compiled schema node with CloudFormation's semantics:
 * intrinsic functions are recognised before any keyword, types coerce, and every violation is
 * reported at the path of the offending node. One instance per template (it holds the template's
 * context).
 */
final class Validator {
  final TemplateContext template;
  final SchemaStore store;
  private final IntrinsicFunctions functions;

  Validator(TemplateContext template, SchemaStore store) {
    this.template = template;
    this.store = store;
    this.functions = new IntrinsicFunctions(this);
  }

  /** Validates against {@code schema}, a node of {@code doc} (compiled on its first use). */
  void validate(SchemaDocument doc, JsonNode schema, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    validate(doc.node(schema), inst, at, scope, sink);
  }

  /** Validates against a schema made for this one check (compiled, not kept). */
  void validateOnce(SchemaDocument doc, JsonNode schema, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    validate(new SchemaNode(doc, schema), inst, at, scope, sink);
  }

  void validate(SchemaNode s, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    if (inst.isTextual() && isDynamicReference(inst.textValue())) {
      return; // its value is only known at deployment, so cfn-lint checks nothing of it
    }
    if (s.alwaysFalse) {
      report(sink, scope, "false", at, null, () -> "False schema does not allow " + PythonRepr.of(inst));
      return;
    }
    if (s.contextSchema != null) {
      cfnContext(s, inst, at, scope, sink);
      return;
    }
    String call = IntrinsicFunctions.callName(inst);
    if (call != null && scope.functions().contains(call)) {
      functions.call(s, s, call, inst, at, scope, sink);
      return;
    }
    if (s.ref != null) {
      validate(target(s), inst, at, scope, sink);
      if (s.refOnly || sink.failedTrial()) {
        return;
      }
      // as cfn-lint, the keywords beside a $ref apply too (an IAM Statement: one object or a list)
    }
    boolean strictTypes = template.strict || sink.strictTypes();
    if (s.typeNames != null && !(inst.isNull() && scope.nullOfAnyType() && !strictTypes)
        && !typeMatches(s.typeNames, inst, strictTypes)) {
      report(sink, scope, "type", at, null, () -> PythonRepr.of(inst) + " is not of type " + typeNames(s.type));
      if (sink.failedTrial()) {
        return;
      }
      // as in JSON Schema (and cfn-lint), the other keywords still apply: an enum's value is wrong twice
    }
    if (inst.isObject()) {
      if (s.objectKeywords) {
        ObjectKeywords.check(this, s, inst, at, scope, sink);
      }
    } else if (inst.isArray()) {
      if (s.arrayKeywords) {
        ArrayKeywords.check(this, s, inst, at, scope, sink);
      }
    } else if (s.scalarKeywords) {
      ScalarKeywords.check(this, s, inst, at, scope, sink);
    }
    if (s.generic && !sink.failedTrial()) {
      generic(s, inst, at, scope, sink);
    }
  }

  private void generic(SchemaNode s, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    if (s.enumValues != null) {
      ScalarKeywords.enumeration(this, s.enumValues, inst, at, scope, sink, s.enumCaseInsensitive);
    }
    if (s.constValue != null && !Types.same(s.constValue, inst, template.strict)) {
      report(sink, scope, "const", at, null, () -> PythonRepr.of(s.constValue) + " was expected");
    }
    if (s.allOf != null) {
      Combinators.allOf(this, s, inst, at, scope, sink);
      if (sink.failedTrial()) {
        return;
      }
    }
    if (s.anyOf != null) {
      Combinators.anyOf(this, s, inst, at, scope, sink);
    }
    if (s.oneOf != null) {
      Combinators.oneOf(this, s, inst, at, scope, sink);
    }
    if (s.not != null && passes(s.not, inst, at, scope)) {
      report(sink, scope, "not", at, null, () -> PythonRepr.of(inst) + " should not be valid under " + PythonRepr.of(s.not.raw));
    }
    if (s.ifSchema != null) {
      ViolationCollector condition = ViolationCollector.strictTrial();
      validate(s.ifSchema, inst, at, scope, condition);
      SchemaNode branch = condition.isEmpty() ? s.thenSchema : s.elseSchema;
      if (branch != null) {
        validate(branch, inst, at, scope, sink);
      }
    }
    if (s.dynamicValidation != null) {
      DynamicValidation.check(this, s.dynamicValidation, inst, at, scope, sink);
    }
    if (s.cfnLint != null) {
      Extensions.named(this, s.cfnLint, inst, at, sink);
    }
    if (s.awsType != null) {
      AwsType.check(this, s.awsType, inst, at, scope, sink);
    }
    if (s.cfnGather != null) {
      new CrossResourceCheck(this, s.doc, at, scope, sink).check(s.cfnGather, inst);
    }
  }

  /** cfn-lint's cfnContext: which functions this node may call, and the schema for its value. */
  private void cfnContext(SchemaNode s, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    String call = IntrinsicFunctions.callName(inst);
    if (call != null && IntrinsicFunctions.allowed(s.contextFunctions, call)) {
      functions.call(s, s.contextSchema, call, inst, at, scope, sink);
      return;
    }
    // a function not allowed here is an object like any other, as cfn-lint takes it: the schema says why not
    validate(s.contextSchema, inst, at, scope.withFunctions(Set.of()), sink);
  }

  boolean passes(SchemaNode schema, JsonNode inst, TemplatePath at, RuleScope scope) {
    ViolationCollector trial = ViolationCollector.trial();
    validate(schema, inst, at, scope, trial);
    return trial.isEmpty();
  }

  /** The node a {@code $ref} names, in its own file or one beside it ({@code policy#/...}); resolved once. */
  SchemaNode target(SchemaNode s) {
    SchemaNode t = s.refTarget();
    if (t == null) {
      int hash = s.ref.indexOf('#');
      SchemaDocument doc = hash > 0 ? store.required(s.doc.sibling(s.ref.substring(0, hash))) : s.doc;
      JsonNode node = doc.resolve(hash > 0 ? s.ref.substring(hash) : s.ref);
      if (node == null) {
        throw new SchemaException(s.doc.file(), "$ref " + s.ref + " does not resolve");
      }
      t = doc.node(node);
      s.refTarget(t);
    }
    return t;
  }

  boolean typeMatches(String[] types, JsonNode inst, boolean strict) {
    for (String t : types) {
      if (Types.is(inst, t, strict)) {
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

  void report(ViolationCollector sink, RuleScope scope, String keyword, TemplatePath at, String missing, Supplier<String> message) {
    if (sink.isTrial()) {
      sink.fail();
      return;
    }
    TemplatePath where = scope.where(keyword, at);
    String suffix = scope.resolvedBy() != null ? " when '" + scope.resolvedBy() + "' is resolved" : "";
    sink.add(new Violation(
        scope.ruleFor(keyword), where.toList(), scope.pinned() != null ? null : missing, message.get() + suffix, keyword));
  }

  /** A string with a dynamic reference ({@code {{resolve:ssm:/name}}}) anywhere in it. */
  static boolean isDynamicReference(String text) {
    int start = text.indexOf("{{resolve:");
    return start >= 0 && text.indexOf("}}", start + 10) > 0;
  }

  static boolean isNoValue(JsonNode v) {
    return v != null && v.isObject() && v.size() == 1 && "AWS::NoValue".equals(v.path("Ref").textValue());
  }
}
