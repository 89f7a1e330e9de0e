package dev.cairn.cli.conftest;

/** conftest's output switches: colours, exceptions shown, JUnit test names, the skipped count. */
record OutputOptions(boolean noColor, boolean suppressExceptions, boolean junitHideMessage, boolean showSkipped) {}
