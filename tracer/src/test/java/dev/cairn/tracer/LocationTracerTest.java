package dev.cairn.tracer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.compiler.RuleKind;
import dev.cairn.engine.eval.EvalListener.Scope;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Drives the tracer with the events an evaluator emits, independent of the evaluator. */
class LocationTracerTest {
  private static final Location L = Location.NONE;
  private static final Map<String, RuleKind> KINDS =
      Map.of("data.policy.subnets", RuleKind.MULTI_VALUE, "data.policy.public", RuleKind.SINGLE_VALUE);

  private final AnnotatedInput input =
      AnnotatedInput.of(
          Json.parse(
              """
              {"Resources": {
                "Pub": {"Type": "Subnet", "Properties": {"CidrBlock": "10.0.0.0/24"}},
                "Priv": {"Type": "Subnet", "Properties": {"CidrBlock": "10.0.128.0/20"}}}}
              """));

  private Value at(String... keys) {
    Value v = input.value();
    for (String k : keys) {
      v = ((ObjectValue) v).get(k);
    }
    return v;
  }

  private List<String> paths(TracedResult r) {
    return r.paths().stream().map(RankedPath::toString).toList();
  }

  /** The seed example: one resource's derivation fails and is backtracked, the other succeeds. */
  private void deriveSubnet(LocationTracer t, String id, int mask, boolean succeeds) {
    int cp = t.checkpoint();
    Value resource = at("Resources", id);
    t.unify(resource, resource, L);
    t.builtin("equal", List.of(at("Resources", id, "Type"), StringValue.of("Subnet")), L);
    t.builtinResult(BooleanValue.TRUE);
    Value cidr = at("Resources", id, "Properties", "CidrBlock");
    t.builtin("split", List.of(cidr, StringValue.of("/")), L);
    Value parts = ArrayValue.of(StringValue.of("10.0.0.0"), StringValue.of(Integer.toString(mask)));
    t.builtinResult(parts);
    t.unify(ArrayValue.of(((ArrayValue) parts).get(0), ((ArrayValue) parts).get(1)), parts, L);
    t.builtin("to_number", List.of(((ArrayValue) parts).get(1)), L);
    NumberValue n = NumberValue.of(mask);
    t.builtinResult(n);
    t.builtin("lt", List.of(n, NumberValue.of(24)), L);
    if (succeeds) {
      t.builtinResult(BooleanValue.TRUE);
      t.yield(Scope.RULE, StringValue.of(id));
    }
    t.restore(cp);
  }

  @Test
  void onlyTheSuccessfulDerivationCounts() {
    LocationTracer t = new LocationTracer("data.policy.deny", input, KINDS);
    t.enter(Scope.RULE, "data.policy.deny", L);
    deriveSubnet(t, "Pub", 24, false);
    deriveSubnet(t, "Priv", 20, true);
    t.exit(Scope.RULE, true);

    List<TracedResult> results = trace(t);
    assertThat(results).hasSize(1);
    assertThat(results.get(0).value()).isEqualTo(StringValue.of("Priv"));
    assertThat(paths(results.get(0)))
        .containsExactly("Resources/Priv/Properties/CidrBlock (cause)", "Resources/Priv/Type (cause)");
  }

  @Test
  void aNegationKeepsWhatItsOperandReadWhileFailing() {
    LocationTracer t = new LocationTracer("data.policy.deny", input, KINDS);
    t.enter(Scope.RULE, "data.policy.deny", L);
    t.enter(Scope.NEGATION, null, L);
    int cp = t.checkpoint();
    t.missing(at("Resources", "Pub", "Properties"), List.of(StringValue.of("BucketEncryption")), L);
    t.restore(cp);
    t.exit(Scope.NEGATION, false);
    t.yield(Scope.RULE, StringValue.of("Pub must be encrypted"));
    t.exit(Scope.RULE, true);

    TracedResult r = trace(t).get(0);
    assertThat(paths(r)).containsExactly("Resources/Pub/Properties/?BucketEncryption (cause)");
    assertThat(r.primary().missing()).containsExactly("BucketEncryption");
  }

  @Test
  void aCachedHelperValueBringsItsDerivation() {
    LocationTracer t = new LocationTracer("data.policy.deny", input, KINDS);
    // the helper is evaluated in full first, then backtracked
    t.enter(Scope.RULE, "data.policy.public", L);
    int cp = t.checkpoint();
    t.term(at("Resources", "Pub", "Type"), L);
    t.yield(Scope.RULE, StringValue.of("Pub"));
    t.restore(cp);
    t.exit(Scope.RULE, true);
    t.enter(Scope.RULE, "data.policy.deny", L);
    t.cached("data.policy.public", StringValue.of("Pub"));
    t.yield(Scope.RULE, StringValue.of("Pub is public"));
    t.exit(Scope.RULE, true);

    // The type test picked the resource and is its only cause: the resource itself is the location.
    assertThat(paths(trace(t).get(0))).containsExactly("Resources/Pub (cause)", "Resources/Pub/Type (cause)");
  }

