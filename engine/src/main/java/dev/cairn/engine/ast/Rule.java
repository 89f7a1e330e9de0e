package dev.cairn.engine.ast;

/**
 * A rule: {@code [default] head [if] { body } [else [= value] [if] { body }]...}. A rule written
 * without a body has the body {@code true}. {@code elseRule} shares the head's ref and args and
 * has its own value and body. {@code annotations} is the METADATA block just above the rule, if
 * any.
 */
public record Rule(
    boolean isDefault, RuleHead head, Body body, Rule elseRule, Annotations annotations, Location location) {}
