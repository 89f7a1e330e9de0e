package dev.cairn.engine.eval;

import dev.cairn.engine.QueryTracer;
import dev.cairn.engine.QueryTracer.Event;
import dev.cairn.engine.QueryTracer.Node;
import dev.cairn.engine.QueryTracer.Op;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.value.Value;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.RandomAccess;

/**
 * Turns the evaluator's listener calls into a user's {@link QueryTracer} events. Created only
 * when a tracer is set, so an evaluation without one never reaches this class. It keeps every
 * event (a trace shows what was tried as well as what succeeded), so checkpoints mark nothing,
 * and it leaves the replay hooks at their defaults.
 */
final class TracerListener implements EvalListener {
  private final QueryTracer tracer;
  /** The ENTER events whose EXIT or FAIL is still to come, innermost last. */
  private final List<Event> open = new ArrayList<>();

  TracerListener(QueryTracer tracer) {
    this.tracer = tracer;
  }

  private void emit(Op op, Node node, String name, Location location, List<Value> values) {
    tracer.trace(new Event(op, node, name, location, values, open.size()));
  }

  @Override
  public void enter(Scope scope, String name, Location location) {
    Event e = new Event(Op.ENTER, node(scope), name, location, List.of(), open.size());
    tracer.trace(e);
    open.add(e);
  }

  @Override
  public void exit(Scope scope, boolean succeeded) {
    Event entered = open.isEmpty() ? null : open.remove(open.size() - 1);
    Op op = succeeded ? Op.EXIT : Op.FAIL;
    if (entered == null) {
      emit(op, node(scope), null, null, List.of());
    } else {
      emit(op, entered.node(), entered.name(), entered.location(), List.of());
    }
  }

  private static Node node(Scope scope) {
    return switch (scope) {
      case RULE -> Node.RULE;
      case FUNCTION -> Node.FUNCTION;
      case NEGATION -> Node.NEGATION;
      case EVERY -> Node.EVERY;
      case COMPREHENSION -> Node.COMPREHENSION;
    };
  }

  @Override
  public void builtin(String name, List<Value> args, Location location) {
    // args is never changed afterwards (the listener contract): a read-only view is enough
    List<Value> values = Collections.unmodifiableList(args);
    if (name.equals("trace") && args.size() == 1) {
      emit(Op.NOTE, Node.CALL, name, location, values);
    } else {
      emit(Op.EVAL, Node.CALL, name, location, values);
    }
  }

  @Override
  public void unify(Value left, Value right, Location location) {
    emit(Op.UNIFY, Node.UNIFICATION, null, location, values(left, right));
  }

  @Override
  public void term(Value value, Location location) {
    emit(Op.EVAL, Node.EXPRESSION, null, location, values(value));
  }

  @Override
  public void missing(Value base, List<Value> missing, Location location) {
    List<Value> values = new ArrayList<>(missing.size() + 1);
    values.add(base);
    values.addAll(missing);
    emit(Op.FAIL, Node.REFERENCE, null, location, Collections.unmodifiableList(values));
  }

  @Override
  public void cached(String name, Value value) {
    emit(Op.REDO, Node.RULE, name, null, values(value));
  }

  @Override
  public void cachedCall(String name, List<Value> args, Value result) {
    emit(Op.REDO, Node.FUNCTION, name, null, values(result));
  }

  @Override
  public void yield(Scope scope, Value value) {}

  @Override
  public int checkpoint() {
    return 0;
  }

  @Override
  public void restore(int checkpoint) {}

  private static List<Value> values(Value value) {
    return Collections.singletonList(value);
  }

  private static List<Value> values(Value left, Value right) {
    return new Two(left, right);
  }

  /** An immutable pair as a list, in one object (a side may be null, which List.of refuses). */
  private static final class Two extends AbstractList<Value> implements RandomAccess {
    private final Value left;
    private final Value right;

    Two(Value left, Value right) {
      this.left = left;
      this.right = right;
    }

    @Override
    public Value get(int index) {
      return switch (index) {
        case 0 -> left;
        case 1 -> right;
        default -> throw new IndexOutOfBoundsException(index);
      };
    }

    @Override
    public int size() {
      return 2;
    }
  }
}
