package dev.cairn.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.QueryTracer.Event;
import dev.cairn.engine.QueryTracer.Node;
import dev.cairn.engine.QueryTracer.Op;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.eval.EvalHooks;
import dev.cairn.engine.eval.EvalListener;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a user's {@link QueryTracer} sees of an evaluation, and that it changes nothing. */
class QueryTracerTest {
  private static final String FILE = "app.rego";
  private static final String SOURCE =
      """
      package app

      import rego.v1

      allow if {
        count(input.roles) > 0
        input.user == "alice"
      }

      double(x) := y if {
        y := x * 2
      }

      twice if {
        double(3) == 6
        double(3) == 6
      }

      deny if input.x == 1

      checked if deny with input as {"x": 1}

      all_small if {
        every v in input.xs {
          v < 10
        }
      }

      names := {n | some r in input.rs; n := r.name}

      noted if trace("looked at it")

      deep if input.a.b.c
      """;
  private static final CompiledPolicy POLICY = Rego.policy().module(FILE, SOURCE).compile();

  /** Records every event; the tracer under test. */
  private static final class Recorder implements QueryTracer {
    final List<Event> events = new ArrayList<>();

    @Override
    public void trace(Event event) {
      events.add(event);
    }

    List<Event> of(Op op, Node node) {
      return events.stream().filter(e -> e.op() == op && e.node() == node).toList();
    }

    Event first(Op op, Node node, String name) {
      return events.stream()
          .filter(e -> e.op() == op && e.node() == node && name.equals(e.name()))
          .findFirst()
          .orElseThrow(() -> new AssertionError("no " + op + " " + node + " " + name + " in " + events));
    }
  }

  private static Recorder trace(String query, String input) {
    Recorder r = new Recorder();
    POLICY.evaluate(query, EvalOptions.builder().input(Json.parse(input)).tracer(r).printSink(l -> {}).build());
    return r;
  }

  /** Where {@code text} first occurs in the policy after {@code after}: the location the parser gives it. */
  private static Location at(String text, String after) {
    int from = SOURCE.indexOf(after);
    int offset = SOURCE.indexOf(text, from);
    assertThat(from).isNotNegative();
    assertThat(offset).isNotNegative();
    int line = 1 + (int) SOURCE.substring(0, offset).chars().filter(c -> c == '\n').count();
    int column = offset - SOURCE.lastIndexOf('\n', offset - 1);
    return new Location(FILE, line, column);
  }

  private static List<Value> values(String json) {
    return ((ArrayValue) Json.parse(json)).items();
  }

  @Test
  void aFailingRuleIsEnteredEvaluatedInOrderAndFails() {
    Recorder r = trace("data.app.allow", "{\"user\": \"bob\", \"roles\": [\"dev\"]}");

    Event enter = r.first(Op.ENTER, Node.RULE, "data.app.allow");
    Event count = r.first(Op.EVAL, Node.CALL, "count");
    Event equal = r.first(Op.EVAL, Node.CALL, "equal");
    Event fail = r.first(Op.FAIL, Node.RULE, "data.app.allow");
    assertThat(r.events).containsSubsequence(enter, count, equal, fail);
    assertThat(r.of(Op.EXIT, Node.RULE)).isEmpty();

    assertThat(enter.location()).isEqualTo(at("allow if", "package"));
    assertThat(fail.location()).isEqualTo(enter.location());
    assertThat(count.location()).isEqualTo(at("count(", "allow if"));
    assertThat(count.values()).containsExactly(Json.parse("[\"dev\"]"));
    assertThat(equal.location()).isEqualTo(at("input.user", "allow if"));
    assertThat(equal.values()).isEqualTo(values("[\"bob\", \"alice\"]"));
    assertThat(count.depth()).isEqualTo(enter.depth() + 1);
    assertThat(fail.depth()).isEqualTo(enter.depth());
  }

