package dev.cairn.engine.builtins;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.HashMap;
import java.util.Map;

/** The built-in context for tests: one evaluation with a fixed clock, a fresh cache, no output. */
final class TestContext implements BuiltinContext {
  private final Map<Object, Object> cache = new HashMap<>();
  private final long now;

  TestContext() {
    this(1_700_000_000_000_000_000L);
  }

  TestContext(long nowNanos) {
    this.now = nowNanos;
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
    return ObjectValue.EMPTY;
  }
}
