package dev.cairn.engine;

/** OPA's error codes. */
public final class ErrorCodes {
  public static final String PARSE = "rego_parse_error";
  public static final String COMPILE = "rego_compile_error";
  public static final String TYPE = "rego_type_error";
  public static final String UNSAFE_VAR = "rego_unsafe_var_error";
  public static final String RECURSION = "rego_recursion_error";
  public static final String CONFLICT = "eval_conflict_error";
  public static final String BUILTIN = "eval_builtin_error";
  public static final String EVAL_TYPE = "eval_type_error";
  public static final String CANCEL = "eval_cancel_error";
  public static final String INTERNAL = "eval_internal_error";

  private ErrorCodes() {}
}
