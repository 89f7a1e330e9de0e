package dev.cairn.tracer;

/** Why a path matters to a result. */
public enum Role {
  /** Its value, or a value computed from it, reached a test: it is why the result exists. */
  CAUSE,
  /** It only fed the result's output (the message, an object in the head). */
  CONTEXT
}
