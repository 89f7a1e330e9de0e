package dev.cairn.compat.rego.gen;

import dev.cairn.engine.ParseMode;

/**
 * The syntax a generated module is written in: OPA's v0 syntax bare (no {@code in}, {@code every},
 * {@code if} or {@code contains}), v0 with {@code import future.keywords}, v0 with {@code import
 * rego.v1}, or v1.
 */
enum Dialect {
  V0(ParseMode.V0, ""),
  V0_FUTURE_KEYWORDS(ParseMode.V0, "import future.keywords\n"),
  V0_REGO_V1(ParseMode.V0, "import rego.v1\n"),
  V1(ParseMode.V1, "");

  final ParseMode mode;
  final String imports;

  Dialect(ParseMode mode, String imports) {
    this.mode = mode;
    this.imports = imports;
  }

  /** Whether {@code in}, {@code every}, {@code if} and {@code contains} are keywords. */
  boolean keywords() {
    return this != V0;
  }

  /** Whether rule bodies need {@code if} and partial sets {@code contains} (v1 rules). */
  boolean v1Rules() {
    return this == V0_REGO_V1 || this == V1;
  }
}
