package dev.cairn.engine.parser;

/** A {@code #} comment: where it starts and its text after the {@code #}. */
record Comment(int line, int column, String text) {}
