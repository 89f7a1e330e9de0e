package dev.cairn.tracer;

/**
 * Why a path got its role, as {@code cairn scan --explain} prints it: the kind of event that
 * recorded it; {@link #describe} adds the built-in or helper it names.
 */
enum Reason {
  TESTED_BY("tested by %s"),
  COMPARED("compared by unification or matched against a head"),
  STANDALONE("tested as an expression on its own"),
  NEGATED("read while a `not` (or a failing definition before an else) failed (%s)"),
  MISSING("read past the end of the input"),
  SEARCHED("the collection a search went through, and nothing matched"),
  SEARCH_READ("read by a search that matched nothing"),
  SUMMARISED("the collection searched, common parent of the %s paths a search that matched nothing read"),
  SUMMARISED_FIELDS("%s of its fields were tested: the element stands for them"),
  BOUND("bound to a variable"),
  ARGUMENT("argument of %s"),
  HELPER_VALUE("read by %s, which always has a value: only its value counts"),
  OUTPUT("part of the result's value (the message or an object in the head)");

  private final String text;

  Reason(String text) {
    this.text = text;
  }

  String describe(String detail) {
    if (!text.contains("%s")) {
      return text;
    }
    return detail == null ? text.replace(" (%s)", "").replace("%s", "?") : String.format(text, detail);
  }

  /**
   * Whether the path is evidence of a failure the result rests on: what a {@code not} read, a
   * key that is absent, a search that matched nothing.
   */
  boolean failure() {
    return this == NEGATED || this == MISSING || this == SEARCHED || this == SEARCH_READ || this == SUMMARISED;
  }
}
