package dev.cairn.engine.ast;

import java.util.List;

/**
 * One parsed Rego file. {@code annotations} holds every METADATA block of the file (package,
 * rule, document and subpackages scopes), in source order.
 */
public record Module(
    Package pkg,
    List<Import> imports,
    List<Rule> rules,
    RegoVersion version,
    String file,
    List<Annotations> annotations) {
  public Module {
    imports = List.copyOf(imports);
    rules = List.copyOf(rules);
    annotations = List.copyOf(annotations);
  }
}
