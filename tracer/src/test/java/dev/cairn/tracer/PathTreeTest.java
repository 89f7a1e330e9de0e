package dev.cairn.tracer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PathTreeTest {
  private static List<String> ranked(PathTree t) {
    return t.rankedLeaves().stream().map(RankedPath::toString).toList();
  }

  @Test
  void prefixesAndDuplicatesDisappear() {
    PathTree t = new PathTree();
    t.insert(List.of("Resources", "A"), -1, Role.CONTEXT, 0);
    t.insert(List.of("Resources", "A", "Type"), -1, Role.CAUSE, 1);
    t.insert(List.of("Resources", "A", "Type"), -1, Role.CAUSE, 2);
    assertThat(ranked(t)).containsExactly("Resources/A/Type (cause)");
    assertThat(t.size()).isEqualTo(2);
  }

  @Test
  void causeBeforeContextThenDeeperThenLater() {
    PathTree t = new PathTree();
    t.insert(List.of("a", "b", "c", "d"), -1, Role.CONTEXT, 0);
    t.insert(List.of("x", "y"), -1, Role.CAUSE, 1);
    t.insert(List.of("x", "z", "w"), -1, Role.CAUSE, 2);
    t.insert(List.of("p", "q"), -1, Role.CAUSE, 3);
    assertThat(ranked(t))
        .containsExactly(
            "x/z/w (cause)", "p/q (cause)", "x/y (cause)", "a/b/c/d (context)");
  }

  @Test
  void integerIndicesAreKeysOfTheirOwn() {
    PathTree t = new PathTree();
    t.insert(List.of("containers", 1, "image"), -1, Role.CAUSE, 0);
    t.insert(List.of("containers", "1"), -1, Role.CONTEXT, 1);
    assertThat(ranked(t)).containsExactly("containers/1/image (cause)", "containers/1 (context)");
  }

  @Test
  void aCauseWithOnlyContextBelowStaysALeaf() {
    PathTree t = new PathTree();
    t.insert(List.of("spec"), -1, Role.CAUSE, 0);
    t.insert(List.of("spec", "name"), -1, Role.CONTEXT, 1);
    assertThat(ranked(t)).containsExactly("spec (cause)", "spec/name (context)");
  }

  @Test
  void aCausePrefixWithACauseBelowLeavesTheContextBesideItContext() {
    PathTree t = new PathTree();
    t.insert(List.of("spec"), -1, Role.CAUSE, 0);
    t.insert(List.of("spec", "name"), -1, Role.CONTEXT, 1);
    t.insert(List.of("spec", "image"), -1, Role.CAUSE, 2);
    assertThat(ranked(t)).containsExactly("spec/image (cause)", "spec/name (context)");
  }

  @Test
  void missingKeysAreKept() {
    PathTree t = new PathTree();
    t.insert(List.of("B", "Properties", "BucketEncryption"), 2, Role.CAUSE, 0);
    RankedPath p = t.rankedLeaves().get(0);
    assertThat(p.existing()).containsExactly("B", "Properties");
    assertThat(p.missing()).containsExactly("BucketEncryption");
  }
}
