package dev.cairn.engine.parser;

import dev.cairn.engine.ast.Location;

/**
 * A syntax error inside the parser. Thrown to unwind to the nearest point that can recover (a
 * tentative parse) or report it; {@code offset} is how far into the source the parser got, used
 * to pick the better error when both Rego versions fail. No stack trace: it is control flow.
 */
final class ParseFailure extends RuntimeException {
  final Location location;
  final int offset;

  ParseFailure(String message, Location location, int offset) {
    super(message, null, false, false);
    this.location = location;
    this.offset = offset;
  }
}
