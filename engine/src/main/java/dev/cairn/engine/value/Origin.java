package dev.cairn.engine.value;

/**
 * Where an input node sits in its document, carried by the node itself so that a tracer can read
 * it with one field access instead of looking the node up in an identity map built over the whole
 * document. Literals of the policy have {@link #POLICY}; values the evaluator computes have none.
 * Origins take no part in equality.
 */
public interface Origin {
  /**
   * The origin of literals written in the policy: no input node, and the same value wherever it
   * is used, so that calls with the same literal may share a result when tracing.
   */
  Origin POLICY =
      new Origin() {
        @Override
        public Origin child(String key) {
          return this;
        }

        @Override
        public Origin child(int index) {
          return this;
        }

        @Override
        public String toString() {
          return "policy";
        }
      };

  /** The origin of the child at an object key. */
  Origin child(String key);

  /** The origin of the child at an array index. */
  Origin child(int index);

  /**
   * The origin of the key of the entry this origin is the value's of, or null when keys carry
   * none: a policy that tests a key ({@code some code; doc.responses[code]; code < "200"}) tests
   * the entry.
   */
  default Origin asKey() {
    return null;
  }

  /**
   * The key of an entry whose value is {@code child}: an object of its own that knows its entry
   * when the entry's value has an origin (an annotated input being traced), else {@code key}.
   */
  static Value entryKey(Value key, Value child) {
    if (!(key instanceof StringValue s) || s.origin() != null || child == null) {
      return key;
    }
    Origin at = child.origin();
    Origin asKey = at == null ? null : at.asKey();
    return asKey == null ? key : new StringValue(s.value(), asKey);
  }
}
