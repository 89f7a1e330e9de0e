package dev.cairn.bench.kics;

import java.util.Arrays;

/**
 * A one-to-one pairing of rows with columns of greatest total weight (the Hungarian method with
 * potentials, O(n^3)): results with labelled findings, where a few pairs share a line and a
 * greedy pairing could take the wrong one first.
 */
final class Assignment {
  private Assignment() {}

  /**
   * Pairs each row with at most one column so that the sum of positive weights is greatest.
   *
   * @param weight rows by columns, every weight positive (a zero weight is no pair)
   * @return for each row its column, or -1 when it is left unpaired
   */
  static int[] maximise(long[][] weight) {
    int rows = weight.length;
    int cols = rows == 0 ? 0 : weight[0].length;
    int n = Math.max(rows, cols);
    int[] match = new int[rows];
    Arrays.fill(match, -1);
    if (n == 0) {
      return match;
    }
    long max = 0;
    for (long[] row : weight) {
      for (long w : row) {
        max = Math.max(max, w);
      }
    }
    // Square cost matrix, 1-based as the method is usually written: padding costs as a zero weight.
    long[][] cost = new long[n + 1][n + 1];
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= n; j++) {
        long w = i <= rows && j <= cols ? weight[i - 1][j - 1] : 0;
        cost[i][j] = max - w;
      }
    }
    long[] u = new long[n + 1];
    long[] v = new long[n + 1];
    int[] p = new int[n + 1];
    int[] way = new int[n + 1];
    for (int i = 1; i <= n; i++) {
      p[0] = i;
      int j0 = 0;
      long[] minv = new long[n + 1];
      Arrays.fill(minv, Long.MAX_VALUE);
      boolean[] used = new boolean[n + 1];
      do {
        used[j0] = true;
        int i0 = p[j0];
        long delta = Long.MAX_VALUE;
        int j1 = 0;
        for (int j = 1; j <= n; j++) {
          if (!used[j]) {
            long cur = cost[i0][j] - u[i0] - v[j];
            if (cur < minv[j]) {
              minv[j] = cur;
              way[j] = j0;
            }
            if (minv[j] < delta) {
              delta = minv[j];
              j1 = j;
            }
          }
        }
        for (int j = 0; j <= n; j++) {
          if (used[j]) {
            u[p[j]] += delta;
            v[j] -= delta;
          } else {
            minv[j] -= delta;
          }
        }
        j0 = j1;
      } while (p[j0] != 0);
      do {
        int j1 = way[j0];
        p[j0] = p[j1];
        j0 = j1;
      } while (j0 != 0);
    }
    for (int j = 1; j <= n; j++) {
      int i = p[j];
      if (i >= 1 && i <= rows && j <= cols && weight[i - 1][j - 1] > 0) {
        match[i - 1] = j - 1;
      }
    }
    return match;
  }
}
