package dev.cairn.locator;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A finished value on its way into its parent: the value, the index node holding its children
 * ({@link SourceIndex#LEAF} for a scalar), its size in nodes, its height, and its region.
 */
record Built(
    JsonNode value,
    int target,
    long size,
    int height,
    int startLine,
    int startColumn,
    int endLine,
    int endColumn) {}
