package dev.cairn.constraints;

import dev.cairn.report.FindingLocation;

/**
 * A place a violation's derivation read: in the reviewed object's file, or (for {@code
 * input.parameters}) in the constraint's file. {@code document} is the document's index in its file.
 */
public record ResultLocation(String file, int document, FindingLocation where) {
  @Override
  public String toString() {
    return file + ":" + where.line() + ":" + where.column();
  }
}
