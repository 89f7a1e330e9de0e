package dev.cairn.engine;

/**
 * Entry point of the engine.
 *
 * <pre>{@code
 * CompiledPolicy policy = Rego.policy()
 *     .module("policy.rego", source)
 *     .compile();                                   // immutable, thread-safe
 * QueryResult r = policy.evaluate("data.policy.deny",
 *     EvalOptions.builder().input(Json.parse(inputJson)).build());
 * }</pre>
 */
public final class Rego {
  private Rego() {}

  public static PolicyBuilder policy() {
    return new PolicyBuilder();
  }
}
