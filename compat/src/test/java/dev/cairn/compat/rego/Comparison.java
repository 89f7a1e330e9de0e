package dev.cairn.compat.rego;

/** One case with Cairn's verdict and a peer's. */
public record Comparison(RegoCase testCase, Verdict cairn, Verdict peer) {
  public boolean agrees() {
    return cairn.agrees(peer);
  }

  public String id() {
    return testCase.id();
  }

  /** One line: the case, what Cairn said, what the peer said. */
  public String line(String peerName) {
    return id() + "\n    Cairn: " + cairn.describe() + "\n    " + peerName + ": " + peer.describe();
  }
}
