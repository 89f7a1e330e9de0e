package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.Set;

/**
 * An intrinsic function where a schema expects a value: its arguments are checked against the
 * function's own schema ({@code other/functions}, reported under the function's rule), its targets
 * must exist, and then its value is checked against the schema of its place: {@code Fn::If} down both
 * branches, a value Cairn can work out (pseudo parameters, parameter defaults, {@code Fn::Sub},
 * {@code Fn::Join}, {@code Fn::Select}, {@code Fn::FindInMap}, {@code Fn::Split}) in full, any other
 * by the type it returns.
 */
final class IntrinsicFunctions {
  private static final Map<String, String> FILES = Map.ofEntries(
      Map.entry("Ref", "ref.json"), Map.entry("Fn::GetAtt", "getatt.json"), Map.entry("Fn::If", "if.json"),
      Map.entry("Fn::Sub", "sub.json"), Map.entry("Fn::Join", "join.json"), Map.entry("Fn::Select", "select.json"),
      Map.entry("Fn::Split", "split.json"), Map.entry("Fn::FindInMap", "findinmap.json"),
      Map.entry("Fn::Base64", "base64.json"), Map.entry("Fn::Cidr", "cidr.json"),
      Map.entry("Fn::ImportValue", "importvalue.json"), Map.entry("Fn::Length", "length.json"),
      Map.entry("Fn::ToJsonString", "tojsonstring.json"), Map.entry("Condition", "condition.json"),
      Map.entry("Fn::Equals", "equals.json"), Map.entry("Fn::And", "and.json"), Map.entry("Fn::Or", "or.json"),
      Map.entry("Fn::Not", "not.json"));

  /** cfn-lint checks Fn::GetAZs in its code, not with a schema of its data: this is that check. */
  private static final SchemaDocument GET_AZS = builtIn("getazs.json");

  private final Validator v;
  private final Resolver resolver;
  private final FunctionTargets references;

  IntrinsicFunctions(Validator v) {
    this.v = v;
    this.resolver = new Resolver(v.template);
    this.references = new FunctionTargets(v);
  }

