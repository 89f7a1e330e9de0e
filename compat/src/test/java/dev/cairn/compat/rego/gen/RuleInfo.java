package dev.cairn.compat.rego.gen;

import java.util.List;

/**
 * A rule (or function) already written, which later rules may use: a complete rule's value type,
 * a partial set's element type, a partial object's value type, or a function's result type and
 * parameter types.
 */
record RuleInfo(String name, Kind kind, RegoType type, List<RegoType> params) {
  enum Kind {
    COMPLETE,
    SET,
    OBJECT,
    FUNCTION
  }

  /** The type a reference to the rule (or a call of the function) has. */
  RegoType refType() {
    return switch (kind) {
      case SET -> RegoType.set(type);
      case OBJECT -> RegoType.obj(type);
      default -> type;
    };
  }
}
