package dev.cairn.report;

/**
 * What a finding does to a scan, decided by the kind of rule that made it as the peers decide it
 * (conftest: {@code deny} and {@code violation} fail, {@code warn} warns; Gatekeeper: the
 * constraint's enforcement action; cfn-lint: E rules fail, W and I rules warn). The severity a
 * policy gives is a level shown beside it, and decides failure only when the user asks ({@code
 * --fail-on high,critical}, {@link ScanReport#failingOn}).
 */
public enum Outcome {
  /** Fails the scan (exit status 1). */
  FAIL,
  /** Reported; fails the scan only with {@code --fail-on-warn}. */
  WARN
}
