package dev.cairn.scan;

import java.util.List;
import java.util.stream.Collectors;

/** Policies or data that could not be loaded: every problem found, not only the first. */
public final class PolicyLoadException extends IllegalArgumentException {
  private final List<LoadProblem> problems;

  public PolicyLoadException(List<LoadProblem> problems) {
    super(problems.stream().map(LoadProblem::toString).collect(Collectors.joining("\n")));
    this.problems = List.copyOf(problems);
  }

  public List<LoadProblem> problems() {
    return problems;
  }
}
