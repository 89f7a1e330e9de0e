package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.engine.ParseMode;
import java.util.List;

/**
 * A Gatekeeper ConstraintTemplate: the constraint kind it defines, its one target, the Rego that
 * target runs (with its libraries) and the schema of its constraints' parameters.
 *
 * @param name {@code metadata.name}
 * @param kind the constraint kind ({@code spec.crd.spec.names.kind})
 * @param target the target name ({@code admission.k8s.gatekeeper.sh})
 * @param rego the main module and, after it, each library, with where each is in the source
 * @param parseMode v0 for {@code rego}, v1 when a {@code code} source says {@code version: v1}
 * @param schema {@code openAPIV3Schema}, or null
 * @param source where the template came from
 */
public record ConstraintTemplate(
    String name,
    String kind,
    String target,
    List<EmbeddedRego> rego,
    ParseMode parseMode,
    JsonNode schema,
    SourceDocument source) {
  public ConstraintTemplate {
    rego = List.copyOf(rego);
  }

  /** A Rego module held in a YAML string, with the path of that string in the template. */
  public record EmbeddedRego(String text, List<Object> path) {
    public EmbeddedRego {
      path = List.copyOf(path);
    }
  }
}
