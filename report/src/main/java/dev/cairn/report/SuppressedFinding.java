package dev.cairn.report;

/** A finding a suppression kept out of the violations; every format still counts it. */
public record SuppressedFinding(Finding finding, Suppression suppression) {}
