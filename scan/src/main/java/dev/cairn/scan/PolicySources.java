package dev.cairn.scan;

import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.value.Value;
import java.util.List;

/** What policy and data paths hold: Rego modules, and the data files merged into one document. */
public record PolicySources(List<PolicyBuilder.Source> modules, Value data) {
  public PolicySources {
    modules = List.copyOf(modules);
  }
}
