package dev.cairn.engine.ast;

/** {@code package a.b}: {@code path} is the absolute ref {@code data.a.b}. */
public record Package(Ref path, Annotations annotations, Location location) {}
