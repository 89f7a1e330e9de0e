package dev.cairn.engine.conformance;

/** A case with its outcome. */
record ConformanceResult(ConformanceCase testCase, CaseOutcome outcome) {
  String id() {
    return testCase.id();
  }

  boolean passed() {
    return outcome.passed();
  }
}
