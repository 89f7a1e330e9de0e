package dev.cairn.engine.compiler;

import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Location;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The errors of one compilation; all are reported together, sorted by where they occur. */
final class CompileErrors {
  private static final Comparator<RegoError> BY_LOCATION =
      Comparator.comparing((RegoError e) -> e.location() == null ? "" : e.location().file())
          .thenComparingInt(e -> e.location() == null ? 0 : e.location().line())
          .thenComparingInt(e -> e.location() == null ? 0 : e.location().column());

  private final List<RegoError> errors = new ArrayList<>();

  void add(String code, Location location, String message) {
    RegoError e = new RegoError(code, message, location);
    if (!errors.contains(e)) {
      errors.add(e);
    }
  }

  boolean isEmpty() {
    return errors.isEmpty();
  }

  /** How many errors there are so far (to tell whether a stretch of work added any). */
  int size() {
    return errors.size();
  }

  /** The errors collected so far, by location. */
  List<RegoError> sorted() {
    List<RegoError> sorted = new ArrayList<>(errors);
    sorted.sort(BY_LOCATION);
    return sorted;
  }

  /** Throws all errors collected so far, if any. */
  void throwIfAny() {
    if (!errors.isEmpty()) {
      throw new RegoException(sorted());
    }
  }
}
