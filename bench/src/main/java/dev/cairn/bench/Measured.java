package dev.cairn.bench;

/**
 * One measured run of a tool: wall time, CPU time (user and system, its children's included; -1
 * when not known), peak resident memory in KiB (0 when not known) and exit code. A warm run holds
 * the time of one operation in {@code wallNanos} and the process's peak memory.
 */
record Measured(long wallNanos, long cpuNanos, long peakRssKib, int exitCode) {}
