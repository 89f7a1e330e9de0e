package dev.cairn.engine.provenance;

import dev.cairn.engine.value.Origin;

/**
 * Where an object key of the input sits: the entry it names. A key is no node of the document
 * (it has no children and {@link dev.cairn.engine.provenance.AnnotatedInput#pathOf} does not know
 * it), but a policy that tests one ({@code some code; doc.responses[code]; startswith(code, "5")})
 * tests that entry, which a tracer reads from here.
 *
 * @param entry the path of the entry whose key this is
 */
public record KeyPath(ValuePath entry) implements Origin {
  @Override
  public Origin child(String key) {
    throw new UnsupportedOperationException("a key has no children");
  }

  @Override
  public Origin child(int index) {
    throw new UnsupportedOperationException("a key has no children");
  }
}
