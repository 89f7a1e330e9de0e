package dev.cairn.tracer;

/**
 * Why a path got its role, as {@code cairn scan --explain} prints it: the kind of event that
 * recorded it; {@link #describe} adds the built-in or helper it names.
 */
enum Reason {
  TESTED_BY("tested by %s"),
  COMPARED("compared by unification or matched against a head"),
  JOINED("compared with another place of the input (%s): it relates the two, the tested values say why"),
  STANDALONE("tested as an expression on its own"),
  NEGATED("read while a `not` (or a failing definition before an else) failed (%s)"),
  MISSING("read past the end of the input"),
  LOOKED_UP("looked up among a collection's keys, and found"),
  SOUGHT("looked for, and not found"),
  SEARCHED("the collection a search went through, and nothing matched"),
  SEARCH_READ("read by a search that matched nothing"),
  SUMMARISED("the collection searched, common parent of the %s paths a search that matched nothing read"),
  SUMMARISED_FIELDS("%s of its fields were tested: the element stands for them"),
  BOUND("bound to a variable"),
  ARGUMENT("argument of %s"),
  HELPER_VALUE("read by %s, which always has a value: only its value counts"),
  BRANCH("read by a definition of %s that failed before the one that gave its value: it only says which branch ran"),
  OUTPUT("part of the result's value (the message or an object in the head)"),
  SUBJECT("the object the derivation picked by its type: nothing else in it was tested");

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
