package dev.cairn.engine.ast;

import java.util.List;
import java.util.Objects;

/**
 * A function call: {@code operator(args...)}. The operator is a ref of string parts: a built-in
 * ({@code count}, {@code object.get}, {@code plus}) or a user function ({@code f}, {@code
 * data.lib.f} after compilation).
 *
 * <p>A value class like the other nodes (equal when operator, arguments and location are), except
 * for one slot the evaluator keeps its resolution of the operator in ({@link #resolution}).
 */
public final class Call implements Term {
  private final Ref operator;
  private final List<Term> args;
  private final Location location;
  /**
   * What the evaluator resolved the operator to, for one compiled policy. It lives on the node,
   * which the evaluator has in hand, rather than in a map from node to resolution looked up on
   * every call. Written without locking: the value is immutable, and each writer stores what any
   * other would.
   */
  private Object resolution;

  public Call(Ref operator, List<Term> args, Location location) {
    this.operator = operator;
    this.args = List.copyOf(args);
    this.location = location;
  }

  public Ref operator() {
    return operator;
  }

  public List<Term> args() {
    return args;
  }

  @Override
  public Location location() {
    return location;
  }

  /** The operator as a dotted name: {@code count}, {@code object.get}, {@code data.lib.f}. */
  public String name() {
    return AstPrinter.refName(operator);
  }

  /** The evaluator's cached resolution of this call, or null; not part of the node's value. */
  public Object resolution() {
    return resolution;
  }

  /** Caches the evaluator's resolution of this call (an immutable object of the evaluator's). */
  public void resolution(Object r) {
    resolution = r;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Call c && operator.equals(c.operator) && args.equals(c.args) && Objects.equals(location, c.location);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * operator.hashCode() + args.hashCode()) + Objects.hashCode(location);
  }

  @Override
  public String toString() {
    return "Call[operator=" + operator + ", args=" + args + ", location=" + location + "]";
  }
}
