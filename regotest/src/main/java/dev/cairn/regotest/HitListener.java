package dev.cairn.regotest;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.eval.EvalListener;
import dev.cairn.engine.value.Value;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Listens to evaluations for what {@code opa test} reports: the source lines where an expression
 * was evaluated, whether the last thing evaluated on each line failed, and the rules and
 * functions that produced a value (their heads are covered, and so is all of their body).
 */
final class HitListener implements EvalListener {
  /** file -> line -> whether the last event on that line was a failure. */
  private final Map<String, Map<Integer, Boolean>> lines = new HashMap<>();
  private final Set<Location> succeededRules = new HashSet<>();
  private final Set<Location> enteredRules = new HashSet<>();
  private final Deque<Location> scopes = new ArrayDeque<>();
  private Location pendingBuiltin;
  private int checkpoints;

  Map<String, Map<Integer, Boolean>> lines() {
    return lines;
  }

  /** Locations of the rule and function definitions whose body was evaluated. */
  Set<Location> enteredRules() {
    return enteredRules;
  }

  /** Locations of the rule and function definitions that produced a value. */
  Set<Location> succeededRules() {
    return succeededRules;
  }

  private void hit(Location at, boolean failed) {
    if (at != null && at.line() > 0 && at.file() != null && !at.file().isEmpty()) {
      lines.computeIfAbsent(at.file(), f -> new HashMap<>()).put(at.line(), failed);
    }
  }

  @Override
  public void unify(Value left, Value right, Location location) {
    hit(location, false);
  }

  @Override
  public void builtin(String name, List<Value> args, Location location) {
    hit(location, true); // failed until it returns a value that is not false
    pendingBuiltin = location;
  }

  @Override
  public void builtinResult(Value result) {
    if (pendingBuiltin != null) {
      hit(pendingBuiltin, result.isFalse());
      pendingBuiltin = null;
    }
  }

  @Override
  public void term(Value value, Location location) {
    hit(location, value.isFalse());
  }

  @Override
  public void missing(Value base, List<Value> missing, Location location) {
    hit(location, true);
  }

  @Override
  public int checkpoint() {
    return checkpoints++;
  }

  @Override
  public void restore(int checkpoint) {}

  @Override
  public void enter(Scope scope, String name, Location location) {
    scopes.push(location == null ? Location.NONE : location);
    if (scope != Scope.RULE && scope != Scope.FUNCTION) {
      hit(location, false);
    } else if (location != null) {
      enteredRules.add(location);
    }
  }

  @Override
  public void yield(Scope scope, Value value) {
    if ((scope == Scope.RULE || scope == Scope.FUNCTION) && !scopes.isEmpty()) {
      succeededRules.add(scopes.peek());
    }
  }

  @Override
  public void exit(Scope scope, boolean succeeded) {
    Location at = scopes.isEmpty() ? null : scopes.pop();
    if (scope == Scope.NEGATION) {
      hit(at, succeeded); // a negation fails when what it negates succeeds
    }
  }

  @Override
  public void cached(String name, Value value) {}
}
