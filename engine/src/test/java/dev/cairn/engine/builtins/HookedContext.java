package dev.cairn.engine.builtins;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.value.Value;
import java.util.Map;
import java.util.function.Consumer;

/** A {@link TestContext} whose print lines and cancellation checks a test observes or drives. */
final class HookedContext implements BuiltinContext {
  private final TestContext base = new TestContext();
  private final Consumer<String> printer;
  private final Runnable cancelCheck;

  HookedContext(Consumer<String> printer, Runnable cancelCheck) {
    this.printer = printer;
    this.cancelCheck = cancelCheck;
  }

  @Override
  public boolean strictBuiltinErrors() {
    return base.strictBuiltinErrors();
  }

  @Override
  public long nowNanos() {
    return base.nowNanos();
  }

  @Override
  public Map<Object, Object> cache() {
    return base.cache();
  }

  @Override
  public Location location() {
    return base.location();
  }

  @Override
  public void print(String line) {
    printer.accept(line);
  }

  @Override
  public void trace(String note) {}

  @Override
  public void checkCancelled() {
    cancelCheck.run();
  }

  @Override
  public Value runtime() {
    return base.runtime();
  }
}
