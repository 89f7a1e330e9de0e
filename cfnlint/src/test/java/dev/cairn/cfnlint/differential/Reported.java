package dev.cairn.cfnlint.differential;

/** A finding of either tool: where it is, for the comparison, and its message, for the report. */
record Reported(Occurrence at, String message) {}
