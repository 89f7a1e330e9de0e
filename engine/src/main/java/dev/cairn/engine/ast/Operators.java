package dev.cairn.engine.ast;

import java.util.Map;

/** OPA's built-in names for Rego's infix operators. */
public final class Operators {
  public static final String EQ = "eq"; // =  (unification)
  public static final String ASSIGN = "assign"; // :=
  public static final String EQUAL = "equal"; // ==
  public static final String NEQ = "neq"; // !=
  public static final String LT = "lt";
  public static final String LTE = "lte";
  public static final String GT = "gt";
  public static final String GTE = "gte";
  public static final String PLUS = "plus";
  public static final String MINUS = "minus";
  public static final String MUL = "mul";
  public static final String DIV = "div";
  public static final String REM = "rem";
  public static final String AND = "and"; // &  (set intersection)
  public static final String OR = "or"; // |  (set union)
  public static final String MEMBER = "internal.member_2"; // x in xs
  public static final String MEMBER_WITH_KEY = "internal.member_3"; // k, v in xs

  private static final Map<String, String> SYMBOLS =
      Map.ofEntries(
          Map.entry(EQ, "="),
          Map.entry(ASSIGN, ":="),
          Map.entry(EQUAL, "=="),
          Map.entry(NEQ, "!="),
          Map.entry(LT, "<"),
          Map.entry(LTE, "<="),
          Map.entry(GT, ">"),
          Map.entry(GTE, ">="),
          Map.entry(PLUS, "+"),
          Map.entry(MINUS, "-"),
          Map.entry(MUL, "*"),
          Map.entry(DIV, "/"),
          Map.entry(REM, "%"),
          Map.entry(AND, "&"),
          Map.entry(OR, "|"),
          Map.entry(MEMBER, "in"));

  private Operators() {}

  /** The infix symbol for a built-in name, or null when it has none. */
  public static String infixSymbol(String name) {
    return SYMBOLS.get(name);
  }
}
