package dev.cairn.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.Rego;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The events a listener sees, and that input values reach it as the input's own objects. */
class RecordingListenerTest {
  /** Keeps the events of the current derivation, dropping those undone by backtracking. */
  static class Recorder implements EvalListener {
    final List<String> events = new ArrayList<>();
    final List<Value> missingBases = new ArrayList<>();

    @Override
    public void unify(Value left, Value right, Location location) {
      events.add("unify " + left + " " + right);
    }

    @Override
    public void builtin(String name, List<Value> args, Location location) {
      events.add("builtin " + name + " " + args);
    }

    @Override
    public void builtinResult(Value result) {
      events.add("result " + result);
    }

    @Override
    public void term(Value value, Location location) {
      events.add("term " + value);
    }

    @Override
    public void missing(Value base, List<Value> missing, Location location) {
      missingBases.add(base);
      events.add("missing " + base + " " + missing + " at " + location.line());
    }

    @Override
    public int checkpoint() {
      return events.size();
    }

    @Override
    public void restore(int checkpoint) {
      events.subList(checkpoint, events.size()).clear();
    }

    @Override
    public void enter(Scope scope, String name, Location location) {
      events.add("enter " + scope + (name == null ? "" : " " + name));
    }

    @Override
    public void yield(Scope scope, Value value) {
      events.add("yield " + scope + " " + value);
    }

    @Override
    public void exit(Scope scope, boolean succeeded) {
      events.add("exit " + scope + " " + succeeded);
    }

    @Override
    public void cached(String name, Value value) {
      events.add("cached " + name + " " + value);
    }
  }

  private static final CompiledPolicy POLICY =
      Rego.policy()
          .module(
              "p.rego",
              """
              package test
              deny contains r.id if {
                some r in input.rs
                not r.tags.owner
              }
              n := x if x := deny
              """)
          .compile();

  @Test
  void reportsTheDerivationOfEachRuleValue() {
    Recorder rec = new Recorder();
    Value input = Json.parse("{\"rs\":[{\"id\":\"a\",\"tags\":{\"owner\":\"me\"}},{\"id\":\"b\",\"tags\":{}}]}");
    // Capture every event, including those a choice point later undoes, by recording yields.
    List<List<String>> atYield = new ArrayList<>();
    Recorder snapshotting = new Recorder() {
      @Override
      public void yield(Scope scope, Value value) {
        super.yield(scope, value);
        atYield.add(List.copyOf(events));
      }
    };
    POLICY.evaluate("data.test.n = x", EvalHooks.listener(EvalOptions.builder().input(input), snapshotting).build());
    assertThat(atYield).hasSize(2);
    assertThat(atYield.get(0))
        .containsExactly(
            "enter RULE data.test.n",
            "enter RULE data.test.deny",
            "unify {\"id\":\"b\",\"tags\":{}} {\"id\":\"b\",\"tags\":{}}",
            "enter NEGATION",
            "missing {} [\"owner\"] at 4",
            "exit NEGATION false",
            "yield RULE \"b\"");
    assertThat(atYield.get(1)).last().isEqualTo("yield RULE [\"b\"]");
    assertThat(rec.events).isEmpty();
  }

  @Test
  void whenTracingCallsShareResultsOnEqualLiteralsButNotOnEqualInputNodes() {
    CompiledPolicy p =
        Rego.policy()
            .module(
                "p.rego",
                """
                package p
                import rego.v1
                f(x) := y if {
                  print("f", x)
                  y := x
                }
                a contains f("k") if true
                b contains f("k") if true
                c contains f(v) if some v in input.vs
                """)
            .compile();
    List<String> printed = new ArrayList<>();
    EvalOptions options =
        EvalHooks.listener(
                EvalOptions.builder()
                    .input(AnnotatedInput.fromJson(Json.toJson(Json.parse("{\"vs\": [\"k\", \"k\"]}"))).value())
                    .printSink(printed::add),
                new Recorder())
            .build();

    p.evaluateAll(List.of("data.p.a", "data.p.b", "data.p.c"), options);

    // Once for the literal "k" of both rules; once each for the two equal input nodes.
    assertThat(printed).containsExactly("f k", "f k", "f k");
  }

  @Test
  void missingEventsCarryTheInputsOwnObjects() {
    Recorder rec = new Recorder();
    Value input = Json.parse("{\"rs\":[{\"id\":\"b\",\"tags\":{}}]}");
    POLICY.evaluate("data.test.deny", EvalHooks.listener(EvalOptions.builder().input(input), rec).build());
    Value tags = ((ObjectValue) ((ArrayValue) ((ObjectValue) input).get("rs")).get(0)).get("tags");
    assertThat(rec.missingBases).hasSize(1);
    assertThat(rec.missingBases.get(0)).isSameAs(tags);
  }

  @Test
  void reportsCachedRuleValues() {
    Recorder rec = new Recorder();
    Value input = Json.parse("{\"rs\":[{\"id\":\"b\",\"tags\":{}}]}");
    POLICY.evaluate("data.test.deny = x; data.test.deny = y", EvalHooks.listener(EvalOptions.builder().input(input), rec).build());
    assertThat(rec.events).contains("cached data.test.deny \"b\"");
  }
}
