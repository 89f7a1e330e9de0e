package dev.cairn.engine.ast;

import java.util.List;

/**
 * A function call: {@code operator(args...)}. The operator is a ref of string parts: a built-in
 * ({@code count}, {@code object.get}, {@code plus}) or a user function ({@code f}, {@code
 * data.lib.f} after compilation).
 */
public record Call(Ref operator, List<Term> args, Location location) implements Term {
  public Call {
    args = List.copyOf(args);
  }

  /** The operator as a dotted name: {@code count}, {@code object.get}, {@code data.lib.f}. */
  public String name() {
    return AstPrinter.refName(operator);
  }
}