  private static SchemaDocument builtIn(String name) {
    try (java.io.InputStream in = IntrinsicFunctions.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new SchemaException(name, "missing from the classpath");
      }
      return new SchemaDocument("(built-in)/" + name, "(built-in)/" + name, new com.fasterxml.jackson.databind.ObjectMapper().readTree(in));
    } catch (java.io.IOException e) {
      throw new SchemaException(name, "cannot read: " + e.getMessage());
    }
  }

  /** The function a one-key object calls ({@code Ref}, {@code Condition}, {@code Fn::*}), or null. */
  static String callName(JsonNode inst) {
    if (!inst.isObject() || inst.size() != 1) {
      return null;
    }
    String key = inst.fieldNames().next();
    return key.equals("Ref") || key.equals("Condition") || key.startsWith("Fn::") ? key : null;
  }

  static boolean allowed(JsonNode functions, String name) {
    for (JsonNode f : functions) {
      if (f.asText().equals(name)) {
        return true;
      }
    }
    return false;
  }

  /**
   * @param branches the schema {@code Fn::If}'s branches are checked against (the one the call met)
   * @param target the schema the call's value must fit
   */
  void call(SchemaNode branches, SchemaNode target, String fn, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    JsonNode arg = inst.get(fn);
    TemplatePath argAt = at.key(fn);
    if (fn.equals("Ref") && "AWS::NoValue".equals(arg.textValue())) {
      return;
    }
    String rule = argumentRule(fn, scope);
    ViolationCollector structure = sink.isTrial() ? ViolationCollector.trial() : new ViolationCollector();
    SchemaDocument f = schema(fn);
    if (f != null) {
      v.validate(f, f.root(), arg, argAt, RuleScope.function(rule), structure);
    } else if (!RuleIds.isFunction(fn)) {
      v.report(structure, RuleScope.section("E1001", Set.of()), "type", at, null, () -> "'" + fn + "' is not a known function");
    }
    if (structure.isEmpty()) {
      references.check(fn, arg, argAt, rule, structure);
    }
    sink.absorb(structure);
    if (!structure.isEmpty()) {
      return;
    }
    if (fn.equals("Fn::If")) {
      for (int i = 1; i <= 2; i++) {
        JsonNode branch = arg.get(i);
        if (!Validator.isNoValue(branch)) {
          v.validate(branches, branch, argAt.index(i), scope, sink);
        }
      }
      return;
    }
    // a value of the wrong kind is the call's fault whatever it resolves to, but a Ref's is its resolved value's (as cfn-lint)
    boolean ref = fn.equals("Ref");
    if (!ref && !typeCheck(target, fn, inst, at, scope, sink)) {
      return;
    }
    JsonNode value = resolver.resolve(fn, arg);
    if (value == null) {
      if (ref) {
        typeCheck(target, fn, inst, at, scope, sink);
      }
    } else if (fn.equals("Ref") && v.template.parameters.containsKey(arg.asText())) {
      // as cfn-lint, a parameter's default is faulted where it is written (its format at the Ref)
      TemplatePath defaultAt = TemplatePath.ROOT.key("Parameters").key(arg.asText()).key("Default");
      v.validate(target, value, at, scope.resolved(fn, defaultAt, argAt), sink);
    } else {
      v.validate(target, value, at, scope.resolved(fn, argAt), sink);
    }
  }

  /**
   * The rule a call's own faults are reported under: its own at the top of a place, else the rule
   * that owns the place (the outermost function's, or an output value's), but for a {@code Ref}
   * inside another function, which cfn-lint always reports as E1020.
   */
  private static String argumentRule(String fn, RuleScope scope) {
    String owner = scope.owner();
    if (owner == null || (fn.equals("Ref") && RuleIds.isFunctionRule(owner))) {
      return RuleIds.function(fn);
    }
    return owner;
  }

  /** The schema of a function's arguments, or null for a function Cairn has none for. */
  private SchemaDocument schema(String fn) {
    if (fn.equals("Fn::GetAZs")) {
      return GET_AZS;
    }
    String file = FILES.get(fn);
    return file == null ? null : v.store.required("other/functions/" + file);
  }

  /**
   * A call can return the wrong kind of value, a list where a string belongs, whatever it resolves
   * to. Returns whether the kind fits (or is unknown).
   */
  private boolean typeCheck(SchemaNode target, String fn, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    SchemaNode s = target;
    for (int guard = 0; s.ref != null && guard < 64; guard++) {
      s = v.target(s);
    }
    JsonNode type = s.type;
    String result = type == null ? null : resultType(fn, inst.get(fn));
    if (result != null && !compatible(fn, result, type)) {
      // reported as the call's own fault (E1020 for a Ref to a list), or its owner's; a GetAtt at the call
      RuleScope own = scope.resolvedBy() != null ? scope : RuleScope.section(argumentRule(fn, scope), Set.of());
      TemplatePath where = fn.equals("Fn::GetAtt") ? at.key(fn) : at;
      v.report(sink, own, "type", where, null, () -> PythonRepr.of(inst) + " is not of type " + Validator.typeNames(type));
      return false;
    }
    return true;
  }

  private String resultType(String fn, JsonNode arg) {
    return switch (fn) {
      case "Ref" -> v.template.isListParameter(arg.asText()) || arg.asText().equals("AWS::NotificationARNs")
          ? "array" : "string";
      case "Fn::GetAtt" -> references.attributeType(arg);
      case "Fn::Join", "Fn::Sub", "Fn::Base64", "Fn::ImportValue", "Fn::ToJsonString" -> "string";
      case "Fn::Split", "Fn::GetAZs", "Fn::Cidr" -> "array";
      case "Fn::Length" -> "integer";
      case "Condition", "Fn::Equals", "Fn::And", "Fn::Or", "Fn::Not" -> "boolean";
      default -> null;
    };
  }

  private boolean compatible(String fn, String result, JsonNode type) {
    boolean strict = v.template.strict;
    for (JsonNode t : type.isArray() ? type : java.util.List.of(type)) {
      String want = t.asText();
      // cfn-lint 1.42.1 takes any attribute where a number or boolean belongs (a list too)
      boolean anyAttribute = fn.equals("Fn::GetAtt") && Set.of("integer", "number", "boolean").contains(want);
      if (want.equals(result) || anyAttribute
          || (result.equals("integer") && want.equals("number"))
          || (!strict && !result.equals("array") && !result.equals("object")
              && Set.of("string", "integer", "number", "boolean").contains(want))) {
        return true;
      }
    }
    return false;
  }
}