  @Test
  void aSucceedingRuleExits() {
    Recorder r = trace("data.app.allow", "{\"user\": \"alice\", \"roles\": [\"dev\"]}");
    assertThat(r.events).containsSubsequence(
        r.first(Op.ENTER, Node.RULE, "data.app.allow"),
        r.first(Op.EVAL, Node.CALL, "equal"),
        r.first(Op.EXIT, Node.RULE, "data.app.allow"));
    assertThat(r.first(Op.EVAL, Node.CALL, "equal").values()).isEqualTo(values("[\"alice\", \"alice\"]"));
    assertThat(r.of(Op.FAIL, Node.RULE)).isEmpty();
  }

  @Test
  void aFunctionCallIsEnteredOnceAndThenReadFromTheCache() {
    Recorder r = trace("data.app.twice", "{}");
    Event enter = r.first(Op.ENTER, Node.FUNCTION, "data.app.double");
    Event mul = r.first(Op.EVAL, Node.CALL, "mul");
    Event exit = r.first(Op.EXIT, Node.FUNCTION, "data.app.double");
    Event redo = r.first(Op.REDO, Node.FUNCTION, "data.app.double");
    assertThat(r.events).containsSubsequence(enter, mul, exit, redo);
    assertThat(r.of(Op.ENTER, Node.FUNCTION)).hasSize(1);
    assertThat(enter.location()).isEqualTo(at("double(x)", "package"));
    assertThat(mul.values()).isEqualTo(values("[3, 2]"));
    assertThat(mul.location()).isEqualTo(at("x * 2", "double(x)"));
    assertThat(redo.values()).containsExactly(Json.parse("6"));
    assertThat(r.first(Op.EXIT, Node.RULE, "data.app.twice")).isNotNull();
  }

  @Test
  void withReplacesWhatTheTracedRuleSees() {
    Recorder r = trace("data.app.checked", "{\"x\": 2}");
    Event deny = r.first(Op.ENTER, Node.RULE, "data.app.deny");
    Event equal = r.first(Op.EVAL, Node.CALL, "equal");
    assertThat(equal.values()).isEqualTo(values("[1, 1]"));
    assertThat(r.events).containsSubsequence(
        r.first(Op.ENTER, Node.RULE, "data.app.checked"), deny, equal,
        r.first(Op.EXIT, Node.RULE, "data.app.deny"), r.first(Op.EXIT, Node.RULE, "data.app.checked"));
    assertThat(deny.depth()).isEqualTo(1);

    Recorder outside = trace("data.app.deny", "{\"x\": 2}");
    assertThat(outside.first(Op.EVAL, Node.CALL, "equal").values()).isEqualTo(values("[2, 1]"));
    assertThat(outside.first(Op.FAIL, Node.RULE, "data.app.deny")).isNotNull();
  }

  @Test
  void everyIsAScopeAroundItsIterations() {
    Recorder ok = trace("data.app.all_small", "{\"xs\": [1, 2]}");
    Event enter = ok.of(Op.ENTER, Node.EVERY).get(0);
    assertThat(enter.location()).isEqualTo(at("every", "all_small"));
    List<List<Value>> compared = ok.events.stream().filter(e -> "lt".equals(e.name())).map(Event::values).toList();
    assertThat(compared).containsExactly(values("[1, 10]"), values("[2, 10]"));
    assertThat(ok.events).containsSubsequence(enter, ok.of(Op.EXIT, Node.EVERY).get(0));
    assertThat(ok.first(Op.EXIT, Node.RULE, "data.app.all_small")).isNotNull();

    Recorder big = trace("data.app.all_small", "{\"xs\": [1, 20]}");
    assertThat(big.events.stream().filter(e -> "lt".equals(e.name())).map(Event::values))
        .containsExactly(values("[1, 10]"), values("[20, 10]"));
    assertThat(big.first(Op.FAIL, Node.RULE, "data.app.all_small")).isNotNull();
  }

