package dev.cairn.report;

/**
 * Why a finding is not reported as a violation: an inline {@code cairn:ignore} comment, with the
 * justification its author gave and the date it lapses ({@code until}, or null).
 *
 * @param file the file holding the comment
 * @param line the comment's line
 */
public record Suppression(String justification, String until, String file, int line) {}
