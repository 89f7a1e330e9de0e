package dev.cairn.locator;

import dev.cairn.locator.formats.Node;

/** Turns a parsed {@link Node} tree into a document: its value tree and its source index. */
final class NodeDocuments {

  private NodeDocuments() {}

  static Document toDocument(String file, Node root, Limits limits) {
    TreeAssembler assembler = new TreeAssembler(file, limits);
    assembler.attach(emit(assembler, root));
    return assembler.finish(0, root.region().startLine(), root.region().startColumn());
  }

  /** Recursion is bounded: the assembler fails past the depth limit. */
  private static Built emit(TreeAssembler a, Node node) {
    Region r = node.region();
    if (node instanceof Node.Scalar s) {
      return new Built(s.value(), SourceIndex.LEAF, 1, 0, r.startLine(), r.startColumn(), r.endLine(), r.endColumn());
    }
    if (node instanceof Node.Sequence seq) {
      a.begin(false, r.startLine(), r.startColumn());
      for (Node item : seq.items()) {
        a.attach(emit(a, item));
      }
      return a.end(true, r.endLine(), r.endColumn());
    }
    Node.Mapping map = (Node.Mapping) node;
    a.begin(true, r.startLine(), r.startColumn());
    for (Node.Entry e : map.entries()) {
      a.key(e.key(), false, e.line(), e.column());
      a.attach(emit(a, e.value()));
    }
    return a.end(true, r.endLine(), r.endColumn());
  }
}
