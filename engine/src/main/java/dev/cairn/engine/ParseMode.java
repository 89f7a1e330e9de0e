package dev.cairn.engine;

/** Which Rego syntax to parse modules with. */
public enum ParseMode {
  /** Parse as v1; a module that only parses as v0 is taken as v0. The default. */
  AUTO,
  /** OPA before 1.0. */
  V0,
  /** OPA 1.x. */
  V1
}