  @Test
  void aComprehensionIsAScopeWithItsUnifications() {
    Recorder r = trace("data.app.names", "{\"rs\": [{\"name\": \"a\"}, {\"name\": \"b\"}]}");
    Event enter = r.of(Op.ENTER, Node.COMPREHENSION).get(0);
    Event exit = r.of(Op.EXIT, Node.COMPREHENSION).get(0);
    assertThat(enter.location().line()).isEqualTo(at("{n |", "names").line());
    List<Event> inside = r.events.subList(r.events.indexOf(enter) + 1, r.events.indexOf(exit));
    assertThat(inside).allMatch(e -> e.depth() > enter.depth());
    assertThat(inside.stream().filter(e -> e.op() == Op.UNIFY).map(Event::values))
        .contains(values("[\"a\", \"a\"]"), values("[\"b\", \"b\"]"));
  }

  @Test
  void traceIsANote() {
    Recorder r = trace("data.app.noted", "{}");
    Event note = r.of(Op.NOTE, Node.CALL).get(0);
    assertThat(note.values()).containsExactly(Json.parse("\"looked at it\""));
    assertThat(note.location()).isEqualTo(at("trace(", "noted"));
  }

  @Test
  void anUndefinedReferenceFailsWithWhatWasMissing() {
    Recorder r = trace("data.app.deep", "{\"a\": {}}");
    Event fail = r.of(Op.FAIL, Node.REFERENCE).get(0);
    assertThat(fail.values().get(0)).isEqualTo(Json.parse("{}"));
    assertThat(fail.values().get(1)).isEqualTo(Json.parse("\"b\""));
    assertThat(fail.location()).isEqualTo(at("input.a.b.c", "deep"));
  }

  @Test
  void tracingChangesNoResult() {
    String input = "{\"user\": \"alice\", \"roles\": [\"r\"], \"x\": 1, \"xs\": [1, 3], \"rs\": [{\"name\": \"n\"}], \"a\": {\"b\": {\"c\": true}}}";
    for (String rule : List.of("allow", "twice", "deny", "checked", "all_small", "names", "noted", "deep")) {
      String query = "data.app." + rule;
      EvalOptions plain = EvalOptions.builder().input(Json.parse(input)).printSink(l -> {}).build();
      QueryResult untraced = POLICY.evaluate(query, plain);
      QueryResult traced = POLICY.evaluate(query, plain.toBuilder().tracer(e -> {}).build());
      assertThat(traced).as(query).isEqualTo(untraced);
      assertThat(untraced.solutions()).as(query).isNotEmpty();
    }
  }

  @Test
  void eventsAreImmutable() {
    Recorder r = trace("data.app.allow", "{\"user\": \"bob\", \"roles\": [\"dev\"]}");
    List<Value> args = r.first(Op.EVAL, Node.CALL, "count").values();
    assertThatThrownBy(() -> args.add(Json.parse("1"))).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void aTracerAndTheInternalHooksAreNotCombined() {
    EvalOptions.Builder b = EvalOptions.builder().tracer(e -> {});
    EvalHooks.listener(b, (EvalListener) null);
    assertThat(b.build().tracer()).isNotNull();
    EvalListener hooks = new dev.cairn.engine.eval.EvalListener() {
      @Override public void unify(Value l, Value r, Location at) {}
      @Override public void builtin(String name, List<Value> args, Location at) {}
      @Override public void term(Value v, Location at) {}
      @Override public void missing(Value base, List<Value> missing, Location at) {}
      @Override public int checkpoint() {
        return 0;
      }
      @Override public void restore(int checkpoint) {}
      @Override public void enter(Scope scope, String name, Location at) {}
      @Override public void yield(Scope scope, Value value) {}
      @Override public void exit(Scope scope, boolean succeeded) {}
      @Override public void cached(String name, Value value) {}
    };
    EvalHooks.listener(b, hooks);
    assertThatThrownBy(b::build).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("tracer");
  }
}
