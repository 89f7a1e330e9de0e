package dev.cairn.engine.builtins;

import java.util.List;

/**
 * A built-in's argument or result type, in the shape {@code opa capabilities} prints. Only what
 * declarations and the type checker need: scalars, any, array/set of an element type, object of
 * key/value types, and unions.
 */
public sealed interface Type {
  Type ANY = new Simple("any");
  Type NULL = new Simple("null");
  Type BOOLEAN = new Simple("boolean");
  Type NUMBER = new Simple("number");
  Type STRING = new Simple("string");
  Type ANY_ARRAY = new ArrayOf(ANY);
  Type ANY_SET = new SetOf(ANY);
  Type ANY_OBJECT = new ObjectOf(ANY, ANY);

  static Type arrayOf(Type element) {
    return new ArrayOf(element);
  }

  static Type setOf(Type element) {
    return new SetOf(element);
  }

  static Type objectOf(Type key, Type value) {
    return new ObjectOf(key, value);
  }

  static Type anyOf(Type... types) {
    return new AnyOf(List.of(types));
  }

  /** A scalar type or {@code any}, by OPA's name. */
  record Simple(String name) implements Type {}

  record ArrayOf(Type element) implements Type {}

  record SetOf(Type element) implements Type {}

  record ObjectOf(Type key, Type value) implements Type {}

  record AnyOf(List<Type> types) implements Type {
    public AnyOf {
      types = List.copyOf(types);
    }
  }
}
