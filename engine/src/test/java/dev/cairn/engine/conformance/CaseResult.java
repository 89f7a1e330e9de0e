package dev.cairn.engine.conformance;

/** A case with its outcome. */
record CaseResult(ConformanceCase testCase, Outcome outcome) {
  String id() {
    return testCase.id();
  }

  boolean passed() {
    return outcome.passed();
  }
}
