package dev.cairn.engine.builtins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;

/** Calls built-ins from the table the way the evaluator does, for family tests. */
final class Calls {
  private Calls() {}

  /** The result of {@code name(args...)} in a fresh context; null when undefined. */
  static Value call(String name, Value... args) throws BuiltinException {
    return call(new TestContext(), name, args);
  }

  static Value call(BuiltinContext ctx, String name, Value... args) throws BuiltinException {
    Builtin b = BuiltinTable.lookup(name);
    assertThat(b).as("built-in %s", name).isNotNull();
    assertThat(b.arity()).as("arity of %s", name).isEqualTo(args.length);
    return b.function().apply(ctx, List.of(args));
  }

  /** The error {@code name(args...)} raises; fails the test when it succeeds. */
  static BuiltinException error(String name, Value... args) {
    BuiltinException e = catchThrowableOfType(() -> call(name, args), BuiltinException.class);
    assertThat(e).as("%s must fail", name).isNotNull();
    return e;
  }

  /** Every output of the relation {@code name(args...)}, in order. */
  static List<Value> relation(String name, Value... args) throws BuiltinException {
    Builtin b = BuiltinTable.lookup(name);
    assertThat(b.isRelation()).isTrue();
    List<Value> out = new ArrayList<>();
    b.relation().apply(new TestContext(), List.of(args), out::add);
    return out;
  }

  /** A value from JSON text written with single quotes for readability ({'a': 1}). */
  static Value json(String text) {
    return Json.parse(text.replace('\'', '"'));
  }

  /** A number from its text. */
  static Value num(String text) {
    return NumberValue.parse(text);
  }

  /** The text of {@code name(a, b)} for two numbers given as text. */
  static String numeric(String name, String a, String b) throws BuiltinException {
    return call(name, num(a), num(b)).toString();
  }

  static SetValue set(Value... elements) {
    return SetValue.of(elements);
  }

  /** A set of the items of a JSON array. */
  static SetValue set(String jsonArray) {
    return SetValue.of(((ArrayValue) json(jsonArray)).items());
  }
}
