package dev.cairn.report;

/**
 * One input path a finding's derivation used, as {@code --explain} shows it: its rank (0 is the
 * primary location), where it is, whether it is a cause or context, and why.
 *
 * @param file the file the path is in (with {@code --combine}, not always the finding's)
 * @param role {@code cause} or {@code context}
 * @param why the test or failure that gave the path its role
 */
public record Explanation(int rank, String file, FindingLocation location, String role, String why) {
  /** One line of {@code --explain}: {@code #0 cause file:22:5 Resources/Bucket/Properties: tested by equal}. */
  public String describe() {
    return String.format("#%d %s %s:%d:%d %s: %s",
        rank, role, file, location.line(), location.column(), SarifReport.pathText(location), why);
  }
}