  @Test
  void onlyTheElementsOfAMultiValueRuleThatAreUsedBringTheirDerivation() {
    LocationTracer t = new LocationTracer("data.policy.deny", input, KINDS);
    t.enter(Scope.RULE, "data.policy.subnets", L);
    for (String id : List.of("Pub", "Priv")) {
      int cp = t.checkpoint();
      t.term(at("Resources", id, "Type"), L);
      t.yield(Scope.RULE, at("Resources", id));
      t.restore(cp);
    }
    t.exit(Scope.RULE, true);
    t.enter(Scope.RULE, "data.policy.deny", L);
    t.cached("data.policy.subnets", at("Resources", "Pub"));
    t.cached("data.policy.subnets", at("Resources", "Priv"));
    int cp = t.checkpoint();
    // iterating the set binds the element, then reads below it
    t.unify(at("Resources", "Priv"), at("Resources", "Priv"), L);
    t.builtin("startswith", List.of(at("Resources", "Priv", "Properties", "CidrBlock"), StringValue.of("10.")), L);
    t.builtinResult(BooleanValue.TRUE);
    t.yield(Scope.RULE, StringValue.of("Priv"));
    t.restore(cp);
    t.exit(Scope.RULE, true);

    assertThat(paths(trace(t).get(0)))
        .containsExactly("Resources/Priv/Properties/CidrBlock (cause)", "Resources/Priv/Type (cause)");
  }

  /** Evaluates {@code [r | r := input.Resources[_]; r.Type == "Subnet"]}-like events: both match. */
  private ArrayValue subnetsComprehension(LocationTracer t) {
    t.enter(Scope.COMPREHENSION, null, L);
    for (String id : List.of("Pub", "Priv")) {
      int cp = t.checkpoint();
      t.builtin("equal", List.of(at("Resources", id, "Type"), StringValue.of("Subnet")), L);
      t.builtinResult(BooleanValue.TRUE);
      t.yield(Scope.COMPREHENSION, at("Resources", id));
      t.restore(cp);
    }
    t.exit(Scope.COMPREHENSION, true);
    return ArrayValue.of(at("Resources", "Pub"), at("Resources", "Priv"));
  }

  @Test
  void aComprehensionUsedWholeBringsTheDerivationsOfAllItsElements() {
    LocationTracer t = new LocationTracer("data.policy.deny", input, KINDS);
    t.enter(Scope.RULE, "data.policy.deny", L);
    ArrayValue subnets = subnetsComprehension(t);
    t.builtin("count", List.of(subnets), L);
    NumberValue two = NumberValue.of(2);
    t.builtinResult(two);
    t.builtin("gt", List.of(two, NumberValue.of(1)), L);
    t.builtinResult(BooleanValue.TRUE);
    t.yield(Scope.RULE, StringValue.of("too many subnets"));
    t.exit(Scope.RULE, true);

    // Both elements count; the resource the derivation used first ranks first (own resource).
    assertThat(paths(trace(t).get(0)))
        .containsExactly("Resources/Pub (cause)", "Resources/Priv (cause)", "Resources/Priv/Type (cause)", "Resources/Pub/Type (cause)");
  }

  @Test
  void iteratingAComprehensionBringsOnlyTheElementUsed() {
    LocationTracer t = new LocationTracer("data.policy.deny", input, KINDS);
    t.enter(Scope.RULE, "data.policy.deny", L);
    subnetsComprehension(t);
    int cp = t.checkpoint();
    Value priv = at("Resources", "Priv");
    t.unify(priv, priv, L);
    t.builtin("startswith", List.of(at("Resources", "Priv", "Properties", "CidrBlock"), StringValue.of("10.0.128")), L);
    t.builtinResult(BooleanValue.TRUE);
    t.yield(Scope.RULE, StringValue.of("Priv"));
    t.restore(cp);
    t.exit(Scope.RULE, true);

    assertThat(paths(trace(t).get(0)))
        .containsExactly("Resources/Priv/Properties/CidrBlock (cause)", "Resources/Priv/Type (cause)");
  }

  @Test
  void pathsOnlyInTheMessageAreContext() {
    LocationTracer t = new LocationTracer("data.policy.deny", input, KINDS);
    t.enter(Scope.RULE, "data.policy.deny", L);
    t.term(at("Resources", "Pub", "Type"), L);
    Value cidr = at("Resources", "Pub", "Properties", "CidrBlock");
    t.builtin("sprintf", List.of(StringValue.of("%s"), ArrayValue.of(cidr)), L);
    StringValue msg = StringValue.of("10.0.0.0/24");
    t.builtinResult(msg);
    t.yield(Scope.RULE, msg);
    t.exit(Scope.RULE, true);

    assertThat(paths(trace(t).get(0)))
        .containsExactly(
            "Resources/Pub (cause)", "Resources/Pub/Type (cause)", "Resources/Pub/Properties/CidrBlock (context)");
  }

  private List<TracedResult> trace(LocationTracer t) {
    return t.results().stream()
        .map(d -> new TracedResult(d.value(), Attribution.rank(input, t, d.events(), d.value())))
        .toList();
  }
}
