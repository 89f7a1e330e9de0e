package dev.cairn.cli;

import java.util.List;

/** The command cannot go on: bad input files, policies or queries. Reported, exit code 2. */
final class CliException extends Exception {
  private final List<CliError> errors;

  CliException(List<CliError> errors) {
    super(errors.isEmpty() ? "error" : errors.get(0).toLine());
    this.errors = List.copyOf(errors);
  }

  CliException(CliError error) {
    this(List.of(error));
  }

  List<CliError> errors() {
    return errors;
  }

  /** Runs a load of policies or data, its problems as this exception's errors. */
  static <T> T loading(java.util.function.Supplier<T> load) throws CliException {
    try {
      return load.get();
    } catch (dev.cairn.scan.PolicyLoadException e) {
      throw new CliException(e.problems().stream().map(CliError::of).toList());
    }
  }
}
