package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.Term;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Uniform access to the parts of the three comprehension kinds. */
final class ClosureParts {
  private ClosureParts() {}

  static Body body(Term comprehension) {
    if (comprehension instanceof ArrayComprehension c) {
      return c.body();
    }
    if (comprehension instanceof SetComprehension c) {
      return c.body();
    }
    return ((ObjectComprehension) comprehension).body();
  }

  /** The head terms: the element, or an object comprehension's key and value. */
  static List<Term> heads(Term comprehension) {
    if (comprehension instanceof ArrayComprehension c) {
      return List.of(c.head());
    }
    if (comprehension instanceof SetComprehension c) {
      return List.of(c.head());
    }
    ObjectComprehension c = (ObjectComprehension) comprehension;
    return List.of(c.key(), c.value());
  }

  /** The same kind of comprehension with a new body and heads. */
  static Term with(Term comprehension, List<Term> heads, Body body) {
    if (comprehension instanceof ArrayComprehension c) {
      return new ArrayComprehension(heads.get(0), body, c.location());
    }
    if (comprehension instanceof SetComprehension c) {
      return new SetComprehension(heads.get(0), body, c.location());
    }
    return new ObjectComprehension(heads.get(0), heads.get(1), body, comprehension.location());
  }

  /** The variables an {@code every} body sees: {@code outer} plus its key and value. */
  static Set<String> everyScope(Set<String> outer, Expr.Every ev) {
    Set<String> inner = new HashSet<>(outer);
    if (ev.key() != null) {
      inner.add(ev.key().name());
    }
    inner.add(ev.value().name());
    return inner;
  }
}
