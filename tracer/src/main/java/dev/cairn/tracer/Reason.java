package dev.cairn.tracer;

/**
 * Why a path got its role, as {@code cairn scan --explain} prints it: the kind of event that
 * recorded it; {@link #describe} adds the built-in or helper it names.
 */
enum Reason {
  TESTED_BY("tested by %s"),
  COMPARED("compared by unification or matched against a head"),
  STANDALONE("tested as an expression on its own"),
  NEGATED("read while a `not` (or a failing definition before an else) failed"),
  MISSING("read past the end of the input"),
  SEARCHED("the collection a search went through, and nothing matched"),
  SEARCH_READ("read by a search that matched nothing"),
  SUMMARISED("the collection searched, common parent of the %s paths a search that matched nothing read"),
  BOUND("bound to a variable"),
  ARGUMENT("argument of %s"),
  ITERATED("iterated over"),
  HELPER_VALUE("read by %s, which always has a value: only its value counts"),
  OUTPUT("part of the result's value (the message or an object in the head)");

  private final String text;

  Reason(String text) {
    this.text = text;
  }

  String describe(String detail) {
    return text.contains("%s") ? String.format(text, detail == null ? "?" : detail) : text;
  }
}
