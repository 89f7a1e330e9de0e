package dev.cairn.engine.builtins;

/**
 * One entry of the built-in table: OPA's name, its declaration, and either a function or (for
 * {@code walk}) a relation. {@code nondeterministic} marks built-ins whose result may change
 * between evaluations (time, random, uuid), which callers must not constant-fold.
 */
public record Builtin(
    String name,
    FunctionDecl decl,
    BuiltinFunction function,
    BuiltinRelation relation,
    boolean nondeterministic) {

  public static Builtin function(String name, FunctionDecl decl, BuiltinFunction f) {
    return new Builtin(name, decl, f, null, false);
  }

  public static Builtin nondeterministic(String name, FunctionDecl decl, BuiltinFunction f) {
    return new Builtin(name, decl, f, null, true);
  }

  public static Builtin relation(String name, FunctionDecl decl, BuiltinRelation r) {
    return new Builtin(name, decl, null, r, false);
  }

  public boolean isRelation() {
    return relation != null;
  }

  public int arity() {
    return decl.arity();
  }
}
