package dev.cairn.engine.builtins;

import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;

/** Calls built-ins with JSON-text arguments, all in one {@link TestContext} with a chosen clock. */
final class ClockedJsonCalls {
  private final TestContext ctx;

  ClockedJsonCalls(long nowNanos) {
    this.ctx = new TestContext(nowNanos);
  }

  ClockedJsonCalls() {
    this.ctx = new TestContext();
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
    return b.function().apply(ctx, args);
  }

  /** The JSON text of a call's result ("undefined" when there is none). */
  String json(String name, String... jsonArgs) throws BuiltinException {
    Value v = call(name, jsonArgs);
    return v == null ? "undefined" : Json.write(v);
  }
}
