package dev.cairn.engine.compiler;

/** What a rule defines. */
public enum RuleKind {
  /** One value at a ground path: {@code p := 1}, {@code a.b.c if ...}. */
  SINGLE_VALUE,
  /**
   * Values at paths below the rule's ground path whose remaining keys are computed: {@code p[k] :=
   * v}, v0 {@code p[k] = v { }}, {@code a.b[x].c := v}. Forms a (partial) object.
   */
  PARTIAL_OBJECT,
  /** Elements of a set: {@code p contains x}, v0 {@code p[x] { }}. */
  MULTI_VALUE,
  /** A function: {@code f(x) := y}. */
  FUNCTION
}
