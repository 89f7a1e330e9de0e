package dev.cairn.engine.ast;

/**
 * {@code import data.x.y [as z]}, {@code import input.x}, {@code import future.keywords[.kw]},
 * {@code import rego.v1}. {@code alias} is null when absent.
 */
public record Import(Ref path, String alias, Location location) {}
