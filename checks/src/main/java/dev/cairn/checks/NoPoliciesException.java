package dev.cairn.checks;

import java.nio.file.Path;
import java.util.List;

/** The policy paths hold no policy of any kind: no {@code .rego}, {@code .guard}, template or constraint. */
public final class NoPoliciesException extends IllegalStateException {
  private final List<Path> paths;

  NoPoliciesException(List<Path> paths) {
    super("no policies found: .rego or .guard files, or YAML ConstraintTemplates and constraints");
    this.paths = List.copyOf(paths);
  }

  /** The paths searched. */
  public List<Path> paths() {
    return paths;
  }
}
