package dev.cairn.engine.eval;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.Value;

/**
 * One evaluation's evaluator: the parts, each responsible for one concern, wired to each other.
 * Every part is created per evaluation, so parts may keep per-evaluation state.
 */
final class Evaluator {
  final Evaluation state;
  final EvalListener listener;
  final BodyEvaluator bodies;
  final TermEvaluator terms;
  final Unifier unifier;
  final RefEvaluator refs;
  final RuleEvaluator rules;
  final CallEvaluator calls;
  final ComprehensionEvaluator comprehensions;
  final EveryEvaluator every;
  final WithEvaluator withs;

  /**
   * The value of the standalone expression that succeeded last; read by the query runner right
   * after the expression's continuation is entered.
   */
  Value lastExprValue = BooleanValue.TRUE;

  /**
   * How many {@code not}s the evaluation is inside: a comprehension there is evaluated whole in a
   * replay, since what its failed iterations read is part of the negation's evidence.
   */
  int negations;

  /** A replay's index of the collections its derivations iterated by value. */
  final ChosenElements chosenElements = new ChosenElements();

  Evaluator(Evaluation state) {
    this.state = state;
    this.listener = state.listener;
    this.bodies = new BodyEvaluator(this);
    this.terms = new TermEvaluator(this);
    this.unifier = new Unifier(this);
    this.refs = new RefEvaluator(this);
    this.rules = new RuleEvaluator(this);
    this.calls = new CallEvaluator(this);
    this.comprehensions = new ComprehensionEvaluator(this);
    this.every = new EveryEvaluator(this);
    this.withs = new WithEvaluator(this);
  }

  static RegoException conflict(String message, Location loc) {
    return new RegoException(ErrorCodes.CONFLICT, message, loc);
  }

  static RegoException internal(String message, Location loc) {
    return new RegoException(ErrorCodes.INTERNAL, message, loc);
  }
}
