package dev.cairn.engine.builtins;

import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.util.List;

/** Static helpers calling built-ins in a fresh {@link TestContext}, arguments as JSON text. */
final class JsonTextCalls {
  private JsonTextCalls() {}

  /** Calls a built-in by name with the given arguments. */
  static Value call(String name, Value... args) throws BuiltinException {
    Builtin b = BuiltinTable.lookup(name);
    if (b == null) {
      throw new AssertionError("no built-in " + name);
    }
    return b.function().apply(new TestContext(), List.of(args));
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
}
