package dev.cairn.tracer;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a search that matched nothing is located (docs/concepts/locations.md, "Breadth summarised"): at the common
 * parent of what it read at its ends (not the nodes it was handed, which prefix everything) and of
 * the collections it went through, with the key it looked for named missing when it compared
 * keys with one literal.
 */
final class SearchSummary {
  private SearchSummary() {}

  /**
   * The one path standing for a failed search's causes, or null when they are a single chain with
   * nothing sought, which stays as it is.
   *
   * @param paths the causes' keys
   * @param containers for each, whether it is a collection the search iterated
   * @param missingFroms for each, where it stops existing, or -1
   * @param sought the key the search looked for, or null
   */
  static AbsentPath of(List<List<Object>> paths, List<Boolean> containers, List<Integer> missingFroms, String sought) {
    List<Object> longest = List.of();
    List<Object> lca = null;
    for (int i = 0; i < paths.size(); i++) {
      List<Object> keys = paths.get(i);
      if (keys.size() > longest.size()) {
        longest = keys;
      }
      if (containers.get(i) || !prefixOfAnother(keys, paths)) {
        lca = lca == null ? keys : keys.subList(0, commonLength(lca, keys));
      }
    }
    int common = lca == null ? 0 : lca.size();
    boolean chain = true;
    for (List<Object> keys : paths) {
      chain &= commonLength(keys, longest) == keys.size();
    }
    if (chain && common == longest.size() && sought == null) {
      return null;
    }
    int missingFrom = -1;
    for (int m : missingFroms) {
      if (m >= 0 && m < common) {
        missingFrom = missingFrom < 0 ? m : Math.min(missingFrom, m);
      }
    }
    List<Object> at = new ArrayList<>(lca == null ? List.of() : lca);
    if (sought != null && missingFrom < 0) {
      missingFrom = at.size();
      at.add(sought);
    }
    return new AbsentPath(at, missingFrom);
  }

  static int commonLength(List<Object> a, List<Object> b) {
    int n = 0;
    while (n < a.size() && n < b.size() && a.get(n).equals(b.get(n))) {
      n++;
    }
    return n;
  }

  private static boolean prefixOfAnother(List<Object> keys, List<List<Object>> all) {
    for (List<Object> other : all) {
      if (other.size() > keys.size() && commonLength(keys, other) == keys.size()) {
        return true;
      }
    }
    return false;
  }
}
