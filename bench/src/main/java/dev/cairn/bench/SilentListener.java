package dev.cairn.bench;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.eval.EvalListener;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * A listener that does nothing: what remains of a listened evaluation is the evaluator's own work
 * for a listener ({@link OverheadSplit}'s stage {@code silent}).
 */
class SilentListener implements EvalListener {
  @Override
  public void unify(Value left, Value right, Location location) {}

  @Override
  public void builtin(String name, List<Value> args, Location location) {}

  @Override
  public void term(Value value, Location location) {}

  @Override
  public void missing(Value base, List<Value> missing, Location location) {}

  @Override
  public int checkpoint() {
    return 0;
  }

  @Override
  public void restore(int checkpoint) {}

  @Override
  public void enter(Scope scope, String name, Location location) {}

  @Override
  public void yield(Scope scope, Value value) {}

  @Override
  public void exit(Scope scope, boolean succeeded) {}

  @Override
  public void cached(String name, Value value) {}

  /** Wants no rule's elements again (as Cairn's tracer, once it has them). */
  @Override
  public boolean cachedAgain(String name) {
    return true;
  }
}
