package dev.cairn.engine.builtins;

import java.util.List;

/** A built-in's signature: argument types and result type (null result for relations' output). */
public record FunctionDecl(List<Type> args, Type result) {
  public FunctionDecl {
    args = List.copyOf(args);
  }

  public static FunctionDecl of(Type result, Type... args) {
    return new FunctionDecl(List.of(args), result);
  }

  public int arity() {
    return args.size();
  }
}
