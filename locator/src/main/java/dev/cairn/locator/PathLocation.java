package dev.cairn.locator;

import java.util.List;

/**
 * Where a path points: the region of its longest existing prefix, that prefix, and the keys (or
 * indices) that do not exist below it. For an existing path {@code missing} is empty and the region is
 * the path's own.
 */
public record PathLocation(Region region, List<Object> found, List<Object> missing) {

  public PathLocation {
    found = List.copyOf(found);
    missing = List.copyOf(missing);
  }

  public boolean exists() {
    return missing.isEmpty();
  }
}
