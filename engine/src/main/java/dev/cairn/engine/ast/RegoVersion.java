package dev.cairn.engine.ast;

/** The Rego syntax a module is written in. */
public enum RegoVersion {
  /** OPA before 1.0: bodies without {@code if}, keywords only when imported. */
  V0,
  /** OPA 1.x: {@code if} and {@code contains} required, keywords always on. */
  V1
}
