package dev.cairn.compat.conftest;

import dev.cairn.compat.rego.KnownDifferences;

/** One case: what the peer and Cairn printed, normalised. */
record OutputComparison(String id, String peer, String cairn) implements KnownDifferences.Differing {
  boolean agrees() {
    return peer.equals(cairn);
  }

  /** The first lines where the two part, for messages and reports. */
  String diff() {
    String[] p = peer.split("\n", -1);
    String[] c = cairn.split("\n", -1);
    int i = 0;
    while (i < p.length && i < c.length && p[i].equals(c[i])) {
      i++;
    }
    StringBuilder sb = new StringBuilder(id).append(" (from line ").append(i + 1).append(")\n");
    for (int k = i; k < Math.min(i + 6, Math.max(p.length, c.length)); k++) {
      sb.append("  peer : ").append(k < p.length ? p[k] : "<end>").append('\n');
      sb.append("  cairn: ").append(k < c.length ? c[k] : "<end>").append('\n');
    }
    return sb.toString();
  }
}
