package dev.cairn.engine.value;

/**
 * Where an input node sits in its document, carried by the node itself so that a tracer can read
 * it with one field access instead of looking the node up in an identity map built over the whole
 * document. Values the evaluator computes have none. Origins take no part in equality.
 */
public interface Origin {
  /** The origin of the child at an object key. */
  Origin child(String key);

  /** The origin of the child at an array index. */
  Origin child(int index);
}
