package dev.cairn.guard;

import java.util.List;

/** The syntax tree of a rules file, as cfn-guard 3.1.1 parses it. */
final class GuardAst {

  private GuardAst() {}

  /** A clause's position in the rules file, for messages. */
  record Pos(int line, int column) {}

  record RulesFile(String name, List<Let> assignments, List<Rule> rules, List<ParameterizedRule> parameterized) {}

  /** {@code rule name when conditions { block }}; conditions are null when there is no {@code when}. */
  record Rule(String name, List<List<Clause>> conditions, Block block, Pos pos) {}

  record ParameterizedRule(List<String> parameters, Rule rule) {}

  record Block(List<Let> assignments, List<List<Clause>> conjunctions) {}

  record Let(String name, Rhs value, Pos pos) {}

  /** What a {@code let}, a right-hand side or an argument holds. */
  sealed interface Rhs permits LiteralValue, QueryValue, FunctionCall {}

  record LiteralValue(GuardValue value) implements Rhs {}

  record QueryValue(Query query) implements Rhs {}

  record FunctionCall(String name, List<Rhs> arguments, Pos pos) implements Rhs {}

  /** {@code matchAll} is false for {@code some query}. */
  record Query(List<Part> parts, boolean matchAll, String text) {}

  sealed interface Part permits This, Key, Variable, Index, AllValues, AllIndices, Filter, KeyFilter {}

  record This() implements Part {}

  /** A key; a key spelled as an integer indexes a list. */
  record Key(String name) implements Part {}

  /** {@code %name}: the whole query's start, or a key taken from the variable's values. */
  record Variable(String name) implements Part {}

  record Index(int index) implements Part {}

  /** {@code .*} */
  record AllValues() implements Part {}

  /** {@code [*]} */
  record AllIndices() implements Part {}

  /** {@code [ clauses ]} */
  record Filter(List<List<Clause>> conjunctions) implements Part {}

  /** {@code [ keys == /regex/ ]} */
  record KeyFilter(Cmp cmp, Rhs compareWith) implements Part {}

  enum Op { EQ, IN, LT, LE, GT, GE, EXISTS, EMPTY, IS_STRING, IS_LIST, IS_STRUCT, IS_BOOL, IS_INT, IS_FLOAT, IS_NULL;

    boolean unary() {
      return ordinal() >= EXISTS.ordinal();
    }
  }

  /** An operator and its own negation ({@code !=}, {@code not in}, {@code !exists}). */
  record Cmp(Op op, boolean not) {}

  sealed interface Clause permits Access, NamedRuleRef, ParameterizedCall, BlockClause, WhenBlock, TypeBlock {}

  /** {@code [not] [some] query op [rhs] [<<message>>]} */
  record Access(Query query, Cmp cmp, Rhs compareWith, boolean negation, String message, Pos pos, String text)
      implements Clause {}

  record NamedRuleRef(String rule, boolean negation, String message, Pos pos) implements Clause {}

  record ParameterizedCall(String rule, List<Rhs> arguments, String message, Pos pos) implements Clause {}

  /** {@code query { clauses }} */
  record BlockClause(Query query, Block block, Pos pos) implements Clause {}

  record WhenBlock(List<List<Clause>> conditions, Block block) implements Clause {}

  /** {@code AWS::S3::Bucket [when ...] { ... }}: the resources of that type. */
  record TypeBlock(String type, Query query, List<List<Clause>> conditions, Block block, Pos pos) implements Clause {}
}
