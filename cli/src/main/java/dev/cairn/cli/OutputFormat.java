package dev.cairn.cli;

/** The {@code -f} formats of {@code cairn eval}, as in {@code opa eval}. */
enum OutputFormat {
  json,
  values,
  bindings,
  pretty
}
