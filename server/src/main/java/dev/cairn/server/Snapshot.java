package dev.cairn.server;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.value.ObjectValue;
import java.util.List;
import java.util.Map;

/**
 * Everything one request evaluates against, immutable: the policies by id (given at start or put
 * through the API), the data written outside bundles, the active bundles, and all of it compiled.
 * A request reads one snapshot, so it sees a whole policy set, never half of an update.
 */
public record Snapshot(
    Map<String, String> policies,
    ObjectValue baseData,
    List<Bundle> bundles,
    ObjectValue data,
    CompiledPolicy compiled,
    long revision) {

  /** Every module with its id: the stored policies, then each bundle's. */
  List<PolicyBuilder.Source> modules() {
    List<PolicyBuilder.Source> out = new java.util.ArrayList<>();
    policies.forEach((id, text) -> out.add(new PolicyBuilder.Source(id, text)));
    for (Bundle b : bundles) {
      out.addAll(b.modules());
    }
    return out;
  }

  /** The bundle whose roots own {@code path}, or null. */
  Bundle owner(List<String> path) {
    for (Bundle b : bundles) {
      if (b.owner(path) != null) {
        return b;
      }
    }
    return null;
  }
}
