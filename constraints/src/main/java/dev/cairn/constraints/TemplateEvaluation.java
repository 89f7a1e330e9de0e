package dev.cairn.constraints;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import dev.cairn.tracer.Provenance;
import dev.cairn.tracer.TracedResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * One constraint's template evaluated for one object: {@code input} is {@code {review,
 * parameters}}; each element of {@code violation} is a result. Traced (and so located) when the
 * object came from a file and location is asked for.
 */
final class TemplateEvaluation {
  private final boolean locate;
  private final Duration timeout;
  private final Expander expander;

  TemplateEvaluation(boolean locate, Duration timeout, Expander expander) {
    this.locate = locate;
    this.timeout = timeout;
    this.expander = expander;
  }

  List<Result> run(CompiledTemplate t, Target target, Constraint c, ReviewObject object, Value data) {
    ObjectNode input = JsonNodeFactory.instance.objectNode();
    input.set("review", target.review(object));
    input.set("parameters", c.parameters() == null ? JsonNodeFactory.instance.objectNode() : c.parameters());
    CompiledPolicy policy = t.policy(data);
    EvalOptions options = EvalOptions.builder().timeout(timeout).build();
    List<Result> out = new ArrayList<>();
    try {
      if (locate && object.source() != null) {
        for (TracedResult r : Provenance.trace(policy, t.query(), AnnotatedInput.fromJson(input), options)) {
          out.add(result(r.value(), c, object, ResultLocator.locate(target, object, c, r)));
        }
      } else {
        QueryResult q = policy.evaluate(t.query(), options.toBuilder().input(Json.fromJson(input)).build());
        if (q.isDefined() && q.solutions().get(0).expressions().get(0).value() instanceof SetValue set) {
          for (Value v : set.elements()) {
            out.add(result(v, c, object, null));
          }
        }
      }
    } catch (RegoException e) {
      throw c.source().error(List.of("kind"), "evaluating template " + t.template().name() + " failed: " + e.getMessage());
    }
    return out;
  }

  private Result result(Value v, Constraint c, ReviewObject object, List<ResultLocation> locations) {
    ObjectValue o = v instanceof ObjectValue ov ? ov : ObjectValue.EMPTY;
    String msg = o.get("msg") instanceof StringValue s ? s.value() : v.toString();
    String action = c.enforcementAction();
    if (object.impliedBy() != null) {
      msg = "[Implied by " + object.impliedBy() + "] " + msg;
      action = expander.enforcementAction(object.impliedBy(), action);
    }
    Value details = o.get("details");
    return new Result(msg, details == null ? ObjectValue.EMPTY : details, c, action, object.id(), locations);
  }
}
