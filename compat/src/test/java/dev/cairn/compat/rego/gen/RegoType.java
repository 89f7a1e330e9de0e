package dev.cairn.compat.rego.gen;

/**
 * The generator's static type of an expression, so that what it writes mostly type-checks:
 * scalars, collections with an element type (an object's is its values' type; keys are strings),
 * an input item (an object whose fields the input generator usually gives), and {@code ANY} for
 * values read from the input, whose type only the evaluation knows.
 */
record RegoType(Kind kind, RegoType elem) {
  enum Kind {
    NUM,
    STR,
    BOOL,
    NULL,
    ARR,
    SET,
    OBJ,
    ITEM,
    ANY
  }

  static final RegoType NUM = new RegoType(Kind.NUM, null);
  static final RegoType STR = new RegoType(Kind.STR, null);
  static final RegoType BOOL = new RegoType(Kind.BOOL, null);
  static final RegoType NULL = new RegoType(Kind.NULL, null);
  static final RegoType ANY = new RegoType(Kind.ANY, null);
  static final RegoType ITEM = new RegoType(Kind.ITEM, null);

  static RegoType arr(RegoType elem) {
    return new RegoType(Kind.ARR, elem);
  }

  static RegoType set(RegoType elem) {
    return new RegoType(Kind.SET, elem);
  }

  static RegoType obj(RegoType elem) {
    return new RegoType(Kind.OBJ, elem);
  }

  boolean isCollection() {
    return kind == Kind.ARR || kind == Kind.SET || kind == Kind.OBJ;
  }

  boolean isScalar() {
    return kind == Kind.NUM || kind == Kind.STR || kind == Kind.BOOL || kind == Kind.NULL;
  }

  /** The type of an element when iterating: the element (values for objects), ANY for input. */
  RegoType element() {
    if (kind == Kind.ITEM || kind == Kind.ANY) {
      return ANY;
    }
    return elem == null ? ANY : elem;
  }

  /** The type of a key when iterating: array index, set element, object key. */
  RegoType key() {
    return switch (kind) {
      case ARR -> NUM;
      case SET -> element();
      case OBJ, ITEM -> STR;
      default -> ANY;
    };
  }

  /** Whether a value of this type can stand where {@code want} is expected (ANY fits both ways). */
  boolean fits(RegoType want) {
    if (want.kind == Kind.ANY || kind == Kind.ANY) {
      return true;
    }
    if (want.kind == Kind.OBJ && kind == Kind.ITEM) {
      return want.elem == null || want.elem.kind == Kind.ANY;
    }
    if (kind != want.kind) {
      return false;
    }
    return elem == null || want.elem == null || elem.fits(want.elem);
  }
}
