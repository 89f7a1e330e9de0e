package dev.cairn.engine.eval;

import dev.cairn.engine.compiler.CompiledRule;
import dev.cairn.engine.value.Value;

/**
 * How an untraced evaluation derived one element of a multi-value rule or partial object: the
 * rule definition whose body produced it and the values its body's variables held at that moment
 * (references to the evaluation's own values, nothing copied but the table of names). A replay
 * ({@link WitnessReplay}) evaluates that one body again with every iteration fixed to the key
 * these values name, so it costs one derivation rather than the rule's whole evaluation.
 */
public final class Witness {
  private final CompiledRule definition;
  private final Bindings.Replay bindings;
  private final Value element;

  Witness(CompiledRule definition, Bindings.Replay bindings, Value element) {
    this.definition = definition;
    this.bindings = bindings;
    this.element = element;
  }

  /** The rule's path, {@code data.policy.deny}. */
  public String rule() {
    return definition.name();
  }

  /**
   * The element produced: a multi-value rule's element, or a partial object's {@code [[keys],
   * value]}, as {@link EvalListener#yield} reports them.
   */
  public Value element() {
    return element;
  }

  CompiledRule definition() {
    return definition;
  }

  Bindings.Replay bindings() {
    return bindings;
  }
}
