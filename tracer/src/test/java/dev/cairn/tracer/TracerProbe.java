package dev.cairn.tracer;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.RuleSummary;
import dev.cairn.engine.compiler.RuleKind;
import dev.cairn.engine.eval.EvalListener;
import dev.cairn.engine.provenance.AnnotatedInput;
import java.util.HashMap;
import java.util.Map;

/**
 * The tracer as a listener for tests in other packages: it records and scopes every event of any
 * evaluation, and afterwards ranks the paths of each value the target rule produced.
 */
public final class TracerProbe {
  private final AnnotatedInput input;
  private final LocationTracer tracer;

  public TracerProbe(CompiledPolicy policy, String target, AnnotatedInput input) {
    Map<String, RuleKind> kinds = new HashMap<>();
    for (RuleSummary r : policy.rules()) {
      kinds.put(r.path(), r.kind());
    }
    this.input = input;
    this.tracer = new LocationTracer(target, input, kinds);
  }

  public EvalListener listener() {
    return tracer;
  }

  /** Ranks every traced result's paths, as {@link Provenance} does; returns how many paths. */
  public int rankAll() {
    int paths = 0;
    for (LocationTracer.Derivation d : tracer.results()) {
      paths += Attribution.rank(input, tracer, d.events(), d.value()).size();
    }
    return paths;
  }
}
