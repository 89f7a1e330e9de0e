package dev.cairn.engine.builtins;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A fixed-clock context for calling built-ins of families C directly. */
final class BTestContextC implements BuiltinContext {
  private final long now;
  private final Map<Object, Object> cache = new HashMap<>();

  BTestContextC(long nowNanos) {
    this.now = nowNanos;
  }

  BTestContextC() {
    this(1_700_000_000_000_000_000L);
  }

  /** Calls built-in {@code name} with arguments given as JSON texts. */
  Value call(String name, String... jsonArgs) throws BuiltinException {
    List<Value> args = new ArrayList<>();
    for (String a : jsonArgs) {
      args.add(Json.parse(a));
    }
    return callValues(name, args);
  }

  Value callValues(String name, List<Value> args) throws BuiltinException {
    Builtin b = BuiltinTable.lookup(name);
    if (b == null) {
      throw new AssertionError("no built-in " + name);
    }
    if (b.arity() != args.size()) {
      throw new AssertionError(name + " takes " + b.arity() + " arguments");
    }
    return b.function().apply(this, args);
  }

  /** The JSON text of a call's result ("undefined" when there is none). */
  String json(String name, String... jsonArgs) throws BuiltinException {
    Value v = call(name, jsonArgs);
    return v == null ? "undefined" : Json.write(v);
  }

  @Override
  public boolean strictBuiltinErrors() {
    return true;
  }

  @Override
  public long nowNanos() {
    return now;
  }

  @Override
  public Map<Object, Object> cache() {
    return cache;
  }

  @Override
  public Location location() {
    return Location.NONE;
  }

  @Override
  public void print(String line) {}

  @Override
  public void trace(String note) {}

  @Override
  public void checkCancelled() {}

  @Override
  public Value runtime() {
    return new NullValue();
  }
}
