package dev.cairn.engine.eval;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * A listener that lets the evaluator skip every alternative a {@link ChoiceRecord} says led
 * nowhere, as no tracer would: the harshest use of a record, which must still compute the same
 * values.
 */
public final class SkipsEverywhere implements EvalListener {
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

  @Override
  public boolean dropsFailures() {
    return true;
  }
}
