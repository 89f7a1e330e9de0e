/**
 * The evaluator: OPA's top-down evaluation with backtracking over compiled modules.
 *
 * <p>Design. Evaluation is continuation-passing: each step calls a continuation once per solution
 * and returns to backtrack ({@link dev.cairn.engine.eval.Cont}; returning true stops the search,
 * as {@code not} and {@code every} need). Variables live in one {@code Bindings} per rule,
 * function or query body, with an undo trail. Iterating a collection is a loop that calls the
 * continuation per element, so large documents never deepen the stack; expressions with at most
 * one solution run in a loop rather than nesting the rest of the body ({@code Determinism}), so
 * long bodies do not either.
 *
 * <p>Rules and functions are evaluated in full, in fresh bindings, and cached per evaluation and
 * {@code with} scope: complete rules check that all definitions agree, partial sets and objects
 * collect every solution, functions cache per argument list. References into {@code data} walk
 * the rule tree, the base document and {@code with} replacements side by side and evaluate rules
 * only where the path reaches them.
 *
 * <p>One class per concern, wired by {@code Evaluator}: {@code BodyEvaluator} (expressions,
 * {@code not}, {@code some ... in}), {@code TermEvaluator}, {@code Unifier}, {@code RefEvaluator},
 * {@code RuleEvaluator}, {@code FunctionEvaluator}, {@code CallEvaluator} and {@code
 * BuiltinCaller}, {@code ComprehensionEvaluator}, {@code EveryEvaluator}, {@code WithEvaluator};
 * {@code Evaluation} holds the per-query state. {@link dev.cairn.engine.eval.QueryEvaluator} is
 * the entry point. {@link dev.cairn.engine.eval.EvalListener} is the internal tracing hook (attached
 * with {@link dev.cairn.engine.eval.EvalHooks} by the provenance tracer and {@code opa test}
 * coverage); {@code TracerListener} adapts it to a user's public {@link
 * dev.cairn.engine.QueryTracer}.
 */
package dev.cairn.engine.eval;
