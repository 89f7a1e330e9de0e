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
}
