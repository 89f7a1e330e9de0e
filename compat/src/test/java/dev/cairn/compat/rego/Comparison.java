package dev.cairn.compat.rego;

/** One case with Cairn's verdict and a peer's. */
public record Comparison(RegoCase testCase, Verdict cairn, Verdict peer) implements KnownDifferences.Differing {
  public boolean agrees() {
    return cairn.agrees(peer);
  }

  @Override
  public String id() {
    return testCase.id();
  }

  /** {@code value} or an error code for each side, as the known-differences table writes them. */
  @Override
  public boolean verdictsAre(String cairnKind, String peerKind) {
    return is(cairn, cairnKind) && is(peer, peerKind);
  }

  private static boolean is(Verdict v, String kind) {
    return kind.equals("value") ? v instanceof Verdict.Solutions : v instanceof Verdict.Failure f && f.codes().contains(kind);
  }

  /** One line: the case, what Cairn said, what the peer said. */
  public String line(String peerName) {
    return id() + "\n    Cairn: " + cairn.describe() + "\n    " + peerName + ": " + peer.describe();
  }
}
