package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Operators;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What a call's operator names: a built-in, a user function in the rule tree, or nothing known. */
final class Functions {
  /** Arity of {@code print}: any number of arguments, none of them an output. */
  static final int VARIADIC = Integer.MAX_VALUE;

  /** Operators the parser produces; their built-ins may be implemented by the evaluator itself. */
  private static final Map<String, Integer> OPERATORS =
      Map.ofEntries(
          Map.entry(Operators.EQ, 2),
          Map.entry(Operators.ASSIGN, 2),
          Map.entry(Operators.EQUAL, 2),
          Map.entry(Operators.NEQ, 2),
          Map.entry(Operators.LT, 2),
          Map.entry(Operators.LTE, 2),
          Map.entry(Operators.GT, 2),
          Map.entry(Operators.GTE, 2),
          Map.entry(Operators.PLUS, 2),
          Map.entry(Operators.MINUS, 2),
          Map.entry(Operators.MUL, 2),
          Map.entry(Operators.DIV, 2),
          Map.entry(Operators.REM, 2),
          Map.entry(Operators.AND, 2),
          Map.entry(Operators.OR, 2),
          Map.entry(Operators.MEMBER, 2),
          Map.entry(Operators.MEMBER_WITH_KEY, 3),
          Map.entry("print", VARIADIC),
          Map.entry("trace", 1));

  private final RuleTree rules;

  Functions(RuleTree rules) {
    this.rules = rules;
  }

  /** True for built-ins and operators: names kept as written. */
  static boolean isBuiltin(String name) {
    return OPERATORS.containsKey(name) || CompileScope.lookup(name) != null;
  }

  /** True when {@code c} calls the operator or built-in {@code name}, without printing its name. */
  static boolean calls(Call c, String name) {
    Ref op = c.operator();
    if (!(op.head() instanceof Var v)) {
      return false;
    }
    if (op.path().isEmpty()) {
      return v.name().equals(name);
    }
    return name.startsWith(v.name()) && AstPrinter.refName(op).equals(name);
  }

  /** True for a call to {@code =} or {@code :=} with two operands. */
  static boolean isUnification(Call c) {
    return c.args().size() == 2 && (calls(c, Operators.EQ) || calls(c, Operators.ASSIGN));
  }

  /** True for {@code lhs := rhs}. */
  static boolean isAssignment(Call c) {
    return c.args().size() == 2 && calls(c, Operators.ASSIGN);
  }

  /** True when a term is a built-in's name ({@code count}, {@code object.get}). */
  static boolean namesBuiltin(Term t) {
    if (t instanceof Var v) {
      return isBuiltin(v.name());
    }
    return t instanceof Ref r && r.head() instanceof Var && isBuiltin(AstPrinter.refName(r));
  }

  /** The number of input arguments, {@link #VARIADIC}, or -1 when {@code name} names nothing. */
  int arity(Ref operator) {
    String name = AstPrinter.refName(operator);
    Integer op = OPERATORS.get(name);
    if (op != null) {
      return op;
    }
    Builtin b = CompileScope.lookup(name);
    if (b != null) {
      return b.arity();
    }
    RuleTree.Node node = rules.find(path(operator));
    if (node == null || (node.rules().isEmpty() && node.defaultRule() == null)) {
      return -1;
    }
    CompiledRule r = node.rules().isEmpty() ? node.defaultRule() : node.rules().get(0);
    return r.rule().head().isFunction() ? r.rule().head().args().size() : 0;
  }

  /** {@code data.a.b} as the path {@code [a, b]}; refs not under data match no rule. */
  private static List<Value> path(Ref ref) {
    if (!"data".equals(ref.headName())) {
      return List.of(new StringValue("\u0000"));
    }
    List<Value> out = new ArrayList<>();
    for (Term t : ref.path()) {
      if (!(t instanceof Scalar s)) {
        return List.of(new StringValue("\u0000"));
      }
      out.add(s.value());
    }
    return out;
  }
}
