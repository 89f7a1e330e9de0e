package dev.cairn.engine.builtins;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.Value;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A minimal context for calling built-ins directly in tests, plus call helpers. */
final class BTestContextB implements BuiltinContext {
  private final Map<Object, Object> cache = new HashMap<>();

  /** Calls a built-in by name with the given arguments. */
  static Value call(String name, Value... args) throws BuiltinException {
    Builtin b = BuiltinTable.lookup(name);
    if (b == null) {
      throw new AssertionError("no built-in " + name);
    }
    return b.function().apply(new BTestContextB(), List.of(args));
  }

  /** Calls a built-in with arguments written as JSON. */
  static Value callJson(String name, String... jsonArgs) throws BuiltinException {
    Value[] args = new Value[jsonArgs.length];
    for (int i = 0; i < args.length; i++) {
      args[i] = Json.parse(jsonArgs[i]);
    }
    return call(name, args);
  }

  /** The result of a call as JSON text. */
  static String json(String name, String... jsonArgs) throws BuiltinException {
    return Json.write(callJson(name, jsonArgs));
  }

  @Override
  public boolean strictBuiltinErrors() {
    return true;
  }

  @Override
  public long nowNanos() {
    return 0;
  }

  @Override
  public Map<Object, Object> cache() {
    return cache;
  }

  @Override
  public Location location() {
    return null;
  }

  @Override
  public void print(String line) {}

  @Override
  public void trace(String note) {}

  @Override
  public void checkCancelled() {}

  @Override
  public Value runtime() {
    return NullValue.NULL;
  }
}
