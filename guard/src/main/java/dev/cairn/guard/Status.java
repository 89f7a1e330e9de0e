package dev.cairn.guard;

/** A rule's outcome on one document, as cfn-guard reports it. */
public enum Status { PASS, FAIL, SKIP }
