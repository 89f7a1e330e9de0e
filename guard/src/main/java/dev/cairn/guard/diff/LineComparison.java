package dev.cairn.guard.diff;

import dev.cairn.report.FindingLocation;

/**
 * Where cfn-guard and Cairn locate one failing check's property path in the data file, both as 1-based
 * lines and columns (cfn-guard prints {@code [L:l,C:c]} 0-based; 0 here when it gives none), and how
 * the two relate.
 */
public record LineComparison(String path, int cfnGuardLine, int cfnGuardColumn, int cairnLine, int cairnColumn,
    Agreement agreement) {

  /** Every way the two were seen to relate; anything else is {@link #UNEXPLAINED}. */
  public enum Agreement {
    /** The same line. */
    SAME_LINE,
    /**
     * cfn-guard points where the value begins, which for a block mapping or list is the line after its
     * key; Cairn points at the key-value pair, which begins at the key (design: a pair's region runs
     * from its key to the end of its value). cfn-guard's point lies inside Cairn's region.
     */
    VALUE_BELOW_KEY,
    /** cfn-guard prints no position for the path (or {@code [L:0,C:0]}, its mark for none); Cairn's is the path's. */
    NO_CFN_GUARD_POSITION,
    /** None of the above: a disagreement nobody has explained. */
    UNEXPLAINED
  }

  /** Compares cfn-guard's 0-based point (null for none) with Cairn's located region for the same path. */
  static LineComparison of(String path, CfnGuardReport.Point cfnGuard, FindingLocation cairn) {
    if (cfnGuard == null || (cfnGuard.line() == 0 && cfnGuard.column() == 0)) {
      return new LineComparison(path, 0, 0, cairn.line(), cairn.column(), Agreement.NO_CFN_GUARD_POSITION);
    }
    int line = cfnGuard.line() + 1;
    int column = cfnGuard.column() + 1;
    Agreement a;
    if (line == cairn.line()) {
      a = Agreement.SAME_LINE;
    } else if (after(line, column, cairn.line(), cairn.column()) && after(cairn.endLine(), cairn.endColumn(), line, column)) {
      a = Agreement.VALUE_BELOW_KEY;
    } else {
      a = Agreement.UNEXPLAINED;
    }
    return new LineComparison(path, line, column, cairn.line(), cairn.column(), a);
  }

  private static boolean after(int line, int column, int thanLine, int thanColumn) {
    return line > thanLine || (line == thanLine && column > thanColumn);
  }
}
